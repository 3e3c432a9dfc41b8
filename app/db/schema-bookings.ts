import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { enquiry, userOrNull, vendor, vendorIdColumn } from "./schema";
import { belongsTo, createdAt, moment, refersTo, serialId, timestamps } from "./schema-columns";
import { weddingEvent } from "./schema-events";
import { wedding } from "./schema-weddings";

/**
 * Quotes, bookings, availability and the budget (issue 30, decision 039). Money is always
 * integer pence; days are `date` strings ("2027-08-14"). Every row is owned through the vendor
 * (`vendor_id`) and, on the couple's side, through the wedding (`wedding_id`, decision 037):
 * each query checks one of them. A wedding that goes (its plan account deleted) leaves the
 * vendor's quotes and bookings in place with `wedding_id` null ("Couple left Saath").
 *
 * Writers: `features/enquiries/` writes `enquiry_event`; `features/quotes/` `quote`,
 * `quote_line` and `quote_line_template`; `features/bookings/` `booking`, `booking_day`,
 * `payment` and — through `vendor-days.server.ts`, the one writer the calendar also uses —
 * `vendor_day`; the budget page `budget_item`; the calendar `vendor_calendar_feed`.
 */

/** The wedding that owns a row; null once the couple has left Saath (the vendor keeps it). */
const weddingOrNull = () => refersTo("wedding_id", () => wedding.id);

/** An amount of money in pence. */
const pence = (name: string) => integer(name);

/**
 * One of the couple's events an enquiry is for, with its own date, time, postcode and guests
 * (issue 30). Older threads have none and keep the single columns on `enquiry`. The event's
 * name is copied so the thread still reads right after the couple deletes the event.
 */
export const enquiryEvent = pgTable(
  "enquiry_event",
  {
    id: serialId(),
    enquiryId: belongsTo("enquiry_id", () => enquiry.id),
    weddingEventId: refersTo("wedding_event_id", () => weddingEvent.id),
    /** "Mehndi", "Reception", or the couple's own name for the event, at the time. */
    name: text("name").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    /** "HH:MM", local time. */
    startTime: text("start_time"),
    postcode: text("postcode"),
    guestCount: integer("guest_count"),
    createdAt: createdAt(),
    /** When the couple last changed its details (a quote sent before then is for old ones). */
    changedAt: moment("changed_at"),
  },
  (table) => [
    uniqueIndex("enquiry_event_one_idx").on(table.enquiryId, table.weddingEventId),
    index("enquiry_event_wedding_event_idx").on(table.weddingEventId),
  ],
);

export const QUOTE_STATUSES = ["sent", "withdrawn", "accepted", "declined", "superseded"] as const;
/** "expired" is not stored: a sent quote past its valid-until day reads as expired. */
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** Unit prices include VAT ("included") or VAT is added on top at each line's rate ("added"). */
export const VAT_MODES = ["included", "added"] as const;
export type VatMode = (typeof VAT_MODES)[number];

/**
 * A vendor's quote in a thread. A revision is a new row with the next `version` and
 * `revises_quote_id` naming the one it replaces (which becomes "superseded"), so the couple can
 * see what changed. One live (sent or accepted) quote per thread.
 */
export const quote = pgTable(
  "quote",
  {
    id: serialId(),
    enquiryId: belongsTo("enquiry_id", () => enquiry.id),
    vendorId: vendorIdColumn(),
    weddingId: weddingOrNull(),
    version: integer("version").notNull().default(1),
    revisesQuoteId: refersTo("revises_quote_id", (): AnyPgColumn => quote.id),
    status: text("status").$type<QuoteStatus>().notNull().default("sent"),
    vatMode: text("vat_mode").$type<VatMode>().notNull().default("included"),
    /** Sums of the lines, kept with the quote so lists and budgets need not add them up. */
    subtotalPence: pence("subtotal_pence").notNull(),
    vatPence: pence("vat_pence").notNull(),
    totalPence: pence("total_pence").notNull(),
    depositPence: pence("deposit_pence").notNull().default(0),
    depositDueOn: date("deposit_due_on", { mode: "string" }),
    includes: text("includes").notNull().default(""),
    excludes: text("excludes").notNull().default(""),
    /** The last day the couple can accept it. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    sentBy: userOrNull("sent_by"),
    createdAt: createdAt(),
    decidedAt: moment("decided_at"),
    decidedBy: userOrNull("decided_by"),
    /** The couple's note when accepting or declining. */
    decisionMessage: text("decision_message"),
    /** Accepting asks who pays the deposit ("Priya's parents") and when. */
    depositPayer: text("deposit_payer"),
    depositPayOn: date("deposit_pay_on", { mode: "string" }),
  },
  (table) => [
    uniqueIndex("quote_version_idx").on(table.enquiryId, table.version),
    uniqueIndex("quote_one_live_idx")
      .on(table.enquiryId)
      .where(sql`${table.status} in ('sent', 'accepted')`),
    index("quote_wedding_idx").on(table.weddingId, table.createdAt),
    index("quote_vendor_idx").on(table.vendorId, table.createdAt),
    check("quote_money_check", sql`${table.totalPence} >= 0 and ${table.depositPence} >= 0`),
  ],
);

