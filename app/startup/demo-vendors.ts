/**
 * Fictional demo vendors: invented names, reserved example e-mail domains, Ofcom drama-range
 * phone numbers, and real postcode sectors of towns with large South Asian communities.
 * Generated deterministically so re-seeding produces the same rows.
 */

import { CATEGORIES } from "~/features/vendors/categories";
import type { ListingDetails } from "~/features/vendors/listing-options";
import { describeDemoVendor } from "./demo-descriptions";
import data from "./demo-vendors.json" with { type: "json" };

interface Town {
  area: string;
  town: string;
  /** Where its couples come from, as a description says it ("west London"). */
  region: string;
  streets: string[];
  postcodes: string[];
  /** Ofcom drama-range prefix; the last three digits come from the vendor's number. */
  phonePrefix: string;
  phoneOffset: number;
}

const pad = (n: number, width = 3) => String(n).padStart(width, "0");
const phoneNumber = (town: Town, n: number) =>
  `${town.phonePrefix}${pad((n + town.phoneOffset) % 1000)}`;

/** The word lists and records live in `demo-vendors.json`; this module turns them into rows. */
export const TOWNS: Town[] = data.towns;
export const PREFIXES: string[] = data.prefixes;
const SUFFIXES: Record<string, string[]> = data.suffixes;

interface Extra extends ListingDetails {
  name: string;
  categoryId: string;
  area: string;
  town: string;
  street: string;
  postcode: string;
  shortDescription: string;
  rating: number;
  reviewCount: number;
}
const EXTRAS: Extra[] = data.extras;

/** Small deterministic PRNG, so every install gets the same demo data. */
export function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state += 0x6d2b79f5;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoVendor extends ListingDetails {
  id: number;
  name: string;
  categoryId: string;
  location: string;
  address: string;
  postcode: string;
  phone: string;
  email: string | null;
  website: string | null;
  rating: number;
  reviewCount: number;
  /** Google's own rating and count: the demo's Google imports only (decision 041). */
  googleRating: number | null;
  googleReviewCount: number | null;
  shortDescription: string;
  approvalStatus: "approved" | "pending" | "rejected";
  source: "database" | "google";
  additionalImages: string[];
  createdAt: Date;
}

/** Plausible structured details: starting prices by kind of vendor, languages and ceremonies. */
const STARTING_PRICE: Record<string, number> = {
  venues: 4500,
  catering: 2500,
  "photography-videography": 1200,
  decor: 900,
  "wedding-planners": 2000,
  entertainment: 600,
  "mehndi-artists": 250,
  makeup: 300,
};
const LANGUAGE_SETS = [
  ["English", "Punjabi", "Hindi"],
  ["English", "Gujarati", "Hindi"],
  ["English", "Urdu", "Punjabi"],
  ["English", "Tamil"],
  ["English", "Bengali"],
];
const FAITH_SETS = [
  ["Hindu", "Sikh", "Interfaith"],
  ["Muslim", "Civil"],
  ["Hindu", "Jain"],
  ["Sikh", "Hindu", "Christian", "Civil"],
];

function demoDetails(categoryId: string, i: number) {
  const base = STARTING_PRICE[categoryId] ?? 400;
  const hasCapacity = categoryId === "venues" || categoryId === "catering";
  const servesFood = ["catering", "cake-desserts", "bartending"].includes(categoryId);
  return {
    priceFrom: i % 7 === 6 ? null : base + (i % 4) * Math.round(base / 4),
    capacityMin: hasCapacity ? 50 + (i % 3) * 50 : null,
    capacityMax: hasCapacity ? 300 + (i % 5) * 150 : null,
    travelMiles: categoryId === "venues" ? null : [25, 50, 100, 200][i % 4],
    languages: LANGUAGE_SETS[i % LANGUAGE_SETS.length],
    faiths: FAITH_SETS[i % FAITH_SETS.length],
    dietary: servesFood
      ? ["Vegetarian", i % 2 ? "Halal" : "Jain", "Vegan"].slice(0, 2 + (i % 2))
      : [],
  };
}

