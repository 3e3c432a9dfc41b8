import { listVendors } from "~/features/vendors/vendor-list.server";
import { lookupPostcode } from "~/lib/postcodes.server";

/**
 * Issue 14's filters (languages, faiths, dietary, budget, guests) with a postcode radius and a
 * minimum rating: each must answer under 30 ms p95 at 100,000 vendors on PostgreSQL.
 */
const near = lookupPostcode("LE4 5LN");
const b11 = lookupPostcode("B11 1LH");
const radius = (miles: number) => ({ near, radiusMiles: miles });

export const FILTER_CASES: { name: string; run: () => Promise<unknown> }[] = [
  {
    name: "Punjabi speakers within 10 mi, 4+",
    run: () => listVendors({ languages: ["Punjabi"], ...radius(10), minRating: 4 }),
  },
  {
    name: "Sikh or Hindu-serving, Gujarati or Hindi, 25 mi,",
    run: () =>
      listVendors({ faiths: ["Sikh", "Hindu"], languages: ["Gujarati", "Hindi"], ...radius(25) }),
  },
  {
    name: "halal caterers within 10 mi of B11 1LH",
    run: () =>
      listVendors({ categoryId: "catering", dietary: ["Halal"], near: b11, radiusMiles: 10 }),
  },
  {
    name: "venues for 400 guests from ≤ £5,000 within 25 mi, 4+",
    run: () =>
      listVendors({
        categoryId: "venues",
        guests: 400,
        budget: 5000,
        ...radius(25),
        minRating: 4,
      }),
  },
  {
    name: "everything at once: Urdu, Muslim, halal + vegetarian, ≤ £3,000, 300 guests, 50 mi, 3.5+",
    run: () =>
      listVendors({
        languages: ["Urdu"],
        faiths: ["Muslim"],
        dietary: ["Halal", "Vegetarian"],
        budget: 3000,
        guests: 300,
        ...radius(50),
        minRating: 3.5,
      }),
  },
  {
    name: "Tamil speakers anywhere (no radius)",
    run: () => listVendors({ languages: ["Tamil"] }),
  },
];
