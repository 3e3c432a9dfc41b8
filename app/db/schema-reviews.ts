import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { enquiry, user, vendor } from "./schema";

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
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendor.id, { onDelete: "cascade" }),
    /** Null once the couple has deleted their account: the review then reads "A couple". */
    coupleId: text("couple_id").references(() => user.id, { onDelete: "set null" }),
    /** The thread that made the couple eligible ("Verified enquiry"). */
    enquiryId: integer("enquiry_id").references(() => enquiry.id, { onDelete: "set null" }),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** When it was last approved: the public order ("newest"). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    reply: text("reply"),
    replyAt: timestamp("reply_at", { withTimezone: true }),
    reportReason: text("report_reason"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportStatus: text("report_status").$type<"open" | "kept" | "removed">(),
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
