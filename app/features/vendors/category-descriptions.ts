import type { CategoryId } from "./categories";

/** What each category covers: the categories page's cards, and the seeded `category` rows. */
export const CATEGORY_DESCRIPTIONS: Record<CategoryId, string> = {
  "bridal-wear":
    "Lehengas, sarees and anarkalis from designers and boutiques who understand a South Asian bride.",
  menswear: "Sherwanis, achkans, bandhgalas and safas tailored for the groom and his party.",
  catering:
    "Caterers for every regional cuisine, from Punjabi feasts to Gujarati thalis and South Indian banana-leaf menus.",
  "photography-videography":
    "Photographers and film-makers who know every ritual, from the haldi to the vidaai.",
  decor: "Stage design, floral mandaps, table centrepieces and entrance décor.",
  priests: "Pandits, granthis and officiants for Hindu, Sikh, Jain and interfaith ceremonies.",
  makeup: "Bridal makeup and hair for every event, with trials and on-the-day teams.",
  entertainment: "DJs, dhol players, live bands, dancers and MCs to fill the dance floor.",
  jewelry: "Bridal sets, kundan and polki pieces, bangles, kaleeras and accessories.",
  venues:
    "Banqueting suites, hotels and country houses that welcome large Indian weddings and fire ceremonies.",
  transport: "Classic cars, limousines and decorated horses for the baraat and the getaway.",
  honeymoon: "Travel specialists who plan honeymoons from the Maldives to Mauritius.",
  "wedding-planners":
    "Planners and on-the-day coordinators for multi-day, multi-event celebrations.",
  "photo-booth": "Photo booths, 360° video booths and instant-print stations with custom props.",
  "mandap-hire": "Mandaps, sankheda stages and backdrops to hire, delivered and installed.",
  "cake-desserts": "Wedding cakes, mithai towers and dessert tables with an Indian twist.",
  "invitation-stationery":
    "Invitations, order-of-ceremony cards, menus and signage in English and Indian scripts.",
  "gifting-favours": "Wedding favours, mithai boxes, trousseau packing and guest hampers.",
  "mehndi-artists": "Bridal and guest mehndi in traditional, Arabic and contemporary styles.",
  "lighting-production": "Uplighting, LED dance floors, staging, sound and special effects.",
  "marquee-furniture":
    "Marquees, furniture, tableware and generators for home and garden celebrations.",
  bartending: "Mobile bars, mocktail menus, chai stations and experienced bar staff.",
};
