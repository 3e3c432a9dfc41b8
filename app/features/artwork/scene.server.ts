/**
 * Which illustration a vendor (or an inspiration idea) gets, decided from its id alone, so every
 * page and every server instance agree on the picture's address and its alt text (decision 018).
 * Server-only: pages receive the finished `Picture` with their data (decision 030); the drawing
 * itself is `artwork.server.ts`.
 */
import { stableHash } from "~/lib/stable-hash";
import { ART_VERSION, type Picture } from "./picture";

export { ART_VERSION, type Picture };
export const ART_WIDTHS = [400, 800] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];
/** Variant 0 is the cover; venues show 1–3 as their gallery. */
export const ART_VARIANTS = 4;

export const PALETTES = [
  "marigold and maroon",
  "rose and gold",
  "peacock blue",
  "ivory and sage",
  "dusk plum",
  "saffron and indigo",
  "emerald and gold",
  "midnight and gold",
] as const;

export const BACKDROPS = ["arch", "sunset", "drapes", "jali", "mandala"] as const;
export const ORNAMENTS = ["garland", "petals", "lights", "none"] as const;
/**
 * Where the subject stands: in the middle, to one side with a small companion, close up (large,
 * filling the picture) or small between two companions.
 */
export const LAYOUTS = ["centre", "left", "close", "right", "wide"] as const;

export type Motif =
  | "thali"
  | "camera"
  | "videocam"
  | "album"
  | "bouquet"
  | "kalash"
  | "mirror"
  | "dhol"
  | "rings"
  | "lehenga"
  | "sherwani"
  | "car"
  | "palm"
  | "planner"
  | "polaroid"
  | "mandap"
  | "cake"
  | "invitation"
  | "gifts"
  | "henna"
  | "lanterns"
  | "marquee"
  | "glasses"
  | "palace"
  | "house"
  | "couple"
  | "path";

/** Each category's subject. */
export const CATEGORY_MOTIFS: Record<string, Motif> = {
  "bridal-wear": "lehenga",
  menswear: "sherwani",
  catering: "thali",
  "photography-videography": "camera",
  decor: "bouquet",
  priests: "kalash",
  makeup: "mirror",
  entertainment: "dhol",
  jewelry: "rings",
  venues: "palace",
  transport: "car",
  honeymoon: "palm",
  "wedding-planners": "planner",
  "photo-booth": "polaroid",
  "mandap-hire": "mandap",
  "cake-desserts": "cake",
  "invitation-stationery": "invitation",
  "gifting-favours": "gifts",
  "mehndi-artists": "henna",
  "lighting-production": "lanterns",
  "marquee-furniture": "marquee",
  bartending: "glasses",
};

/**
 * A category's other subjects, so a page of one category does not repeat one drawing in other
 * colours (issue 31): each listing gets one of these and a composition, chosen from its id.
 */
export const CATEGORY_SUBJECTS: Record<string, Motif[]> = {
  "photography-videography": ["camera", "videocam", "album"],
  catering: ["thali", "glasses", "cake"],
  decor: ["bouquet", "lanterns", "mandap"],
  "photo-booth": ["polaroid", "camera"],
  "wedding-planners": ["planner", "invitation"],
  "cake-desserts": ["cake", "gifts"],
  "lighting-production": ["lanterns", "path"],
  "marquee-furniture": ["marquee", "lanterns"],
  honeymoon: ["palm", "couple"],
  priests: ["kalash", "mandap"],
  "mandap-hire": ["mandap", "kalash"],
  "invitation-stationery": ["invitation", "gifts"],
  "gifting-favours": ["gifts", "cake"],
  entertainment: ["dhol", "lanterns"],
};

