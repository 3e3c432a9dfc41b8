import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { enquiry, userOrNull, vendorIdColumn } from "./schema";
import { booking } from "./schema-bookings";
import { createdAt, moment, refersTo, reportColumns, serialId } from "./schema-columns";

/**
 * Reviews (issue 13): written only by couples with an answered (or booked) enquiry thread, one
 * per couple and vendor, moderated before they are shown. `features/reviews/reviews.server.ts`
 * is the only writer; the vendor's aggregate is recomputed in the same transaction through the
 * vendor writer (`setVendorReviewAggregate`).
 */
export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const review = pgTable(
  "review",
  {
    id: serialId(),
    vendorId: vendorIdColumn(),
    /** Null once the couple has deleted their account: the review then reads "A couple". */
    coupleId: userOrNull("couple_id"),
    /** The thread that made the couple eligible ("Verified enquiry"). */
    enquiryId: refersTo("enquiry_id", () => enquiry.id),
    /** The booking that made it "Booked through Saath" (issue 30); null: "Verified enquiry". */
    bookingId: refersTo("booking_id", () => booking.id),
    rating: integer("rating").notNull(),
    quality: integer("quality").notNull(),
    value: integer("value").notNull(),
    responsiveness: integer("responsiveness").notNull(),
    professionalism: integer("professionalism").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    event: text("event").notNull(),
    /** The first day of the month the service was for. */
    serviceMonth: date("service_month", { mode: "string" }).notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    rejectReason: text("reject_reason"),
    createdAt: createdAt(),
    editedAt: moment("edited_at"),
    /** When it was last approved: the public order ("newest"). */
    publishedAt: moment("published_at"),
    decidedBy: userOrNull("decided_by"),
    reply: text("reply"),
    replyAt: moment("reply_at"),
    ...reportColumns<"open" | "kept" | "removed">(),
  },
  (table) => [
    uniqueIndex("review_one_per_couple_idx").on(table.coupleId, table.vendorId),
    // The vendor page's first page in each order comes straight from these.
    index("review_published_idx")
      .on(table.vendorId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index("review_published_rating_idx")
      .on(table.vendorId, table.rating, table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
    index("review_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index("review_reported_idx").on(table.reportedAt).where(sql`${table.reportStatus} = 'open'`),
  ],
);
