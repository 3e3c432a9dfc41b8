/**
 * The spec's 22 categories, in display order. Shared by the seed, the footer and forms; their
 * descriptions (only the categories page shows them) are in `category-descriptions.ts`.
 */
export const CATEGORIES = [
  { id: "bridal-wear", name: "Bridalwear Designers & Stores" },
  { id: "menswear", name: "Groomwear Designers & Stores" },
  { id: "catering", name: "Caterers" },
  { id: "photography-videography", name: "Photographers & Videographers" },
  { id: "decor", name: "Decorators & Florists" },
  { id: "priests", name: "Priests & Ceremonial Services" },
  { id: "makeup", name: "Makeup Artists & Hair Stylists" },
  { id: "entertainment", name: "Entertainment" },
  { id: "jewelry", name: "Jewellery & Accessories" },
  { id: "venues", name: "Venues" },
  { id: "transport", name: "Luxury & Vintage Car Hire" },
  { id: "honeymoon", name: "Honeymoon" },
  { id: "wedding-planners", name: "Wedding Planners & Coordinators" },
  { id: "photo-booth", name: "Photo Booth Providers" },
  { id: "mandap-hire", name: "Mandap & Stage Decor Hire" },
  { id: "cake-desserts", name: "Cake & Dessert Tables" },
  { id: "invitation-stationery", name: "Invitation & Stationery Designers" },
  { id: "gifting-favours", name: "Gifting, Favours & Hampers" },
  { id: "mehndi-artists", name: "Mehndi Artists" },
  { id: "lighting-production", name: "Lighting & Production" },
  { id: "marquee-furniture", name: "Marquee & Furniture Hire" },
  { id: "bartending", name: "Bartending & Drinks Services" },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];

const NAMES = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.name]));

export function categoryName(id: string): string {
  return NAMES.get(id) ?? id;
}

export function isCategoryId(id: string): id is CategoryId {
  return NAMES.has(id);
}

/** The spec flags venues and menswear as "venue-style" pages (address shown, gallery on cards). */
export function isVenueStyle(categoryId: string): boolean {
  return categoryId === "venues" || categoryId === "menswear";
}

export function categoryImage(categoryId: string): string {
  return `/images/categories/${categoryId}.svg`;
}
