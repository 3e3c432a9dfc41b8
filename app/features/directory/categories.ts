/** The spec's 22 categories, in display order. Shared by the seed, the footer and forms. */
export const CATEGORIES = [
  {
    id: "bridal-wear",
    name: "Bridalwear Designers & Stores",
    description:
      "Lehengas, sarees and anarkalis from designers and boutiques who understand a South Asian bride.",
  },
  {
    id: "menswear",
    name: "Groomwear Designers & Stores",
    description: "Sherwanis, achkans, bandhgalas and safas tailored for the groom and his party.",
  },
  {
    id: "catering",
    name: "Caterers",
    description:
      "Caterers for every regional cuisine, from Punjabi feasts to Gujarati thalis and South Indian banana-leaf menus.",
  },
  {
    id: "photography-videography",
    name: "Photographers & Videographers",
    description:
      "Photographers and film-makers who know every ritual, from the haldi to the vidaai.",
  },
  {
    id: "decor",
    name: "Decorators & Florists",
    description: "Stage design, floral mandaps, table centrepieces and entrance décor.",
  },
  {
    id: "priests",
    name: "Priests & Ceremonial Services",
    description:
      "Pandits, granthis and officiants for Hindu, Sikh, Jain and interfaith ceremonies.",
  },
  {
    id: "makeup",
    name: "Makeup Artists & Hair Stylists",
    description: "Bridal makeup and hair for every event, with trials and on-the-day teams.",
  },
  {
    id: "entertainment",
    name: "Entertainment",
    description: "DJs, dhol players, live bands, dancers and MCs to fill the dance floor.",
  },
  {
    id: "jewelry",
    name: "Jewellery & Accessories",
    description: "Bridal sets, kundan and polki pieces, bangles, kaleeras and accessories.",
  },
  {
    id: "venues",
    name: "Venues",
    description:
      "Banqueting suites, hotels and country houses that welcome large Indian weddings and fire ceremonies.",
  },
  {
    id: "transport",
    name: "Luxury & Vintage Car Hire",
    description: "Classic cars, limousines and decorated horses for the baraat and the getaway.",
  },
  {
    id: "honeymoon",
    name: "Honeymoon",
    description: "Travel specialists who plan honeymoons from the Maldives to Mauritius.",
  },
  {
    id: "wedding-planners",
    name: "Wedding Planners & Coordinators",
    description: "Planners and on-the-day coordinators for multi-day, multi-event celebrations.",
  },
  {
    id: "photo-booth",
    name: "Photo Booth Providers",
    description: "Photo booths, 360° video booths and instant-print stations with custom props.",
  },
  {
    id: "mandap-hire",
    name: "Mandap & Stage Decor Hire",
    description: "Mandaps, sankheda stages and backdrops to hire, delivered and installed.",
  },
  {
    id: "cake-desserts",
    name: "Cake & Dessert Tables",
    description: "Wedding cakes, mithai towers and dessert tables with an Indian twist.",
  },
  {
    id: "invitation-stationery",
    name: "Invitation & Stationery Designers",
    description:
      "Invitations, order-of-ceremony cards, menus and signage in English and Indian scripts.",
  },
  {
    id: "gifting-favours",
    name: "Gifting, Favours & Hampers",
    description: "Wedding favours, mithai boxes, trousseau packing and guest hampers.",
  },
  {
    id: "mehndi-artists",
    name: "Mehndi Artists",
    description: "Bridal and guest mehndi in traditional, Arabic and contemporary styles.",
  },
  {
    id: "lighting-production",
    name: "Lighting & Production",
    description: "Uplighting, LED dance floors, staging, sound and special effects.",
  },
  {
    id: "marquee-furniture",
    name: "Marquee & Furniture Hire",
    description: "Marquees, furniture, tableware and generators for home and garden celebrations.",
  },
  {
    id: "bartending",
    name: "Bartending & Drinks Services",
    description: "Mobile bars, mocktail menus, chai stations and experienced bar staff.",
  },
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
