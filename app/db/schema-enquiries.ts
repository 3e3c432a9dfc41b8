import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { user, userOrNull } from "./schema-accounts";
import { belongsTo, createdAt, moment, reportColumns, serialId } from "./schema-columns";
import { vendorIdColumn } from "./schema-vendors";

export const ENQUIRY_STATUSES = ["new", "replied", "quote_sent", "booked", "declined"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type EnquirySide = "couple" | "vendor";

export const enquiry = pgTable(
  "enquiry",
  {
    id: serialId(),
    vendorId: vendorIdColumn(),
    /** Null once the couple has deleted their account ("Couple left Saath"). */
    coupleId: userOrNull("couple_id"),
    /** Personal data kept with the thread; cleared when the couple leaves. */
    couplePhone: text("couple_phone"),
    events: jsonb("events").$type<string[]>().notNull().default([]),
    eventDate: date("event_date", { mode: "string" }),
    guestCount: integer("guest_count"),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    postcode: text("postcode"),
    status: text("status").$type<EnquiryStatus>().notNull().default("new"),
    createdAt: createdAt(),
    lastMessageAt: moment("last_message_at").notNull().defaultNow(),
    firstReplyAt: moment("first_reply_at"),
    coupleReadAt: moment("couple_read_at"),
    vendorReadAt: moment("vendor_read_at"),
    closedAt: moment("closed_at"),
    ...reportColumns<"open" | "dismissed" | "blocked">(),
  },
  (table) => [
    index("enquiry_vendor_idx").on(table.vendorId, table.lastMessageAt.desc()),
    index("enquiry_couple_idx").on(table.coupleId, table.lastMessageAt.desc()),
    // One open thread per couple and vendor: a second enquiry adds to it.
    uniqueIndex("enquiry_one_open_idx")
      .on(table.coupleId, table.vendorId)
      .where(sql`${table.closedAt} is null`),
    index("enquiry_reported_idx").on(table.reportedAt).where(sql`${table.reportStatus} = 'open'`),
  ],
);

export const enquiryMessage = pgTable(
  "enquiry_message",
  {
    id: serialId(),
    enquiryId: belongsTo("enquiry_id", () => enquiry.id),
    sender: text("sender").$type<EnquirySide>().notNull(),
    /**
     * The family member who wrote a couple's message for the plan account (a partner who joined,
     * a planner): null when the account holder wrote it, for the vendor's and for notes.
     */
    authorId: userOrNull("author_id"),
    /** Written by a family member (kept when their account goes: "A former member"). */
    byMember: boolean("by_member").notNull().default(false),
    body: text("body").notNull(),
    /** The form's one-time key: a replayed or double-clicked form writes nothing twice. */
    clientKey: text("client_key"),
    createdAt: createdAt(),
  },
  (table) => [
    index("enquiry_message_thread_idx").on(table.enquiryId, table.id),
    // Erasing a member's account clears their name from the messages they wrote.
    index("enquiry_message_author_idx")
      .on(table.authorId)
      .where(sql`${table.authorId} is not null`),
    uniqueIndex("enquiry_message_client_key_idx").on(table.clientKey),
  ],
);

/** E-mails owed for a message, written with it; sent (and stamped) after the commit. */
export const enquiryNotification = pgTable(
  "enquiry_notification",
  {
    id: serialId(),
    messageId: belongsTo("message_id", () => enquiryMessage.id),
    recipient: text("recipient").$type<"couple" | "vendor" | "listing">().notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    sentAt: moment("sent_at"),
  },
  (table) => [index("enquiry_notification_unsent_idx").on(table.id).where(sql`sent_at is null`)],
);

/** Couples an admin has stopped from sending enquiries. */
export const enquiryBlock = pgTable("enquiry_block", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  blockedBy: userOrNull("blocked_by"),
  createdAt: createdAt(),
});

/** Addresses that asked for no more enquiry notifications (threads stay readable). */
export const notificationOptOut = pgTable("notification_opt_out", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/** An owner's portfolio photos: WebP renditions at 400, 800 and 1600 px under one content key. */
