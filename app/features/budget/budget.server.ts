import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { enquiry, vendor } from "~/db/schema";
import { booking, budgetItem, enquiryEvent, payment, quote, quoteLine } from "~/db/schema-bookings";
import { eventLabel } from "~/features/events/event-types";
import { listEvents } from "~/features/events/events.server";
import { lineTotals } from "~/features/quotes/quote-math";
import { categoryName } from "~/features/vendors/categories";
import type { Membership } from "~/features/weddings/weddings.server";
import { formatLongDate } from "~/lib/format";
import { addInto, allocate, type BudgetCell, emptyCell, totalOf } from "./budget-math";

/**
 * The wedding's budget (issue 30): per event (or the whole wedding) and category, the couple's
 * planned amount and their costs from suppliers outside Saath (`budget_item`), the quotes
 * received and the bookings made in Saath (read from their own tables, never copied), what is
 * paid and what is due when. Every query names the wedding: its own rows, and the quotes and
 * bookings of the threads its plan account started (`enquiry.couple_id`, which also finds a
 * quote sent before the wedding's row existed). Another wedding's rows are never read.
 */

type Share = { eventId: number | null; gross: number };

/**
 * A quote's (or its booking's) amounts by the couple's event they are for. A line for the whole
 * wedding is shared equally by the events the enquiry named (to the penny); with none, it stays
 * the whole wedding's (null).
 */
async function linesByEvent(quoteIds: number[]) {
  const byQuote = new Map<number, Share[]>();
  if (quoteIds.length === 0) return byQuote;
  const [rows, asked] = await Promise.all([
    db
      .select({
        quoteId: quoteLine.quoteId,
        quantity: quoteLine.quantity,
        unitPence: quoteLine.unitPence,
        vatRateBasisPoints: quoteLine.vatRateBasisPoints,
        vatMode: quote.vatMode,
        eventId: enquiryEvent.weddingEventId,
      })
      .from(quoteLine)
      .innerJoin(quote, eq(quote.id, quoteLine.quoteId))
      .leftJoin(enquiryEvent, eq(enquiryEvent.id, quoteLine.enquiryEventId))
      .where(inArray(quoteLine.quoteId, quoteIds))
      .orderBy(asc(quoteLine.quoteId), asc(quoteLine.position)),
    db
      .select({ quoteId: quote.id, eventId: enquiryEvent.weddingEventId })
      .from(quote)
      .innerJoin(enquiryEvent, eq(enquiryEvent.enquiryId, quote.enquiryId))
      .where(
        and(
          inArray(quote.id, quoteIds),
          isNotNull(enquiryEvent.weddingEventId),
          // The events asked about when the quote was sent (as `daysOfQuote` books them).
          lte(enquiryEvent.createdAt, quote.createdAt),
        ),
      )
      .orderBy(asc(enquiryEvent.eventDate), asc(enquiryEvent.id)),
  ]);
  const add = (quoteId: number, eventId: number | null, gross: number) => {
    const shares = byQuote.get(quoteId) ?? [];
    const same = shares.find((share) => share.eventId === eventId);
    if (same) same.gross += gross;
    else shares.push({ eventId, gross });
    byQuote.set(quoteId, shares);
  };
  for (const row of rows) {
    const gross = lineTotals(row, row.vatMode).gross;
    const events = row.eventId === null ? asked.filter((e) => e.quoteId === row.quoteId) : [];
    if (events.length === 0) {
      add(row.quoteId, row.eventId, gross);
      continue;
    }
    const parts = allocate(
      gross,
      events.map(() => 1),
    );
    events.forEach((event, index) => {
      add(row.quoteId, event.eventId, parts[index]);
    });
  }
  return byQuote;
}

/** `amount` split between the events a quote's lines are for, to the penny. */
function splitByEvent(amount: number, shares: Share[] | undefined) {
  if (!shares?.length) return [{ eventId: null, pence: amount }];
  const parts = allocate(
    amount,
    shares.map((share) => share.gross),
  );
  return shares.map((share, index) => ({ eventId: share.eventId, pence: parts[index] }));
}

