import { ideaImage } from "~/features/artwork/scene.server";
import type { InspirationChip } from "./inspiration-categories";

export * from "./inspiration-categories";

export interface InspirationIdea {
  id: number;
  title: string;
  image: string;
  imageSrcSet: string;
  imageAlt: string;
  likes: number;
  category: Exclude<InspirationChip, "All">;
}

export const INSPIRATION_IDEAS: InspirationIdea[] = [
  {
    id: 1,
    title: "Marigold mandap with a draped canopy",
    ...ideaImage("marigold-mandap"),
    imageAlt:
      "Illustration: a mandap framed with strings of orange marigolds under a draped canopy",
    likes: 324,
    category: "Decor",
  },
  {
    id: 2,
    title: "Blush lehenga with mirror work",
    ...ideaImage("blush-lehenga"),
    imageAlt: "Illustration: a blush pink lehenga with small mirror details and a sheer dupatta",
    likes: 289,
    category: "Fashion",
  },
  {
    id: 3,
    title: "Bridal mehndi with hidden initials",
    ...ideaImage("bridal-mehndi"),
    imageAlt: "Hands covered in fine mehndi patterns with paisleys and flowers",
    likes: 412,
    category: "Beauty",
  },
  {
    id: 4,
    title: "Golden-hour portraits by the lake",
    ...ideaImage("lake-portraits"),
    imageAlt: "Illustration: a couple silhouetted beside a lake under a low evening sun",
    likes: 198,
    category: "Photography",
  },
  {
    id: 5,
    title: "Garden-party sangeet under festoon lights",
    ...ideaImage("garden-sangeet"),
    imageAlt: "Illustration: a garden marquee with festoon lights and cushions for a sangeet",
    likes: 256,
    category: "Themes",
  },
  {
    id: 6,
    title: "Country house reception in the Cotswolds",
    ...ideaImage("country-house"),
    imageAlt: "Illustration: a honey-coloured stone country house with a lawn and trees",
    likes: 176,
    category: "Venues",
  },
  {
    id: 7,
    title: "Hand-painted mithai boxes for guests",
    ...ideaImage("mithai-boxes"),
    imageAlt: "Stacked gift boxes painted with paisleys and tied with ribbon",
    likes: 143,
    category: "Gifts",
  },
  {
    id: 8,
    title: "Fairy-light walkway for the baraat",
    ...ideaImage("fairy-lights"),
    imageAlt: "Illustration: a path lined with lanterns and fairy lights leading to an arch",
    likes: 221,
    category: "Decor",
  },
];

export function ideasForChip(chip: InspirationChip) {
  return INSPIRATION_IDEAS.filter((idea) => chip === "All" || idea.category === chip);
}

/** The featured couple at the top of the page. */
export const FEATURED_COUPLE = {
  names: "Simran & Arjun",
  title: "A Punjabi wedding with a Cotswolds twist",
  summary:
    "Simran and Arjun married at a gurdwara in Birmingham, then welcomed 280 guests to a country house reception with a marigold mandap, a live chaat counter and a dhol-led entrance that nobody will forget.",
  ...ideaImage("featured-couple"),
  imageAlt:
    "Illustration: a bride in red and a groom in an ivory sherwani holding hands under a floral arch",
  likes: 1248,
};
