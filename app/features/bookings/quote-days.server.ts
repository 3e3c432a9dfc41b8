import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { enquiry } from "~/db/schema";
import { enquiryEvent, quote, quoteLine } from "~/db/schema-bookings";

export interface BookedDay {
  day: string;
  enquiryEventId: number | null;
  weddingEventId: number | null;
}

/**
 * The events a quote books, with their days: its lines' events, and every event asked for by the
 * time the quote was sent when a line is for the whole wedding (the budget splits such a line across them all, so the vendor's
 * days must hold them all too).
 */
export async function daysOfQuote(
  tx: Tx,
  quoteId: number,
  enquiryId: number,
): Promise<BookedDay[]> {
  const columns = {
    day: enquiryEvent.eventDate,
    enquiryEventId: enquiryEvent.id,
    weddingEventId: enquiryEvent.weddingEventId,
  };
  const lines = await tx
    .select({ eventId: quoteLine.enquiryEventId })
    .from(quoteLine)
    .where(eq(quoteLine.quoteId, quoteId));
  const eventIds = lines.map((line) => line.eventId);
  const wholeWedding = eventIds.length === 0 || eventIds.includes(null);
  const rows: BookedDay[] = await tx
    .select(columns)
    .from(enquiryEvent)
    .where(
      and(
        eq(enquiryEvent.enquiryId, enquiryId),
        // An event with no date yet holds no day.
        isNotNull(enquiryEvent.eventDate),
        // A whole-wedding line is for the events asked about when the quote was sent.
        lte(
          enquiryEvent.createdAt,
          tx.select({ at: quote.createdAt }).from(quote).where(eq(quote.id, quoteId)),
        ),
        wholeWedding
          ? undefined
          : inArray(
              enquiryEvent.id,
              eventIds.filter((id) => id !== null),
            ),
      ),
    );
  // One row per event; two of the couple's events on one day take one place (`holdDays`
  // counts days, not rows).
  if (rows.length > 0) return rows;
  const [old] = await tx
    .select({ day: enquiry.eventDate })
    .from(enquiry)
    .where(eq(enquiry.id, enquiryId));
  return old?.day ? [{ day: old.day, enquiryEventId: null, weddingEventId: null }] : [];
}
