import { and, asc, eq, sql } from "drizzle-orm";
import { preparedRead } from "~/db/prepared.server";
import { category, vendor } from "~/db/schema";
import { booking, bookingDay } from "~/db/schema-bookings";
import { shortlistEvent, weddingEvent } from "~/db/schema-events";
import { categoryName } from "~/features/vendors/categories";
import { formatLongDate } from "~/lib/format";
import { countdownText, daysUntil } from "~/lib/london-date";
import { eventLabel, eventType } from "./event-types";
import { listEvents } from "./events.server";

/** How far around an event's postcode its "still missing" links look, in miles. */
export const MISSING_RADIUS = 10;

/** Where to look for a category near an event: the category page, filtered to its area. */
export function categoryLinkFor(categoryId: string, postcode: string | null) {
  if (!postcode) return `/category/${categoryId}`;
  const params = new URLSearchParams({ postcode, radius: String(MISSING_RADIUS) });
  return `/category/${categoryId}?${params}`;
}

/**
 * Each of a couple's events as the dashboard and the printable plan show it: date, countdown,
 * its shortlisted vendors by category (with their contact details) and what is still missing.
 */
export async function eventPlans(userId: string, now: Date = new Date()) {
  const [events, links, booked] = await Promise.all([
    listEvents(userId),
    eventVendorsRead().execute({ userId }),
    bookedVendorsRead().execute({ userId }),
  ]);

  return events.map((event) => {
    const groups: { categoryId: string; name: string; vendors: typeof links }[] = [];
    for (const link of links.filter((row) => row.eventId === event.id)) {
      let group = groups.find((entry) => entry.categoryId === link.categoryId);
      if (!group) {
        group = { categoryId: link.categoryId, name: categoryName(link.categoryId), vendors: [] };
        groups.push(group);
      }
      group.vendors.push(link);
    }
    const bookedHere = booked.filter((row) => row.eventId === event.id);
    const have = new Set([
      ...groups.map((group) => group.categoryId),
      ...bookedHere.map((row) => row.categoryId),
    ]);
    return {
      id: event.id,
      label: eventLabel(event),
      typeLabel: eventType(event.type).label,
      isReception: event.type === "reception",
      date: formatLongDate(event.eventDate),
      isoDate: event.eventDate,
      dated: event.dated,
      startTime: event.startTime,
      venue: event.venue,
      postcode: event.postcode,
      guests: event.guests,
      countdown: countdownText(daysUntil(event.eventDate, now)),
      groups,
      booked: bookedHere.map(({ id, name, categoryId }) => ({ id, name, categoryId })),
      missing: event.needs
        .filter((needed) => !have.has(needed))
        .map((needed) => ({
          categoryId: needed,
          name: categoryName(needed) || needed,
          href: categoryLinkFor(needed, event.postcode),
        })),
    };
  });
}

/**
 * The vendors booked through Saath for each of the couple's events: confirmed bookings whose
 * days name the event (the booking writer keeps them; decision 039).
 */
// The dashboard's reads are prepared statements (decision 045).
const eventVendorsRead = preparedRead((database) =>
  database
    .select({
      eventId: shortlistEvent.eventId,
      id: vendor.id,
      name: vendor.name,
      categoryId: vendor.categoryId,
      phone: vendor.phone,
      email: vendor.email,
      website: vendor.website,
    })
    .from(shortlistEvent)
    .innerJoin(weddingEvent, eq(weddingEvent.id, shortlistEvent.eventId))
    .innerJoin(
      vendor,
      and(eq(vendor.id, shortlistEvent.vendorId), eq(vendor.approvalStatus, "approved")),
    )
    .leftJoin(category, eq(category.id, vendor.categoryId))
    .where(eq(shortlistEvent.userId, sql.placeholder("userId")))
    .orderBy(sql`${category.sortOrder} asc nulls last`, asc(vendor.name), asc(vendor.id))
    .prepare("event_vendors"),
);

const bookedVendorsRead = preparedRead((database) =>
  database
    .selectDistinct({
      eventId: sql<number>`${bookingDay.weddingEventId}`,
      id: vendor.id,
      name: vendor.name,
      categoryId: vendor.categoryId,
    })
    .from(bookingDay)
    .innerJoin(booking, eq(booking.id, bookingDay.bookingId))
    .innerJoin(weddingEvent, eq(weddingEvent.id, bookingDay.weddingEventId))
    .innerJoin(vendor, eq(vendor.id, booking.vendorId))
    .where(and(eq(weddingEvent.userId, sql.placeholder("userId")), eq(booking.status, "confirmed")))
    .prepare("booked_vendors"),
);

export type EventPlan = Awaited<ReturnType<typeof eventPlans>>[number];
