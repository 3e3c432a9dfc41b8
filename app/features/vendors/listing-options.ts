/** What a listing can say about the families it serves: shared by its form and the directory filters. */

export const LANGUAGES = [
  "English",
  "Punjabi",
  "Hindi",
  "Urdu",
  "Gujarati",
  "Bengali",
  "Tamil",
  "Telugu",
  "Malayalam",
  "Marathi",
  "Sinhala",
  "Nepali",
  "Other",
] as const;

export const FAITHS = [
  "Hindu",
  "Sikh",
  "Muslim",
  "Jain",
  "Christian",
  "Buddhist",
  "Parsi",
  "Interfaith",
  "Civil",
] as const;

export const DIETARY = ["Vegetarian", "Vegan", "Halal", "Jain", "Gluten-free", "Nut-free"] as const;

/** Guest capacity means something for venues and caterers; dietary options for food and drink. */
export const CAPACITY_CATEGORIES: readonly string[] = ["venues", "catering"];
export const DIETARY_CATEGORIES: readonly string[] = ["catering", "cake-desserts", "bartending"];

/** The structured details as a listing stores them. */
export interface ListingDetails {
  priceFrom: number | null;
  capacityMin: number | null;
  capacityMax: number | null;
  travelMiles: number | null;
  languages: string[];
  faiths: string[];
  dietary: string[];
}
