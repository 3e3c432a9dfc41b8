/**
 * A vendor booked for a couple's events, the way it happens in the product: the couple enquires
 * for their events, the vendor quotes a line per event, the couple accepts (features/quotes,
 * features/bookings). Used by the calendar, directory and budget tests (issue 30).
 */

import { acceptQuote, confirmBooking } from "~/features/bookings/bookings.server";
import { enquiryEvents } from "~/features/enquiries/inbox.server";
import { quoteSchema } from "~/features/quotes/quote.schema";
import { sendQuote } from "~/features/quotes/quotes.server";
import { makeEnquiry } from "./enquiries";
import type { Couple } from "./events";
import type { Business } from "./vendors";

/** `couple`'s enquiry to `vendor` for all their events (each with its own date), its id. */
export async function enquireForEvents(couple: Couple, vendorId: number, days: string[]) {
  const fields: Record<string, string> = { events: days.map((_, i) => `Event ${i + 1}`).join(",") };
  couple.eventIds.forEach((eventId, index) => {
    fields[`eventName_${eventId}`] = `Event ${index + 1}`;
    fields[`eventDate_${eventId}`] = days[index];
    fields[`guests_${eventId}`] = "100";
  });
  return makeEnquiry({ couple: couple.user, vendorId, fields });
}

/** A quote of £`poundsEach` per event (VAT included), £`deposit` deposit; its id. */
export async function quoteEvents(
  vendor: Business,
  enquiryId: number,
  options: { poundsEach?: string; deposit?: string; depositDueOn?: string } = {},
) {
  const events = await enquiryEvents([enquiryId]);
  const fields: Record<string, string> = {
    vatMode: "included",
    deposit: options.deposit ?? "500",
    depositDueOn: options.depositDueOn ?? "2099-01-15",
    includes: "",
    excludes: "",
    validUntil: "2099-12-31",
  };
  events.forEach((event, index) => {
    fields[`item_${index}`] = `Service for ${event.name}`;
    fields[`quantity_${index}`] = "1";
    fields[`unit_${index}`] = options.poundsEach ?? "1000";
    fields[`vat_${index}`] = "0";
    fields[`event_${index}`] = String(event.id);
  });
  const sent = await sendQuote(vendor.user, enquiryId, quoteSchema.parse(fields));
  if (!sent.ok) throw new Error(`The quote was refused: ${sent.reason}`);
  return sent.quoteId;
}

/**
 * `vendor` booked by `couple` for the couple's events on `days` (one per event, in order);
 * confirmed unless `pending`. The booking's id, or the refusal when the vendor is full.
 */
export async function bookVendor(
  couple: Couple,
  vendor: Business,
  days: string[],
  options: { pending?: boolean; poundsEach?: string; deposit?: string } = {},
) {
  const enquiryId = await enquireForEvents(couple, vendor.vendorId, days);
  const quoteId = await quoteEvents(vendor, enquiryId, options);
  const accepted = await acceptQuote(
    { id: couple.user.id, member: { id: couple.user.id } },
    quoteId,
    {},
  );
  if (!accepted.ok) return accepted;
  if (!options.pending) await confirmBooking(vendor.user, accepted.bookingId);
  return { ...accepted, quoteId, enquiryId };
}
