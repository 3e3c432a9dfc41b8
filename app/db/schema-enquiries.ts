import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { user } from "./schema-accounts";
import { vendor } from "./schema-vendors";

export const ENQUIRY_STATUSES = ["new", "replied", "quote_sent", "booked", "declined"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type EnquirySide = "couple" | "vendor";

export const enquiry = pgTable(
  "enquiry",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendor.id, { onDelete: "cascade" }),
    /** Null once the couple has deleted their account ("Couple left Saath"). */
    coupleId: text("couple_id").references(() => user.id, { onDelete: "set null" }),
    /** Personal data kept with the thread; cleared when the couple leaves. */
    couplePhone: text("couple_phone"),
    events: jsonb("events").$type<string[]>().notNull().default([]),
    eventDate: date("event_date", { mode: "string" }),
    guestCount: integer("guest_count"),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    postcode: text("postcode"),
    status: text("status").$type<EnquiryStatus>().notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    coupleReadAt: timestamp("couple_read_at", { withTimezone: true }),
    vendorReadAt: timestamp("vendor_read_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    reportReason: text("report_reason"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportStatus: text("report_status").$type<"open" | "dismissed" | "blocked">(),
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
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiry.id, { onDelete: "cascade" }),
    sender: text("sender").$type<EnquirySide>().notNull(),
    body: text("body").notNull(),
    /** The form's one-time key: a replayed or double-clicked form writes nothing twice. */
    clientKey: text("client_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("enquiry_message_thread_idx").on(table.enquiryId, table.id),
    uniqueIndex("enquiry_message_client_key_idx").on(table.clientKey),
  ],
);

/** E-mails owed for a message, written with it; sent (and stamped) after the commit. */
export const enquiryNotification = pgTable(
  "enquiry_notification",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => enquiryMessage.id, { onDelete: "cascade" }),
    recipient: text("recipient").$type<"couple" | "vendor" | "listing">().notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("enquiry_notification_unsent_idx").on(table.id).where(sql`sent_at is null`)],
);

/** Couples an admin has stopped from sending enquiries. */
export const enquiryBlock = pgTable("enquiry_block", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  blockedBy: text("blocked_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses that asked for no more enquiry notifications (threads stay readable). */
export const notificationOptOut = pgTable("notification_opt_out", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An owner's portfolio photos: WebP renditions at 400, 800 and 1600 px under one content key. */
