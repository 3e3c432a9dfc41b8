import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import ical from "ical-generator";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { vendorCalendarFeed } from "~/db/schema-bookings";
import { addDays } from "~/lib/london-date";
import { type CalendarActor, type CalendarEntries, lockOwnedCalendar } from "./calendar.server";

/**
 * The calendar as `.ics` (ical-generator), for a download and for a phone's calendar to
 * subscribe to. The feed's address holds a random secret; only its SHA-256 is kept
 * (`vendor_calendar_feed`), so the address is shown once, when it is made, and making a new
 * one replaces the hash: the old address stops at once.
 */

const FEED_PREFIX = "/calendar-feed/";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A secret as it appears in the address: 32 random bytes, base64url (43 characters). */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Makes the listing's feed address (replacing any earlier one); returns its path. */
export async function newFeedPath(actor: CalendarActor, vendorId: number): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  // In one transaction with the listing's row held: an owner whose listing is being taken
  // back cannot make a feed after the change of owner has removed theirs.
  const made = await db.transaction(async (tx) => {
    if (!(await lockOwnedCalendar(tx, actor, vendorId))) return false;
    await tx
      .insert(vendorCalendarFeed)
      .values({ vendorId, secretHash: sha256(secret) })
      .onConflictDoUpdate({
        target: vendorCalendarFeed.vendorId,
        set: { secretHash: sha256(secret), createdAt: new Date() },
      });
    return true;
  });
  if (!made) throw data("Listing not found", { status: 404 });
  return `${FEED_PREFIX}${secret}.ics`;
}

/** When the listing's current feed address was made, or null when it has none. */
export async function feedMadeAt(vendorId: number) {
  const [row] = await db
    .select({ createdAt: vendorCalendarFeed.createdAt })
    .from(vendorCalendarFeed)
    .where(eq(vendorCalendarFeed.vendorId, vendorId));
  return row?.createdAt ?? null;
}

/** The listing a feed address's last part ("….ics") opens, or null (unknown, or replaced). */
export async function vendorOfFeed(token: string | undefined) {
  const secret = token?.endsWith(".ics") ? token.slice(0, -4) : token;
  if (!secret || !SECRET_PATTERN.test(secret)) return null;
  const [row] = await db
    .select({ id: vendor.id, name: vendor.name })
    .from(vendorCalendarFeed)
    .innerJoin(vendor, eq(vendor.id, vendorCalendarFeed.vendorId))
    .where(eq(vendorCalendarFeed.secretHash, sha256(secret)));
  return row ?? null;
}

const allDay = (day: string) => ({
  start: new Date(`${day}T00:00:00Z`),
  end: new Date(`${addDays(day, 1)}T00:00:00Z`),
  allDay: true,
});

/**
 * The calendar as iCalendar text: one all-day event per booking and day ("Booked: Mehndi —
 * Priya Sharma"), and one per day the owner marked unavailable (with their private note: the
 * feed is theirs alone). Stable UIDs, so a subscribed calendar updates rather than duplicates.
 */
export function calendarIcs(listing: { id: number; name: string }, entries: CalendarEntries) {
  const calendar = ical({
    name: `${listing.name} (Saath)`,
    prodId: { company: "Saath", product: "Availability calendar", language: "EN" },
    ttl: 60 * 60,
  });
  for (const entry of entries.bookings) {
    const what = [entry.event, entry.couple ?? "Couple left Saath"].filter(Boolean).join(" — ");
    calendar.createEvent({
      id: `booking-${entry.bookingId}-${entry.day}@saath`,
      ...allDay(entry.day),
      summary: `${entry.status === "pending" ? "Held" : "Booked"}: ${what}`,
      description:
        entry.status === "pending"
          ? "Accepted by the couple; waiting for your confirmation in Saath."
          : "Booked through Saath.",
    });
  }
  for (const entry of entries.unavailable) {
    calendar.createEvent({
      id: `unavailable-${listing.id}-${entry.day}@saath`,
      ...allDay(entry.day),
      summary: "Unavailable",
      description: entry.note ?? undefined,
    });
  }
  return calendar.toString();
}

/** The answer for an `.ics` request: a download (`attachment`) or a feed. */
export function icsResponse(body: string, filename: string | null) {
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "private, no-store",
  });
  if (filename) headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  return new Response(body, { headers });
}
