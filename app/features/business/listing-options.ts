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
