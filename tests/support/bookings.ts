/** A couple, a business and a thread between them, and quotes for it (the bookings tests). */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { acceptQuote } from "~/features/bookings/bookings.server";
import { enquiryEvents } from "~/features/enquiries/inbox.server";
import { quoteSchema } from "~/features/quotes/quote.schema";
import { sendQuote } from "~/features/quotes/quotes.server";
import { makeBusiness, makeCouple, makeEnquiry } from "../factories";

/** A couple with a Mehndi and a Reception, who enquires a caterer for both with their details. */
export async function coupleAndThread(
  options: { dates?: [string, string]; eventsPerDay?: number; venueFor?: number } = {},
) {
  const [mehndiDay, receptionDay] = options.dates ?? ["2027-06-10", "2027-06-12"];
  const couple = await makeCouple({
    events: [
      { type: "mehndi", eventDate: mehndiDay },
      { type: "reception", eventDate: receptionDay },
    ],
  });
  const caterer = await makeBusiness({
    listing: options.venueFor ? { categoryId: "venues" } : { categoryId: "catering" },
  });
  if (options.venueFor) {
    await db
      .update(vendor)
      .set({ capacityMax: options.venueFor })
      .where(eq(vendor.id, caterer.vendorId));
  }
  if (options.eventsPerDay) {
    await db
      .update(vendor)
      .set({ eventsPerDay: options.eventsPerDay })
      .where(eq(vendor.id, caterer.vendorId));
  }
  const enquiryId = await threadFor(couple, caterer.vendorId, [mehndiDay, receptionDay]);
  return { couple, caterer, enquiryId };
}

type Thread = Awaited<ReturnType<typeof coupleAndThread>>;

export async function threadFor(
  couple: Awaited<ReturnType<typeof makeCouple>>,
  vendorId: number,
  [mehndiDay, receptionDay]: [string, string],
) {
  const [mehndi, reception] = couple.eventIds;
  return makeEnquiry({
    couple: couple.user,
    vendorId,
    fields: {
      events: "Mehndi,Reception",
      [`eventName_${mehndi}`]: "Mehndi",
      [`eventDate_${mehndi}`]: mehndiDay,
      [`guests_${mehndi}`]: "120",
      [`postcode_${mehndi}`]: "le4 5as",
      [`eventName_${reception}`]: "Reception",
      [`eventDate_${reception}`]: receptionDay,
      [`guests_${reception}`]: "300",
    },
  });
}

/** A quote with a line per event: 120 × £25.50 for the Mehndi, 300 × £30 for the Reception. */
export async function quoteFor(enquiryId: number, overrides: Record<string, string> = {}) {
  const [mehndi, reception] = await enquiryEvents([enquiryId]);
  return quoteSchema.parse({
    vatMode: "included",
    item_0: "Vegetarian buffet",
    quantity_0: "120",
    unit_0: "25.50",
    vat_0: "2000",
    event_0: String(mehndi.id),
    item_1: "Reception dinner",
    quantity_1: "300",
    unit_1: "£30",
    vat_1: "2000",
    event_1: String(reception.id),
    deposit: "1,000",
    depositDueOn: "2099-01-15",
    includes: "Staff, crockery",
    excludes: "Alcohol",
    validUntil: "2099-12-31",
    ...overrides,
  });
}

export const couplePlan = (couple: Awaited<ReturnType<typeof makeCouple>>) => ({
  id: couple.user.id,
  member: { id: couple.user.id },
});

/**
 * The caterer's quote (`quoteFor`) sent in the thread and accepted by the couple with
 * `decision`: a pending booking. The quote's and the booking's ids.
 */
export async function acceptThread(
  { couple, caterer, enquiryId }: Thread,
  decision: Parameters<typeof acceptQuote>[2] = {},
) {
  const sent = await sendQuote(caterer.user, enquiryId, await quoteFor(enquiryId));
  if (!sent.ok) throw new Error(`The quote was refused: ${sent.reason}`);
  const accepted = await acceptQuote(couplePlan(couple), sent.quoteId, decision);
  if (!accepted.ok) throw new Error(`The quote was not accepted: ${accepted.reason}`);
  return { quoteId: sent.quoteId, bookingId: accepted.bookingId };
}
