/**
 * Reviews, written by their one writer (reviews.server.ts): a couple with an answered enquiry
 * writes one, and an admin publishes it when asked.
 */
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { review } from "~/db/schema-reviews";
import { reviewSchema } from "~/features/reviews/review.schema";
import { moderateReview, saveReview } from "~/features/reviews/reviews.server";

/** Last calendar month as YYYY-MM: a service month the review form accepts. */
export function lastMonth() {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
}

/** The review form's fields as a browser posts them. */
export function reviewFields(overrides: Record<string, string> = {}) {
  return {
    rating: "5",
    quality: "5",
    value: "4",
    responsiveness: "5",
    professionalism: "4",
    title: "Beautiful mehndi photographs",
    body: "They captured every moment of our mehndi and were calm, kind and on time all day long.",
    event: "Mehndi",
    serviceMonth: lastMonth(),
    ...overrides,
  };
}

/**
 * `couple`'s review of listing `vendorId` (they need an answered enquiry: `makeEnquiry`);
 * published by `publishedBy` when given, else waiting for an admin. The review's id.
 */
export async function makeReview(options: {
  couple: { id: string };
  vendorId: number;
  fields?: Record<string, string>;
  publishedBy?: { id: string };
}): Promise<number> {
  const input = reviewSchema.parse(reviewFields(options.fields));
  const saved = await saveReview(options.couple, options.vendorId, input);
  if (!saved.ok) throw new Error(`The review was refused: ${saved.reason}`);
  const [row] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(eq(review.vendorId, options.vendorId), eq(review.coupleId, options.couple.id)));
  if (options.publishedBy) {
    const published = await moderateReview(options.publishedBy, row.id, { verdict: "approve" });
    if (!published) throw new Error(`Review ${row.id} was not pending`);
  }
  return row.id;
}