const MOTIF_WORDS: Record<Motif, string> = {
  thali: "a thali of curries, rice and roti",
  camera: "a camera with a brass lens",
  videocam: "a video camera on a tripod",
  album: "an open wedding album with two prints",
  bouquet: "a vase of roses and marigolds",
  kalash: "a kalash with mango leaves between lit diyas",
  mirror: "a gilded mirror with brushes and a lipstick",
  dhol: "a dhol drum with its sticks",
  rings: "two gold rings on a silk cushion",
  lehenga: "a lehenga with mirror work on a dress form",
  sherwani: "a sherwani with a jewelled safa",
  car: "a vintage car with a garland on its bonnet",
  palm: "a palm tree over a turquoise sea",
  planner: "a planner's notebook and pen beside a marigold",
  polaroid: "an instant photo frame with props on sticks",
  mandap: "a mandap with four carved pillars",
  cake: "a three-tier cake with sugar flowers",
  invitation: "an invitation with a wax seal",
  gifts: "stacked gift boxes tied with ribbon",
  henna: "a hand with fine mehndi patterns",
  lanterns: "glowing hanging lanterns",
  marquee: "a striped marquee",
  glasses: "mocktail glasses beside a chai kettle",
  palace: "a palace with onion domes",
  house: "a stone country house",
  couple: "a bride and groom",
  path: "a lantern-lined path to an arch",
};

const BACKDROP_WORDS: Record<(typeof BACKDROPS)[number], string> = {
  arch: "beneath a carved arch",
  sunset: "at sunset",
  drapes: "between draped curtains",
  jali: "before a jali screen",
  mandala: "within a mandala",
};

const ORNAMENT_WORDS: Record<(typeof ORNAMENTS)[number], string> = {
  garland: ", with marigold garlands",
  petals: ", scattered with petals",
  lights: ", under festoon lights",
  none: "",
};

export interface Scene {
  motif: Motif;
  palette: number;
  backdrop: (typeof BACKDROPS)[number];
  ornament: (typeof ORNAMENTS)[number];
  layout: (typeof LAYOUTS)[number];
  border: boolean;
  /** The seed for the drawing's own small choices (flower places, colours of bowls). */
  seed: number;
  /** Canvas height for a 600-wide canvas (400: 3:2 cards, 450: 4:3, 600: square). */
  height: number;
}

const pick = <T>(list: readonly T[], n: number) => list[n % list.length];

/** Venues' gallery shows the house again, then its mandap, then the grounds at night. */
const VENUE_GALLERY: Motif[] = ["palace", "palace", "mandap", "path"];

export function vendorScene(id: number, categoryId: string, variant = 0): Scene {
  const h = stableHash(`${categoryId}:${id}:${variant}`);
  const subjects = CATEGORY_SUBJECTS[categoryId] ?? [CATEGORY_MOTIFS[categoryId] ?? "bouquet"];
  // Consecutive ids step through every subject and composition before one comes back: a
  // category's list shows different things drawn differently, not one drawing recoloured.
  let motif = categoryId === "venues" ? pick(VENUE_GALLERY, variant) : pick(subjects, id + variant);
  // A third of venues are country houses rather than palaces.
  if (motif === "palace" && stableHash(`house:${id}`) % 3 === 0) motif = "house";
  return {
    motif,
    // Consecutive ids (a category's list) step through the palettes, so neighbours differ.
    palette: (id * 3 + variant * 5) % PALETTES.length,
    backdrop: pick(BACKDROPS, (h >>> 3) + id),
    ornament: pick(ORNAMENTS, h >>> 7),
    layout: pick(LAYOUTS, Math.floor(id / subjects.length) + variant),
    border: ((h >>> 13) & 1) === 1,
    seed: h,
    height: 400,
  };
}

export function describeScene(scene: Scene): string {
  return `${MOTIF_WORDS[scene.motif]} ${BACKDROP_WORDS[scene.backdrop]}${ORNAMENT_WORDS[scene.ornament]}`;
}

export const artUrl = (id: number, categoryId: string, variant: number, width: ArtWidth) =>
  `/art/${ART_VERSION}/vendor/${categoryId}/${id}-${variant}-${width}.webp`;

const UPLOADED = /^\/uploads\//;

/** The vendor's fields its cover and share picture are chosen from. */
export interface PictureVendor {
  id: number;
  name: string;
  categoryId: string;
  categoryName?: string;
  image: string;
}

/** A vendor's cover: the owner's uploaded photo when there is one, else its illustration. */
export function vendorPicture(vendor: PictureVendor): Picture {
  if (UPLOADED.test(vendor.image)) {
    const key = vendor.image.match(/^\/uploads\/vendors\/([a-f0-9]{20})-800\.webp$/)?.[1];
    return {
      src: vendor.image,
      srcSet: key ? `/uploads/vendors/${key}-400.webp 400w, ${vendor.image} 800w` : undefined,
      alt: `${vendor.name}, photo`,
    };
  }
  return artPicture(vendor, 0);
}