/** A quote's line: for one of the enquiry's events, or for the whole wedding (null). */
export const quoteLine = pgTable(
  "quote_line",
  {
    id: serialId(),
    quoteId: belongsTo("quote_id", () => quote.id),
    enquiryEventId: refersTo("enquiry_event_id", () => enquiryEvent.id),
    item: text("item").notNull(),
    quantity: integer("quantity").notNull(),
    unitPence: pence("unit_pence").notNull(),
    /** 2000 = 20 %; 0 for zero-rated or a vendor not registered for VAT. */
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull().default(2000),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("quote_line_quote_idx").on(table.quoteId, table.position),
    check("quote_line_amounts_check", sql`${table.quantity} > 0 and ${table.unitPence} >= 0`),
  ],
);

/** A vendor's saved line ("Vegetarian buffet, per head") to start the next quote from. */
export const quoteLineTemplate = pgTable(
  "quote_line_template",
  {
    id: serialId(),
    vendorId: vendorIdColumn(),
    item: text("item").notNull(),
    unitPence: pence("unit_pence").notNull(),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull().default(2000),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("quote_line_template_item_idx").on(table.vendorId, table.item)],
);

/**
 * "pending": the couple accepted, the vendor has not confirmed yet (the days are already held,
 * so a second couple cannot take the last place); "confirmed": booked; "cancelled" by either
 * side, with a reason, the days freed.
 */
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type BookingSide = "couple" | "vendor";

/** An accepted quote: the vendor, its events (`booking_day`), the amount and when it is due. */
export const booking = pgTable(
  "booking",
  {
    id: serialId(),
    quoteId: belongsTo("quote_id", () => quote.id).unique(),
    enquiryId: belongsTo("enquiry_id", () => enquiry.id),
    vendorId: vendorIdColumn(),
    weddingId: weddingOrNull(),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    amountPence: pence("amount_pence").notNull(),
    depositPence: pence("deposit_pence").notNull().default(0),
    depositDueOn: date("deposit_due_on", { mode: "string" }),
    /** Who pays the deposit, as the couple wrote it when accepting. */
    depositPayer: text("deposit_payer"),
    balanceDueOn: date("balance_due_on", { mode: "string" }),
    /** The last booked day: reviews open after it (issue 30). */
    lastDay: date("last_day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    confirmedAt: moment("confirmed_at"),
    cancelledAt: moment("cancelled_at"),
    cancelledBy: text("cancelled_by").$type<BookingSide>(),
    cancelledByUser: userOrNull("cancelled_by_user"),
    cancelReason: text("cancel_reason"),
  },
  (table) => [
    index("booking_wedding_idx").on(table.weddingId, table.status),
    index("booking_vendor_idx").on(table.vendorId, table.lastDay),
    index("booking_enquiry_idx").on(table.enquiryId),
  ],
);

/**
 * The events a booking covers, one row per event and its day (kept after a cancellation, as the
 * record of what was booked; `vendor_day.booked` counts only live bookings). Two of the couple's
 * events on one day (a ceremony and its reception) are two rows and take one place that day.
 */
export const bookingDay = pgTable(
  "booking_day",
  {
    bookingId: belongsTo("booking_id", () => booking.id),
    day: date("day", { mode: "string" }).notNull(),
    vendorId: vendorIdColumn(),
    enquiryEventId: refersTo("enquiry_event_id", () => enquiryEvent.id),
    weddingEventId: refersTo("wedding_event_id", () => weddingEvent.id),
  },
  (table) => [
    // Not "nulls not distinct": an event row set null when its enquiry goes must not collide.
    unique("booking_day_event_key").on(table.bookingId, table.day, table.enquiryEventId),
    index("booking_day_vendor_idx").on(table.vendorId, table.day),
    index("booking_day_wedding_event_idx").on(table.weddingEventId),
  ],
);

/**
 * A vendor's day on its calendar: how many live bookings it holds, whether the owner marked it
 * unavailable, and `full` (unavailable, or booked up to `vendor.events_per_day`), kept by the
 * one writer (`features/bookings/vendor-days.server.ts`). A booking locks its days' rows
 * (SELECT … FOR UPDATE) before counting, so two couples accepting the last place on a day at
 * the same moment cannot both win; the CHECK is the last line. No row: the day is free.
 */
export const vendorDay = pgTable(
  "vendor_day",
  {
    vendorId: vendorIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    booked: integer("booked").notNull().default(0),
    unavailable: boolean("unavailable").notNull().default(false),
    /** The owner's own note ("family wedding"), never shown to couples. */
    note: text("note"),
    full: boolean("full").notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.day] }),
    // "Free on my event dates": the vendors that are full on any of the dates.
    index("vendor_day_full_idx").on(table.day, table.vendorId).where(sql`${table.full}`),
    check("vendor_day_booked_check", sql`${table.booked} >= 0`),
  ],
);

