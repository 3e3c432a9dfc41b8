/** The inspiration chips, in the spec's order (product-spec §2, Inspiration). */
export const INSPIRATION_CATEGORIES = [
  "All",
  "Decor",
  "Fashion",
  "Beauty",
  "Photography",
  "Themes",
  "Venues",
  "Gifts",
] as const;

export type InspirationChip = (typeof INSPIRATION_CATEGORIES)[number];

export interface InspirationIdea {
  id: number;
  title: string;
  image: string;
  imageAlt: string;
  likes: number;
  category: Exclude<InspirationChip, "All">;
}

export const INSPIRATION_IDEAS: InspirationIdea[] = [
  {
    id: 1,
    title: "Marigold mandap with a draped canopy",
    image: "/images/inspiration/marigold-mandap.svg",
    imageAlt: "A mandap framed with strings of orange marigolds under a draped canopy",
    likes: 324,
    category: "Decor",
  },
  {
    id: 2,
    title: "Blush lehenga with mirror work",
    image: "/images/inspiration/blush-lehenga.svg",
    imageAlt: "A blush pink lehenga with small mirror details and a sheer dupatta",
    likes: 289,
    category: "Fashion",
  },
  {
    id: 3,
    title: "Bridal mehndi with hidden initials",
    image: "/images/inspiration/bridal-mehndi.svg",
    imageAlt: "Hands covered in fine mehndi patterns with paisleys and flowers",
    likes: 412,
    category: "Beauty",
  },
  {
    id: 4,
    title: "Golden-hour portraits by the lake",
    image: "/images/inspiration/lake-portraits.svg",
    imageAlt: "A couple silhouetted beside a lake under a low evening sun",
    likes: 198,
    category: "Photography",
  },
  {
    id: 5,
    title: "Garden-party sangeet under festoon lights",
    image: "/images/inspiration/garden-sangeet.svg",
    imageAlt: "A garden marquee with festoon lights and cushions for a sangeet",
    likes: 256,
    category: "Themes",
  },
  {
    id: 6,
    title: "Country house reception in the Cotswolds",
    image: "/images/inspiration/country-house.svg",
    imageAlt: "A honey-coloured stone country house with a lawn and trees",
    likes: 176,
    category: "Venues",
  },
  {
    id: 7,
    title: "Hand-painted mithai boxes for guests",
    image: "/images/inspiration/mithai-boxes.svg",
    imageAlt: "Stacked gift boxes painted with paisleys and tied with ribbon",
    likes: 143,
    category: "Gifts",
  },
  {
    id: 8,
    title: "Fairy-light walkway for the baraat",
    image: "/images/inspiration/fairy-lights.svg",
    imageAlt: "A path lined with lanterns and fairy lights leading to an arch",
    likes: 221,
    category: "Decor",
  },
];

export function isInspirationChip(value: string | null): value is InspirationChip {
  return INSPIRATION_CATEGORIES.includes(value as InspirationChip);
}

export function ideasForChip(chip: InspirationChip) {
  return INSPIRATION_IDEAS.filter((idea) => chip === "All" || idea.category === chip);
}

/** The featured couple at the top of the page. */
export const FEATURED_COUPLE = {
  names: "Simran & Arjun",
  title: "A Punjabi wedding with a Cotswolds twist",
  summary:
    "Simran and Arjun married at a gurdwara in Birmingham, then welcomed 280 guests to a country house reception with a marigold mandap, a live chaat counter and a dhol-led entrance that nobody will forget.",
  image: "/images/inspiration/featured-couple.svg",
  imageAlt: "A bride in red and a groom in an ivory sherwani holding hands under a floral arch",
  likes: 1248,
};
