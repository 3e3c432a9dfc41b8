import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { enquiryEvent } from "~/db/schema-bookings";
import { weddingEvent } from "~/db/schema-events";
import type { EventDetail } from "./enquiry.schema";

/**
 * The one writer of `enquiry_event`: the events an enquiry asks about, each with its own date,
 * time, postcode and guests, written in the enquiry's transaction (enquiries.server.ts).
 */

/** The details that name one of the couple's own events (another couple's ids are dropped). */
export async function ownEventDetails(tx: Tx, coupleId: string, details: EventDetail[]) {
  if (details.length === 0) return [];
  const own = await tx
    .select({ id: weddingEvent.id })
    .from(weddingEvent)
    .where(
      and(
        eq(weddingEvent.userId, coupleId),
        inArray(
          weddingEvent.id,
          details.map((detail) => detail.weddingEventId),
        ),
      ),
    );
  const ids = new Set(own.map((row) => row.id));
  return details.filter((detail) => ids.has(detail.weddingEventId));
}

/**
 * The thread's events (a second enquiry in an open thread updates them). A change of an event's
 * details is stamped `changed_at`: a quote sent before it is for the old details, and cannot be
 * accepted until the vendor revises it (`acceptQuote`). Times are the clock's, not the
 * transaction's start, so a row written after a quote committed is never older than it.
 */
/** The details a quote prices: the day, the time, the place and the guests (not the name). */
const DETAILS_CHANGED = sql.raw(`(enquiry_event.event_date, enquiry_event.start_time,
  enquiry_event.postcode, enquiry_event.guest_count) is distinct from (excluded.event_date,
  excluded.start_time, excluded.postcode, excluded.guest_count)`);

export async function saveEventDetails(tx: Tx, enquiryId: number, details: EventDetail[]) {
  for (const detail of details) {
    const values = {
      name: detail.name,
      eventDate: detail.eventDate,
      startTime: detail.startTime,
      postcode: detail.postcode,
      guestCount: detail.guestCount,
    };
    await tx
      .insert(enquiryEvent)
      .values({
        ...values,
        enquiryId,
        weddingEventId: detail.weddingEventId,
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoUpdate({
        target: [enquiryEvent.enquiryId, enquiryEvent.weddingEventId],
        set: {
          ...values,
          changedAt: sql`case when ${DETAILS_CHANGED} then clock_timestamp()
            else enquiry_event.changed_at end`,
        },
        // Asked again with the same details: nothing is written.
        setWhere: sql`${DETAILS_CHANGED} or enquiry_event.name is distinct from excluded.name`,
      });
  }
}
