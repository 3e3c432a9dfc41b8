import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { enquiry, user, vendor } from "~/db/schema";
import {
  type QuoteStatus,
  quote,
  quoteLine,
  quoteLineTemplate,
  type VatMode,
} from "~/db/schema-bookings";
import { weddingEvent } from "~/db/schema-events";
import { enquiryEvents } from "~/features/enquiries/inbox.server";
import { todayInLondon } from "~/lib/london-date";
import { shownStatus } from "./quote.constants";
import { lineTotals, perHeadPence } from "./quote-math";
import { couplesQuotes, vendorOwnsThread } from "./quotes.server";

/**
 * Reading quotes: a thread's versions, one quote to print, and the couple's comparison of one
 * category for one event. Another couple's or business's quote is simply not found.
 */

export type QuoteReader = { side: "couple" | "vendor"; userId: string };

const readableThread = (reader: QuoteReader) =>
  reader.side === "couple" ? eq(enquiry.coupleId, reader.userId) : vendorOwnsThread(reader.userId);

async function linesOf(quoteIds: number[]) {
  if (quoteIds.length === 0) return [];
  return db
    .select()
    .from(quoteLine)
    .where(inArray(quoteLine.quoteId, quoteIds))
    .orderBy(asc(quoteLine.quoteId), asc(quoteLine.position));
}

type QuoteRow = typeof quote.$inferSelect;
type LineRow = typeof quoteLine.$inferSelect;

function shape(row: QuoteRow, lines: LineRow[], today: string) {
  return {
    id: row.id,
    enquiryId: row.enquiryId,
    version: row.version,
    status: shownStatus(row.status, row.validUntil, today),
    vatMode: row.vatMode as VatMode,
    subtotalPence: row.subtotalPence,
    vatPence: row.vatPence,
    totalPence: row.totalPence,
    depositPence: row.depositPence,
    depositDueOn: row.depositDueOn,
    includes: row.includes,
    excludes: row.excludes,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    decisionMessage: row.decisionMessage,
    depositPayer: row.depositPayer,
    depositPayOn: row.depositPayOn,
    lines: lines
      .filter((line) => line.quoteId === row.id)
      .map((line) => ({
        id: line.id,
        item: line.item,
        quantity: line.quantity,
        unitPence: line.unitPence,
        vatRateBasisPoints: line.vatRateBasisPoints,
        enquiryEventId: line.enquiryEventId,
        grossPence: lineTotals(line, row.vatMode as VatMode).gross,
      })),
  };
}
export type ShownQuote = ReturnType<typeof shape>;

/** Every version of a thread's quotes, newest first, for its couple or its vendor's owner. */
export async function threadQuotes(reader: QuoteReader, enquiryId: number) {
  const rows = await db
    .select({ quote })
    .from(quote)
    .innerJoin(enquiry, eq(enquiry.id, quote.enquiryId))
    .where(and(eq(quote.enquiryId, enquiryId), readableThread(reader)))
    .orderBy(desc(quote.version));
  const lines = await linesOf(rows.map((row) => row.quote.id));
  const today = todayInLondon();
  return rows.map((row) => shape(row.quote, lines, today));
}

/** What the vendor's quote form needs: the thread's events and the saved lines. */
export async function quoteFormData(ownerId: string, enquiryId: number) {
  const [thread] = await db
    .select({ vendorId: enquiry.vendorId })
    .from(enquiry)
    .where(and(eq(enquiry.id, enquiryId), vendorOwnsThread(ownerId)));
  if (!thread) return null;
  const [events, templates] = await Promise.all([
    enquiryEvents([enquiryId]),
    db
      .select({
        id: quoteLineTemplate.id,
        item: quoteLineTemplate.item,
        unitPence: quoteLineTemplate.unitPence,
        vatRateBasisPoints: quoteLineTemplate.vatRateBasisPoints,
      })
      .from(quoteLineTemplate)
      .where(eq(quoteLineTemplate.vendorId, thread.vendorId))
      .orderBy(asc(quoteLineTemplate.item))
      .limit(50),
  ]);
  return { events, templates };
}