const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");

export const VENDORS_PER_CATEGORY = 8;

export function buildDemoVendors(): DemoVendor[] {
  const random = mulberry32(2025);
  const vendors: DemoVendor[] = [];
  // Every sentence given so far: no two vendors share one (issue 15).
  const sentences = new Set<string>();
  let id = 0;
  CATEGORIES.forEach((category, categoryIndex) => {
    for (let i = 0; i < VENDORS_PER_CATEGORY; i++) {
      id += 1;
      const town = TOWNS[(categoryIndex * 5 + i * 7) % TOWNS.length];
      const prefix = PREFIXES[(categoryIndex * 11 + i * 13) % PREFIXES.length];
      const suffix = SUFFIXES[category.id][i % 4];
      const name = `${prefix} ${suffix}`;
      const slug = slugify(`${prefix} ${suffix}`);
      const postcode = town.postcodes[i % town.postcodes.length];
      const street = town.streets[(i + categoryIndex) % town.streets.length];
      const number = 1 + Math.floor(random() * 240);
      // Every 20th demo vendor is awaiting review and every 31st was rejected: never shown publicly.
      const approvalStatus = id % 31 === 0 ? "rejected" : id % 20 === 0 ? "pending" : "approved";
      const details = demoDetails(category.id, i);
      const shortDescription = describeDemoVendor(
        { id, name, categoryId: category.id, index: i, ...town, street, ...details },
        sentences,
      );
      const rating = Math.round((3.5 + random() * 1.5) * 10) / 10;
      const reviewCount = 5 + Math.floor(random() * 235);
      const source = i % 5 === 2 ? "google" : "database";
      vendors.push({
        id,
        name,
        categoryId: category.id,
        location: `${town.area}, ${town.town}`,
        address: `${number} ${street}, ${town.area}, ${town.town} ${postcode}`,
        postcode,
        phone: phoneNumber(town, id * 37),
        email: i % 6 === 5 ? null : `hello@${slug}.example`,
        website: i % 4 === 3 ? null : `https://www.${slug}.example`,
        rating,
        reviewCount,
        googleRating: source === "google" ? rating : null,
        googleReviewCount: source === "google" ? reviewCount : null,
        shortDescription,
        approvalStatus,
        source,
        // Venues' galleries are their own illustrations (features/artwork), not stored pictures.
        additionalImages: [],
        createdAt: new Date(Date.UTC(2025, 3, 1 + ((i * 3 + categoryIndex) % 28), 10, 0, 0)),
        ...details,
      });
    }
  });
  // Hand-written listings after the generated ones (issue 14): the generated towns leave
  // Birmingham without a caterer, and "halal caterer birmingham" should find one.
  for (const [n, extra] of EXTRAS.entries()) {
    id += 1;
    const town = TOWNS.find((candidate) => candidate.town === extra.town) ?? TOWNS[0];
    const slug = slugify(extra.name);
    vendors.push({
      id,
      name: extra.name,
      categoryId: extra.categoryId,
      location: `${extra.area}, ${extra.town}`,
      address: `${10 + n * 17} ${extra.street}, ${extra.area}, ${extra.town} ${extra.postcode}`,
      postcode: extra.postcode,
      phone: phoneNumber(town, id * 37),
      email: `hello@${slug}.example`,
      website: `https://www.${slug}.example`,
      rating: extra.rating,
      reviewCount: extra.reviewCount,
      googleRating: null,
      googleReviewCount: null,
      shortDescription: extra.shortDescription,
      approvalStatus: "approved",
      source: "database",
      additionalImages: [],
      createdAt: new Date(Date.UTC(2025, 3, 20 + n, 10, 0, 0)),
      priceFrom: extra.priceFrom,
      capacityMin: extra.capacityMin,
      capacityMax: extra.capacityMax,
      travelMiles: extra.travelMiles,
      languages: extra.languages,
      faiths: extra.faiths,
      dietary: extra.dietary,
    });
  }
  return vendors;
}