/** One illustration of a vendor, with its `srcset` and its alt text. */
export function artPicture(
  vendor: { id: number; name: string; categoryId: string; categoryName?: string },
  variant: number,
): Picture {
  const scene = vendorScene(vendor.id, vendor.categoryId, variant);
  const label = vendor.categoryName ? `${vendor.name}, ${vendor.categoryName}` : vendor.name;
  return {
    src: artUrl(vendor.id, vendor.categoryId, variant, 800),
    srcSet: ART_WIDTHS.map((w) => `${artUrl(vendor.id, vendor.categoryId, variant, w)} ${w}w`).join(
      ", ",
    ),
    alt: `Illustration for ${label}: ${describeScene(scene)}`,
  };
}

/**
 * A card's venue gallery: the uploaded pictures when the listing has any, else (venues only)
 * three more illustrations of the venue.
 */
export function cardGallery(vendor: {
  id: number;
  name: string;
  categoryId: string;
  additionalImages: string[];
}): Picture[] {
  const uploaded = vendor.additionalImages.filter((src) => UPLOADED.test(src));
  if (uploaded.length > 0)
    return uploaded.map((src, index) => ({
      src,
      alt: `${vendor.name}, gallery image ${index + 1} of ${uploaded.length}`,
    }));
  if (vendor.categoryId !== "venues") return [];
  return [1, 2, 3].map((variant) => artPicture(vendor, variant));
}

type IdeaScene = Omit<Scene, "seed" | "height"> & { height?: number };

/** The inspiration pictures: each drawn to show what its idea describes (square cards). */
export const IDEA_SCENES: Record<string, IdeaScene> = {
  "marigold-mandap": {
    motif: "mandap",
    palette: 0,
    backdrop: "drapes",
    ornament: "garland",
    layout: "centre",
    border: false,
  },
  "blush-lehenga": {
    motif: "lehenga",
    palette: 1,
    backdrop: "arch",
    ornament: "petals",
    layout: "centre",
    border: true,
  },
  "bridal-mehndi": {
    motif: "henna",
    palette: 0,
    backdrop: "mandala",
    ornament: "petals",
    layout: "centre",
    border: false,
  },
  "lake-portraits": {
    motif: "couple",
    palette: 4,
    backdrop: "sunset",
    ornament: "none",
    layout: "centre",
    border: false,
  },
  "garden-sangeet": {
    motif: "marquee",
    palette: 3,
    backdrop: "sunset",
    ornament: "lights",
    layout: "centre",
    border: false,
  },
  "country-house": {
    motif: "house",
    palette: 6,
    backdrop: "sunset",
    ornament: "none",
    layout: "centre",
    border: false,
  },
  "mithai-boxes": {
    motif: "gifts",
    palette: 5,
    backdrop: "jali",
    ornament: "petals",
    layout: "centre",
    border: true,
  },
  "fairy-lights": {
    motif: "path",
    palette: 7,
    backdrop: "sunset",
    ornament: "lights",
    layout: "centre",
    border: false,
  },
  "featured-couple": {
    motif: "couple",
    palette: 1,
    backdrop: "arch",
    ornament: "garland",
    layout: "centre",
    border: false,
    height: 450,
  },
};

export function ideaScene(slug: string): Scene | null {
  const scene = Object.hasOwn(IDEA_SCENES, slug) ? IDEA_SCENES[slug] : undefined;
  return scene ? { ...scene, seed: stableHash(`idea:${slug}`), height: scene.height ?? 600 } : null;
}

export const ideaArtUrl = (slug: string, width: ArtWidth) =>
  `/art/${ART_VERSION}/idea/${slug}-${width}.webp`;

/** An idea's picture address and `srcset`. */
export function ideaImage(slug: string) {
  return {
    image: ideaArtUrl(slug, 800),
    imageSrcSet: ART_WIDTHS.map((w) => `${ideaArtUrl(slug, w)} ${w}w`).join(", "),
  };
}
