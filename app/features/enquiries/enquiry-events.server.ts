import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { enquiryEvent, quote } from "~/db/schema-bookings";
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
 * The thread's events. A second enquiry in an open thread updates them, until the vendor has
 * quoted: from then on an event's row is what the quote was for (its day is what accepting
 * books), so it stays as asked, and the couple's message carries what changed. An event asked
 * about for the first time is added either way, for the vendor's next quote.
 */
export async function saveEventDetails(tx: Tx, enquiryId: number, details: EventDetail[]) {
  if (details.length === 0) return;
  const [quoted] = await tx
    .select({ id: quote.id })
    .from(quote)
    .where(and(eq(quote.enquiryId, enquiryId), inArray(quote.status, ["sent", "accepted"])))
    .limit(1);
  for (const detail of details) {
    const values = {
      name: detail.name,
      eventDate: detail.eventDate,
      startTime: detail.startTime,
      postcode: detail.postcode,
      guestCount: detail.guestCount,
    };
    const insert = tx
      .insert(enquiryEvent)
      .values({ ...values, enquiryId, weddingEventId: detail.weddingEventId });
    const target = [enquiryEvent.enquiryId, enquiryEvent.weddingEventId];
    await (quoted
      ? insert.onConflictDoNothing({ target })
      : insert.onConflictDoUpdate({ target, set: values }));
  }
}