/** One quote, to read or print, with its thread's names and events. */
export async function quoteToPrint(reader: QuoteReader, quoteId: number) {
  const [row] = await db
    .select({
      quote,
      vendorName: vendor.name,
      coupleName: user.name,
      threadClosed: sql<boolean>`${enquiry.closedAt} is not null`,
    })
    .from(quote)
    .innerJoin(enquiry, eq(enquiry.id, quote.enquiryId))
    .innerJoin(vendor, eq(vendor.id, quote.vendorId))
    .leftJoin(user, eq(user.id, enquiry.coupleId))
    .where(and(eq(quote.id, quoteId), readableThread(reader)));
  if (!row) return null;
  const earlierId = row.quote.revisesQuoteId;
  const [lines, events, [earlier]] = await Promise.all([
    linesOf(earlierId ? [row.quote.id, earlierId] : [row.quote.id]),
    enquiryEvents([row.quote.enquiryId]),
    earlierId ? db.select().from(quote).where(eq(quote.id, earlierId)) : [],
  ]);
  const today = todayInLondon();
  return {
    quote: shape(row.quote, lines, today),
    /** The version this one revised, for "what changed". */
    previous: earlier ? shape(earlier, lines, today) : null,
    vendorName: row.vendorName,
    coupleName: row.coupleName,
    /** A closed thread's quote can no longer be accepted or declined (the thread is finished). */
    threadClosed: row.threadClosed,
    events,
  };
}

/**
 * The couple's latest quote per thread, for the comparison: each with the share for `eventId`
 * (its lines for that event), per head over that event's guests, the deposit, what is included
 * and the vendor's rating. Only quotes that price the event (or the whole wedding) are shown.
 */
export async function compareQuotes(planUserId: string, filter: { eventId?: number }) {
  const rows = await couplesQuotes(
    db
      .select({
        quote,
        vendorId: vendor.id,
        vendorName: vendor.name,
        categoryId: vendor.categoryId,
        // The stars couples are shown everywhere (decision 041), never the typed rating.
        shownRating: vendor.shownRating,
        shownReviewCount: vendor.shownReviewCount,
        saathReviewCount: vendor.saathReviewCount,
      })
      .from(quote)
      .$dynamic(),
    planUserId,
    sql`${quote.version} = (select max(q2.version) from ${quote} q2 where q2.enquiry_id = ${quote.enquiryId})`,
    sql`${quote.status} <> 'withdrawn'`,
    // A quote left open in a thread the couple closed can no longer be accepted: not a price.
    sql`not (${quote.status} = 'sent' and ${enquiry.closedAt} is not null)`,
  ).orderBy(asc(vendor.categoryId), asc(quote.totalPence));
  const lines = await linesOf(rows.map((row) => row.quote.id));
  const events = await enquiryEvents(rows.map((row) => row.quote.enquiryId));
  const today = todayInLondon();
  const weddingEvents = await db
    .select({ id: weddingEvent.id, type: weddingEvent.type, customName: weddingEvent.customName })
    .from(weddingEvent)
    .where(eq(weddingEvent.userId, planUserId));
  return {
    weddingEvents,
    quotes: rows
      .map((row) => {
        const shown = shape(row.quote, lines, today);
        const event = filter.eventId
          ? events.find(
              (e) => e.enquiryId === row.quote.enquiryId && e.weddingEventId === filter.eventId,
            )
          : undefined;
        const forEvent = event
          ? shown.lines.filter((line) => line.enquiryEventId === event.id)
          : shown.lines;
        // A whole-wedding quote is for the events asked about when it was sent (decision 060).
        const wholeWedding =
          shown.lines.every((line) => line.enquiryEventId === null) &&
          (!event || new Date(event.createdAt) <= new Date(row.quote.createdAt));
        const share = forEvent.reduce((sum, line) => sum + line.grossPence, 0);
        const guests = event?.guestCount ?? null;
        return {
          ...shown,
          vendorId: row.vendorId,
          vendorName: row.vendorName,
          categoryId: row.categoryId,
          shownRating: row.shownRating,
          shownReviewCount: row.shownReviewCount,
          saathReviewCount: row.saathReviewCount,
          // For one event, only a thread that asked about it: another event's quote (or one
          // whose thread named no events) is not a price for this one.
          prices: !filter.eventId || (Boolean(event) && (forEvent.length > 0 || wholeWedding)),
          eventPence: filter.eventId && !wholeWedding ? share : shown.totalPence,
          perHeadPence: perHeadPence(
            filter.eventId && !wholeWedding ? share : shown.totalPence,
            guests,
          ),
          guests,
        };
      })
      .filter((row) => row.prices),
  };
}
export type ComparedQuote = Awaited<ReturnType<typeof compareQuotes>>["quotes"][number];

export type { QuoteStatus };
