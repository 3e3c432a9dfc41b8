/**
 * The demo data's Saath reviews (decision 041): so the directory shows all three kinds of
 * stars a real one does. A third of each category's demo listings has a few published reviews
 * from fictional couples (accounts that cannot sign in), the Google imports keep Google's rating,
 * and the rest are "New on Saath". Deterministic, like the demo vendors.
 */
import type { DemoVendor } from "./demo-vendors";
import { VENDORS_PER_CATEGORY } from "./demo-vendors";

export const DEMO_REVIEWERS = [
  { name: "Aisha Khan", name2: "Imran Khan" },
  { name: "Simran Kaur", name2: "Harjeet Singh" },
  { name: "Neha Patel", name2: "Rohan Shah" },
  { name: "Fatima Begum", name2: "Bilal Ahmed" },
  { name: "Kavya Iyer", name2: "Arun Nair" },
  { name: "Jaspreet Gill", name2: "Manpreet Sandhu" },
  { name: "Ruksana Ali", name2: "Tariq Hussain" },
  { name: "Meera Desai", name2: "Dev Mistry" },
].map((couple, n) => ({ ...couple, email: `reviewer${n + 1}@couples.saath.example` }));

const TEXTS = [
  {
    title: "Calm, organised and kind to both families",
    body: "They answered every question quickly, turned up early on the day and kept both sets of parents happy. We would book them again without a second thought.",
    event: "Wedding ceremony",
  },
  {
    title: "Understood our traditions without being told",
    body: "From the first call they knew how a Sikh and Hindu wedding weekend fits together, and planned around the timings of each ceremony. Nothing was missed.",
    event: "Anand Karaj",
  },
  {
    title: "Worth every penny",
    body: "The quote was clear, there were no surprises on the invoice and what we got was better than we had hoped. Friends have already asked for their details.",
    event: "Reception",
  },
  {
    title: "Made our Mehndi night",
    body: "Relaxed, friendly and very professional. They adapted when the evening ran late and still made everything feel unhurried for our guests.",
    event: "Mehndi",
  },
  {
    title: "Good, with one hiccup",
    body: "Overall we were pleased. Replies were slow in the month before the wedding, but on the day itself everything went to plan and the result was lovely.",
    event: "Sangeet",
  },
  {
    title: "Brilliant with a big guest list",
    body: "Over four hundred guests and not a single complaint. They coordinated with the venue and the caterers so we never had to step in.",
    event: "Wedding ceremony",
  },
] as const;

const OVERALL = [5, 5, 4, 5, 4, 3, 5, 4, 5, 4];

export interface DemoReview {
  vendorId: number;
  reviewer: number;
  rating: number;
  quality: number;
  value: number;
  responsiveness: number;
  professionalism: number;
  title: string;
  body: string;
  event: string;
  serviceMonth: string;
  publishedAt: Date;
}

/** Which demo listings have Saath reviews: every third public one of a category, no Google import. */
export function hasDemoReviews(vendor: Pick<DemoVendor, "id" | "source" | "approvalStatus">) {
  const index = (vendor.id - 1) % VENDORS_PER_CATEGORY;
  return vendor.approvalStatus === "approved" && vendor.source !== "google" && index % 3 === 0;
}

/** The listing the demo business owns (demo-accounts.server.ts): its inbox stays the demo's own. */
export function demoBusinessListing(vendors: DemoVendor[]) {
  return vendors.find(
    (vendor) =>
      vendor.categoryId === "photography-videography" && vendor.approvalStatus === "approved",
  )?.id;
}

export function buildDemoReviews(vendors: DemoVendor[]): DemoReview[] {
  const reviews: DemoReview[] = [];
  const owned = demoBusinessListing(vendors);
  for (const vendor of vendors) {
    if (!hasDemoReviews(vendor) || vendor.id === owned) continue;
    const count = 1 + (vendor.id % 4);
    for (let j = 0; j < count; j++) {
      const rating = OVERALL[(vendor.id * 7 + j) % OVERALL.length];
      const text = TEXTS[(vendor.id + j * 5) % TEXTS.length];
      const month = 1 + ((vendor.id + j * 4) % 12);
      const sub = (shift: number) =>
        Math.max(1, Math.min(5, rating + (((vendor.id + shift) % 3) - 1)));
      reviews.push({
        vendorId: vendor.id,
        reviewer: (vendor.id + j * 3) % DEMO_REVIEWERS.length,
        rating,
        quality: sub(j),
        value: sub(j + 1),
        responsiveness: sub(j + 2),
        professionalism: rating,
        title: text.title,
        body: text.body,
        event: text.event,
        serviceMonth: `2025-${String(month).padStart(2, "0")}-01`,
        publishedAt: new Date(Date.UTC(2025, month - 1, 20, 12, 0, 0)),
      });
    }
  }
  return reviews;
}

/**
 * The stars a demo listing shows (decision 041): the average of its Saath reviews (rounded as
 * the database keeps it), else Google's rating, else none. The tests compare cards with it.
 */
export function demoShownStars(vendor: DemoVendor, reviews: DemoReview[]) {
  const own = reviews.filter((review) => review.vendorId === vendor.id);
  if (own.length > 0) {
    const average = own.reduce((sum, review) => sum + review.rating, 0) / own.length;
    return { from: "saath" as const, rating: Math.round(average * 100) / 100, count: own.length };
  }
  if (vendor.googleRating !== null) {
    return {
      from: "google" as const,
      rating: vendor.googleRating,
      count: vendor.googleReviewCount ?? 0,
    };
  }
  return { from: "none" as const, rating: null, count: 0 };
}
