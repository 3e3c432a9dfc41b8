import { and, asc, between, eq, gte, inArray, sql } from "drizzle-orm";
import { data } from "react-router";
import { db, type Tx } from "~/db/client.server";
import { enquiry, user, vendor } from "~/db/schema";
import { booking, bookingDay, enquiryEvent, vendorDay } from "~/db/schema-bookings";
import type { SessionUser } from "~/features/accounts/session.server";
import { recomputeFullDays, setDayUnavailable } from "~/features/bookings/vendor-days.server";
import { setEventsPerDay } from "~/features/vendors/vendor-write.server";
import { ownedListing } from "~/features/vendors/vendors.server";
import { todayInLondon } from "~/lib/london-date";
import { FEED_MONTHS_BACK } from "./calendar.constants";
import { addMonths, monthRange } from "./calendar-dates";

/**
 * A listing's availability calendar (issue 30, decision 039): the days its bookings fill and
 * the days its owner marks unavailable, and how many events a day it takes. Every read and
 * write names the owner in its WHERE (`ownedListing`: another business gets a 404, an admin
 * any listing); `vendor_day` is written only through `features/bookings/vendor-days.server.ts`.
 */

export type CalendarActor = Pick<SessionUser, "id" | "role">;

const ownerOf = (actor: CalendarActor) => ({ id: actor.id, isAdmin: actor.role === "admin" });

const notFound = () => data("Listing not found", { status: 404 });

/** The listing when it is the actor's, else a 404. */
export async function ownedCalendar(actor: CalendarActor, vendorId: number) {
  const [row] = await db
    .select({ id: vendor.id, name: vendor.name, eventsPerDay: vendor.eventsPerDay })
    .from(vendor)
    .where(ownedListing(ownerOf(actor), vendorId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const LIVE = inArray(booking.status, ["pending", "confirmed"]);

/**
 * The live bookings on the vendor's days from `first` to `last`, one row per booking a day: a
 * ceremony and a reception booked together on one day read "Ceremony and Reception".
 */
function bookedDays(vendorId: number, first: string, last: string) {
  return db
    .select({
      day: bookingDay.day,
      bookingId: booking.id,
      status: booking.status,
      event: sql<
        string | null
      >`string_agg(${enquiryEvent.name}, ' and ' order by ${enquiryEvent.id})`,
      couple: user.name,
    })
    .from(bookingDay)
    .innerJoin(booking, eq(booking.id, bookingDay.bookingId))
    .innerJoin(enquiry, eq(enquiry.id, booking.enquiryId))
    .leftJoin(user, eq(user.id, enquiry.coupleId))
    .leftJoin(enquiryEvent, eq(enquiryEvent.id, bookingDay.enquiryEventId))
    .where(and(eq(bookingDay.vendorId, vendorId), between(bookingDay.day, first, last), LIVE))
    .groupBy(bookingDay.day, booking.id, booking.status, user.name)
    .orderBy(asc(bookingDay.day), asc(booking.id));
}

export interface CalendarDay {
  day: string;
  booked: number;
  unavailable: boolean;
  note: string | null;
  full: boolean;
  bookings: { bookingId: number; status: string; event: string | null; couple: string | null }[];
}

/** One month of the calendar: every day that has something on it, by its date. */
export async function monthOfCalendar(vendorId: number, month: string) {
  const { first, last } = monthRange(month);
  const [days, bookings] = await Promise.all([
    db
      .select()
      .from(vendorDay)
      .where(and(eq(vendorDay.vendorId, vendorId), between(vendorDay.day, first, last)))
      .orderBy(asc(vendorDay.day)),
    bookedDays(vendorId, first, last),
  ]);
  const byDay = new Map<string, CalendarDay>();
  for (const row of days) {
    if (row.booked === 0 && !row.unavailable) continue;
    byDay.set(row.day, { ...row, bookings: [] });
  }
  for (const { day, ...entry } of bookings) {
    byDay.get(day)?.bookings.push({ ...entry, couple: entry.couple ?? "Couple left Saath" });
  }
  return Object.fromEntries(byDay) as Record<string, CalendarDay>;
}

/** The days an export or feed lists: from a few months back, every booked or unavailable day. */
export async function calendarEntries(vendorId: number, now = new Date()) {
  const from = `${addMonths(todayInLondon(now).slice(0, 7), -FEED_MONTHS_BACK)}-01`;
  const [unavailable, bookings] = await Promise.all([
    db
      .select({ day: vendorDay.day, note: vendorDay.note })
      .from(vendorDay)
      .where(
        and(
          eq(vendorDay.vendorId, vendorId),
          gte(vendorDay.day, from),
          eq(vendorDay.unavailable, true),
        ),
      )
      .orderBy(asc(vendorDay.day)),
    bookedDays(vendorId, from, "9999-12-31"),
  ]);
  return { unavailable, bookings };
}

export type CalendarEntries = Awaited<ReturnType<typeof calendarEntries>>;

/**
 * The owner marks a day unavailable (with a private note) or available again. Bookings already
 * on the day stay; the day is simply full. False when the listing is not the actor's.
 */
export async function markDay(
  actor: CalendarActor,
  vendorId: number,
  day: string,
  unavailable: boolean,
  note: string | null,
) {
  return db.transaction(async (tx) => {
    if (!(await lockOwnedCalendar(tx, actor, vendorId))) return false;
    await setDayUnavailable(tx, vendorId, day, unavailable, unavailable ? note : null);
    return true;
  });
}

/**
 * Whether the listing is the actor's, its row held until the transaction ends: an admin taking
 * the listing back waits for this write, or this write sees the new owner and does nothing.
 */
export async function lockOwnedCalendar(tx: Tx, actor: CalendarActor, vendorId: number) {
  const [owned] = await tx
    .select({ id: vendor.id })
    .from(vendor)
    .where(ownedListing(ownerOf(actor), vendorId))
    .for("share");
  return Boolean(owned);
}

/** How many events a day the business takes; every day's `full` follows. */
export async function changeCapacity(actor: CalendarActor, vendorId: number, eventsPerDay: number) {
  return db.transaction(async (tx) => {
    const changed = await setEventsPerDay(tx, ownerOf(actor), vendorId, eventsPerDay);
    if (changed) await recomputeFullDays(tx, vendorId, eventsPerDay);
    return changed;
  });
}