/** The private `.ics` feed of a vendor's calendar: only the secret's SHA-256 is kept. */
export const vendorCalendarFeed = pgTable("vendor_calendar_feed", {
  vendorId: integer("vendor_id")
    .primaryKey()
    .references(() => vendor.id, { onDelete: "cascade" }),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: createdAt(),
});

export const PAYMENT_KINDS = ["deposit", "balance", "other"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * A payment owed on a booking (the deposit and the balance are written with it) and, once either
 * side records it, when it was paid. No money moves through Saath (decision 039).
 */
export const payment = pgTable(
  "payment",
  {
    id: serialId(),
    bookingId: belongsTo("booking_id", () => booking.id),
    kind: text("kind").$type<PaymentKind>().notNull(),
    amountPence: pence("amount_pence").notNull(),
    dueOn: date("due_on", { mode: "string" }),
    paidOn: date("paid_on", { mode: "string" }),
    recordedBy: userOrNull("recorded_by"),
    recordedSide: text("recorded_side").$type<BookingSide>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("payment_booking_idx").on(table.bookingId),
    index("payment_due_idx").on(table.dueOn).where(sql`${table.paidOn} is null`),
    check("payment_amount_check", sql`${table.amountPence} >= 0`),
  ],
);

/**
 * The couple's budget: a planned amount per event (or the whole wedding, null) and category,
 * and costs from suppliers outside Saath (name, quoted, paid, next due). Quotes and bookings
 * made in Saath are read from their own tables, not copied here.
 */
export const budgetItem = pgTable(
  "budget_item",
  {
    id: serialId(),
    weddingId: belongsTo("wedding_id", () => wedding.id),
    /**
     * The event, or null for the whole wedding. A deleted event's costs from suppliers move to
     * the whole wedding (what was paid stays counted); its planned amounts go with it (a
     * trigger, migration 0031).
     */
    weddingEventId: integer("wedding_event_id").references(() => weddingEvent.id, {
      onDelete: "set null",
    }),
    /** A category id ("caterers"), or "other". */
    categoryId: text("category_id").notNull(),
    label: text("label").notNull().default(""),
    plannedPence: pence("planned_pence"),
    /** A supplier found outside Saath; null for a plain planned amount. */
    supplierName: text("supplier_name"),
    quotedPence: pence("quoted_pence"),
    paidPence: pence("paid_pence").notNull().default(0),
    dueOn: date("due_on", { mode: "string" }),
    duePence: pence("due_pence"),
    ...timestamps,
  },
  (table) => [
    index("budget_item_wedding_idx").on(table.weddingId, table.weddingEventId, table.categoryId),
  ],
);