export interface Supplier {
  kind: "booking" | "quote" | "outside";
  id: number;
  name: string;
  category: string;
  /** The events it is for, by name ("Mehndi, Reception"), or "Whole wedding". */
  events: string;
  amountPence: number;
  paidPence: number;
  duePence: number;
  nextDueOn: string | null;
  status: string;
}

export async function budgetOf(wedding: Membership, today: string) {
  const [events, items, quotes, bookings] = await Promise.all([
    listEvents(wedding.planUserId),
    db
      .select()
      .from(budgetItem)
      .where(eq(budgetItem.weddingId, wedding.weddingId))
      .orderBy(asc(budgetItem.id)),
    db
      .select({
        id: quote.id,
        status: quote.status,
        validUntil: quote.validUntil,
        totalPence: quote.totalPence,
        vendorName: vendor.name,
        categoryId: vendor.categoryId,
      })
      .from(quote)
      .innerJoin(vendor, eq(vendor.id, quote.vendorId))
      .innerJoin(enquiry, eq(enquiry.id, quote.enquiryId))
      .where(
        and(
          eq(enquiry.coupleId, wedding.planUserId),
          eq(quote.status, "sent"),
          // A thread the couple closed can no longer accept its quote.
          isNull(enquiry.closedAt),
        ),
      ),
    db
      .select({
        id: booking.id,
        quoteId: booking.quoteId,
        status: booking.status,
        amountPence: booking.amountPence,
        vendorName: vendor.name,
        categoryId: vendor.categoryId,
      })
      .from(booking)
      .innerJoin(vendor, eq(vendor.id, booking.vendorId))
      .innerJoin(enquiry, eq(enquiry.id, booking.enquiryId))
      .where(
        and(
          eq(enquiry.coupleId, wedding.planUserId),
          // A cancelled booking stays for what was paid before it was cancelled.
          inArray(booking.status, ["pending", "confirmed", "cancelled"]),
        ),
      )
      .orderBy(asc(booking.id)),
  ]);
  const openQuotes = quotes.filter((row) => row.validUntil >= today);
  const [lines, payments] = await Promise.all([
    linesByEvent([...openQuotes.map((row) => row.id), ...bookings.map((row) => row.quoteId)]),
    bookings.length
      ? db
          .select()
          .from(payment)
          .where(
            inArray(
              payment.bookingId,
              bookings.map((row) => row.id),
            ),
          )
          .orderBy(asc(payment.dueOn))
      : [],
  ]);

  const eventIds = new Set(events.map((event) => event.id));
  const known = (eventId: number | null) =>
    eventId !== null && eventIds.has(eventId) ? eventId : null;
  /** event id (or "wedding") → category → cell */
  const cells = new Map<string, Map<string, BudgetCell>>();
  const cellOf = (eventId: number | null, category: string) => {
    const key = String(known(eventId) ?? "wedding");
    const row = cells.get(key) ?? new Map<string, BudgetCell>();
    cells.set(key, row);
    const cell = row.get(category) ?? emptyCell();
    row.set(category, cell);
    return cell;
  };
  const eventName = new Map(events.map((event) => [event.id, eventLabel(event)]));
  const namesOf = (ids: (number | null)[]) =>
    ids
      .map((id) => (known(id) === null ? "Whole wedding" : eventName.get(id as number)))
      .join(", ");
  const suppliers: Supplier[] = [];

  for (const row of openQuotes) {
    const split = splitByEvent(row.totalPence, lines.get(row.id));
    for (const part of split)
      addInto(cellOf(part.eventId, row.categoryId), { quotedPence: part.pence });
    suppliers.push({
      kind: "quote",
      id: row.id,
      name: row.vendorName,
      category: row.categoryId,
      events: namesOf(split.map((part) => part.eventId)),
      amountPence: row.totalPence,
      paidPence: 0,
      duePence: 0,
      nextDueOn: null,
      status: `Quote, valid until ${formatLongDate(row.validUntil)}`,
    });
  }
  for (const row of bookings) {
    const own = payments.filter((entry) => entry.bookingId === row.id);
    if (row.status === "cancelled") {
      // Money already paid is spent: it counts as booked and paid, and nothing more is due.
      const paidPence = own.reduce((sum, entry) => sum + (entry.paidOn ? entry.amountPence : 0), 0);
      if (paidPence === 0) continue;
      const split = splitByEvent(paidPence, lines.get(row.quoteId));
      for (const part of split) {
        addInto(cellOf(part.eventId, row.categoryId), {
          quotedPence: part.pence,
          bookedPence: part.pence,
          paidPence: part.pence,
        });
      }
      suppliers.push({
        kind: "booking",
        id: row.id,
        name: row.vendorName,
        category: row.categoryId,
        events: namesOf(split.map((part) => part.eventId)),
        amountPence: paidPence,
        paidPence,
        duePence: 0,
        nextDueOn: null,
        status: "Cancelled, after paying",
      });
      continue;
    }
    const paid = own.filter((entry) => entry.paidOn !== null);
    const unpaid = own.filter((entry) => entry.paidOn === null);
    const paidPence = paid.reduce((sum, entry) => sum + entry.amountPence, 0);
    const duePence = unpaid.reduce((sum, entry) => sum + entry.amountPence, 0);
    const nextDueOn =
      unpaid
        .map((entry) => entry.dueOn)
        .filter(Boolean)
        .sort()[0] ?? null;
    const shares = lines.get(row.quoteId);
    const booked = splitByEvent(row.amountPence, shares);
    const paidSplit = splitByEvent(paidPence, shares);
    booked.forEach((part, index) => {
      // What is left of each event's share is its share less what is paid of it, so Paid and
      // Still to pay add up to Booked for every event, to the penny (the payments make the whole).
      const eventDue = part.pence - paidSplit[index].pence;
      addInto(cellOf(part.eventId, row.categoryId), {
        quotedPence: part.pence,
        bookedPence: part.pence,
        paidPence: paidSplit[index].pence,
        duePence: eventDue,
        nextDueOn: eventDue > 0 ? nextDueOn : null,
      });
    });
    suppliers.push({
      kind: "booking",
      id: row.id,
      name: row.vendorName,
      category: row.categoryId,
      events: namesOf(booked.map((part) => part.eventId)),
      amountPence: row.amountPence,
      paidPence,
      duePence,
      nextDueOn,
      status: row.status === "pending" ? "Booked, waiting for the vendor" : "Booked",
    });
  }
  for (const item of items) {
    const cell = cellOf(item.weddingEventId, item.categoryId);
    if (item.supplierName === null) {
      addInto(cell, { plannedPence: item.plannedPence ?? 0 });
      continue;
    }
    const cost = item.quotedPence ?? 0;
    // What is left to pay; `due_pence` is the next instalment (the reminder names it).
    const due = Math.max(0, cost - item.paidPence);
    addInto(cell, {
      quotedPence: cost,
      bookedPence: cost,
      paidPence: item.paidPence,
      duePence: due,
      nextDueOn: due > 0 ? item.dueOn : null,
    });
    suppliers.push({
      kind: "outside",
      id: item.id,
      name: item.supplierName,
      category: item.categoryId,
      events: namesOf([item.weddingEventId]),
      amountPence: cost,
      paidPence: item.paidPence,
      duePence: due,
      nextDueOn: due > 0 ? item.dueOn : null,
      status: "Outside Saath",
    });
  }

  const groups = [
    ...events.map((event) => ({
      key: String(event.id),
      eventId: event.id as number | null,
      name: eventLabel(event),
      date: event.eventDate as string | null,
    })),
    { key: "wedding", eventId: null, name: "Whole wedding", date: null },
  ]
    .map((group) => {
      const rows = [...(cells.get(group.key) ?? new Map<string, BudgetCell>()).entries()]
        .map(([category, cell]) => ({ category, name: categoryLabel(category), ...cell }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { ...group, rows, total: totalOf(rows) };
    })
    .filter((group) => group.eventId !== null || group.rows.length > 0);
  return {
    groups,
    total: totalOf(groups.map((group) => group.total)),
    suppliers,
    events: events.map((event) => ({
      id: event.id,
      name: eventLabel(event),
      date: event.eventDate,
    })),
  };
}

export type Budget = Awaited<ReturnType<typeof budgetOf>>;

export const categoryLabel = (id: string) => (id === "other" ? "Other" : categoryName(id));
