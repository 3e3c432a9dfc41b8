import { and, eq, inArray } from "drizzle-orm";
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

/** The thread's events (a second enquiry in an open thread updates them). */
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
      .values({ ...values, enquiryId, weddingEventId: detail.weddingEventId })
      .onConflictDoUpdate({
        target: [enquiryEvent.enquiryId, enquiryEvent.weddingEventId],
        set: values,
      });
  }
}
