import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { shortlist, userIdColumn } from "./schema";
import { belongsTo, createdAt, serialId } from "./schema-columns";

/**
 * A couple's wedding events (issue 14): the Mehndi, the Nikah, the Reception… Up to five plus
 * one reception per couple; `features/events/events.server.ts` is the only writer.
 */
export const weddingEvent = pgTable(
  "wedding_event",
  {
    id: serialId(),
    userId: userIdColumn(),
    /** One of `EVENT_TYPES` (features/events/event-types.ts). */
    type: text("type").notNull(),
    /** The couple's own name for an "Other" event (or a name they prefer). */
    customName: text("custom_name"),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    /** False while the date is only the wedding day put there by sign-up (the couple never gave one). */
    dated: boolean("dated").notNull().default(true),
    /** "HH:MM", local time. */
    startTime: text("start_time"),
    /** The venue's name or the area, as the couple writes it. */
    venue: text("venue"),
    /** The area or venue postcode: a full postcode or an outward code ("LE4"). */
    postcode: text("postcode"),
    guests: integer("guests"),
    /** What guests should know: dress code, parking, "shoes off in the temple" (RSVP page). */
    dressNotes: text("dress_notes"),
    /** The categories this event still needs, editable; starts from the type's usual list. */
    needs: jsonb("needs").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index("wedding_event_user_idx").on(table.userId, table.eventDate),
    // One reception per couple; the five others are counted by the writer under a row lock.
    uniqueIndex("wedding_event_one_reception_idx")
      .on(table.userId)
      .where(sql`${table.type} = 'reception'`),
  ],
);

/**
 * Which events a shortlisted vendor is for. The entry goes with the shortlist row (unheart) or
 * with the event (deleted); the shortlist row itself stays in "All vendors".
 */
export const shortlistEvent = pgTable(
  "shortlist_event",
  {
    userId: text("user_id").notNull(),
    vendorId: integer("vendor_id").notNull(),
    eventId: belongsTo("event_id", () => weddingEvent.id),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.vendorId, table.eventId] }),
    foreignKey({
      columns: [table.userId, table.vendorId],
      foreignColumns: [shortlist.userId, shortlist.vendorId],
    }).onDelete("cascade"),
    index("shortlist_event_event_idx").on(table.eventId),
  ],
);
