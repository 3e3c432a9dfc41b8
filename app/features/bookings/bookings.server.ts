import { and, eq, gt, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { retryingDeadlocks } from "~/db/deadlock.server";
import { enquiry, vendor } from "~/db/schema";
import {
  type BookingSide,
  booking,
  bookingDay,
  enquiryEvent,
  type PaymentKind,
  payment,
  quote,
} from "~/db/schema-bookings";
import {
  familyAuthor,
  inDepartedCouplesThread,
  postThreadNote,
  setThreadStatus,
} from "~/features/enquiries/enquiries.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import {
  closeQuoteAfterCancel,
  decisionRefusal,
  declineLocked,
  lockCoupleQuote,
  markQuoteAccepted,
} from "~/features/quotes/quotes.server";
import { noteInTransaction } from "~/features/weddings/weddings.server";
import { formatLongDate } from "~/lib/format";
import { todayInLondon } from "~/lib/london-date";
import { formatPence } from "~/lib/money";
import { type BookedDay, daysOfQuote } from "./quote-days.server";
import { holdDays, releaseDays } from "./vendor-days.server";

/**
 * The only writer of `booking`, `booking_day` and `payment` (decision 039). Accepting a quote
 * makes a "pending" booking that already holds the vendor's days (two couples accepting the last
 * place on a day at once: one wins); the vendor confirms it; either side cancels with a reason,
 * which frees the days. Ownership is in every query: the couple's through their thread, the
 * vendor's through the listing's owner.
 */

export interface CoupleActor {
  /** The plan's account (decision 037). */
  id: string;
  /** The signed-in member (their name for the family's activity line). */
  member: { id: string; name?: string };
}

/**
 * Who acts on a booking: the vendor's owner, or the couple's plan account (`id`) and the member
 * signed in, who is recorded as having done it.
 */
export interface BookingActor {
  id: string;
  member?: { id: string; name?: string };
}

/**
 * A change to a booking in one transaction, which writes a note in its thread; when it was made
 * (true), the mail worker is woken to send the note's e-mail now.
 */
async function changeAndTell(change: (tx: Tx) => Promise<boolean>) {
  const done = await db.transaction(change);
  if (done) wakeMailWorker();
  return done;
}

/** A booking the actor's side owns. */
function ownBooking(side: BookingSide, userId: string) {
  return side === "couple"
    ? sql`${booking.enquiryId} in (select ${enquiry.id} from ${enquiry} where ${enquiry.coupleId} = ${userId})`
    : sql`${booking.vendorId} in (select ${vendor.id} from ${vendor} where ${vendor.ownerId} = ${userId})`;
}

/** The balance is due two weeks before the first day (today, if that has passed). */
export function balanceDueOn(firstDay: string, today = todayInLondon()) {
  const due = new Date(`${firstDay}T12:00:00Z`);
  due.setUTCDate(due.getUTCDate() - 14);
  const iso = due.toISOString().slice(0, 10);
  return iso < today ? today : iso;
}

export type AcceptResult =
  | { ok: true; bookingId: number }
  | { ok: false; reason: "not-found" | "expired" | "not-open" | "no-date" | "changed" }
  | { ok: false; reason: "full"; day: string };

/**
 * The couple (a partner or a planner) accepts a quote: a pending booking holding the vendor's
 * days, its deposit and balance owed, the quote accepted and the thread told, and — when asked —
 * the couple's other open quotes of the category declined politely. All or nothing.
 */
export async function acceptQuote(
  couple: CoupleActor,
  quoteId: number,
  input: { depositPayer?: string; depositPayOn?: string; message?: string },
  declineOthers: number[] = [],
): Promise<AcceptResult> {
  // Its days are locked in order, but a moving event's booking may hold some (decision 058).
  const result = await retryingDeadlocks(() =>
    db.transaction(async (tx): Promise<AcceptResult> => {
      const row = await lockCoupleQuote(tx, couple.id, quoteId);
      const refusal = decisionRefusal(row);
      if (refusal || !row) return { ok: false, reason: refusal ?? "not-found" };
      const days = (await daysOfQuote(tx, row.id, row.enquiryId)).sort((a, b) =>
        a.day.localeCompare(b.day),
      );
      if (days.length === 0) return { ok: false, reason: "no-date" };
      // The couple changed an event's details after this quote: it prices the old ones.
      if (await changedSinceQuote(tx, row.id, days)) return { ok: false, reason: "changed" };
      const held = await holdDays(
        tx,
        row.vendorId,
        days.map((day) => day.day),
      );
      if (!held.ok) return { ok: false, reason: "full", day: held.day };
      // A deposit date that passed while the quote waited is due now, not overdue from the start.
      const today = todayInLondon();
      const quotedDue = row.depositDueOn && row.depositDueOn < today ? today : row.depositDueOn;
      const depositDueOn = input.depositPayOn ?? quotedDue ?? null;
      const firstDay = days[0].day;
      const lastDay = days[days.length - 1].day;
      const balanceDue = balanceDueOn(firstDay);
      const [created] = await tx
        .insert(booking)
        .values({
          quoteId: row.id,
          enquiryId: row.enquiryId,
          vendorId: row.vendorId,
          weddingId: row.weddingId,
          amountPence: row.totalPence,
          depositPence: row.depositPence,
          depositDueOn,
          depositPayer: input.depositPayer ?? null,
          balanceDueOn: balanceDue,
          lastDay,
        })
        .returning({ id: booking.id });
      await tx
        .insert(bookingDay)
        .values(days.map((day) => ({ ...day, bookingId: created.id, vendorId: row.vendorId })));
      const balance = row.totalPence - row.depositPence;
      const owed = [
        ...(row.depositPence > 0
          ? [
              {
                bookingId: created.id,
                kind: "deposit" as const,
                amountPence: row.depositPence,
                dueOn: depositDueOn,
              },
            ]
          : []),
        ...(balance > 0
          ? [
              {
                bookingId: created.id,
                kind: "balance" as const,
                amountPence: balance,
                dueOn: balanceDue,
              },
            ]
          : []),
      ];
      // A quote of £0 (a free consultation) is booked with nothing owed.
      if (owed.length > 0) await tx.insert(payment).values(owed);
      await markQuoteAccepted(tx, row.id, {
        by: couple.member.id,
        message: input.message ?? null,
        depositPayer: input.depositPayer ?? null,
        depositPayOn: input.depositPayOn ?? null,
      });
      const deposit =
        row.depositPence > 0
          ? ` Deposit of ${formatPence(row.depositPence)}${input.depositPayer ? ` from ${input.depositPayer}` : ""}${depositDueOn ? ` by ${formatLongDate(depositDueOn)}` : ""}.`
          : "";
      await postThreadNote(
        tx,
        row.enquiryId,
        "couple",
        `Accepted the quote (version ${row.version}): ${formatPence(row.totalPence)}.${deposit} Please confirm the booking.${input.message ? `\n\n${input.message}` : ""}`,
        familyAuthor(couple),
      );
      await noteInTransaction(
        tx,
        row.weddingId,
        couple.member,
        `accepted the quote from ${row.vendorName}`,
      );
      for (const otherId of declineOthers) {
        const other = await lockCoupleQuote(tx, couple.id, otherId);
        if (other && other.status === "sent" && other.id !== row.id) {
          await declineLocked(tx, other, couple, null);
        }
      }
      return { ok: true, bookingId: created.id };
    }),
  );
  if (result.ok) wakeMailWorker();
  return result;
}

/** The vendor's owner confirms a pending booking: now it is booked. */
export async function confirmBooking(owner: { id: string }, bookingId: number) {
  return changeAndTell(async (tx) => {
    const [row] = await tx
      .update(booking)
      .set({ status: "confirmed", confirmedAt: sql`now()` })
      .where(
        and(
          eq(booking.id, bookingId),
          eq(booking.status, "pending"),
          ownBooking("vendor", owner.id),
        ),
      )
      .returning({ enquiryId: booking.enquiryId });
    if (!row) return false;
    await setThreadStatus(tx, row.enquiryId, "booked");
    await postThreadNote(tx, row.enquiryId, "vendor", "Confirmed the booking. See you there!");
    return true;
  });
}

/**
 * Either side cancels a live booking with a reason: the days are freed and it is recorded. Once
 * its last day has passed (in London) it happened, and stays as it is.
 */
export async function cancelBooking(
  actor: BookingActor,
  side: BookingSide,
  bookingId: number,
  reason: string,
) {
  return changeAndTell(async (tx) => {
    const [row] = await tx
      .select({
        id: booking.id,
        vendorId: booking.vendorId,
        enquiryId: booking.enquiryId,
        weddingId: booking.weddingId,
        vendorName: vendor.name,
      })
      .from(booking)
      .innerJoin(vendor, eq(vendor.id, booking.vendorId))
      .where(
        and(
          eq(booking.id, bookingId),
          inArray(booking.status, ["pending", "confirmed"]),
          gte(booking.lastDay, todayInLondon()),
          ownBooking(side, actor.id),
        ),
      )
      .for("update", { of: booking });
    if (!row) return false;
    if (side === "couple" && actor.member) {
      await noteInTransaction(
        tx,
        row.weddingId,
        actor.member,
        `cancelled the booking with ${row.vendorName}`,
      );
    }
    const [quoteRow] = await tx
      .update(booking)
      .set({
        status: "cancelled",
        cancelledAt: sql`now()`,
        cancelledBy: side,
        cancelledByUser: actor.member?.id ?? actor.id,
        cancelReason: reason,
      })
      .where(eq(booking.id, row.id))
      .returning({ quoteId: booking.quoteId });
    const days = await tx
      .select({ day: bookingDay.day })
      .from(bookingDay)
      .where(eq(bookingDay.bookingId, row.id));
    await releaseDays(
      tx,
      row.vendorId,
      days.map((day) => day.day),
    );
    await closeQuoteAfterCancel(tx, quoteRow.quoteId, side);
    await setThreadStatus(tx, row.enquiryId, "replied");
    await postThreadNote(
      tx,
      row.enquiryId,
      side,
      `Cancelled the booking. Reason: ${reason}`,
      side === "couple" ? familyAuthor(actor) : undefined,
    );
    return true;
  });
}

/** What the family's activity calls a payment ("the deposit", "the balance", "a payment"). */
const PAYMENT_NAMES: Record<PaymentKind, string> = {
  deposit: "the deposit",
  balance: "the balance",
  other: "a payment",
};

/**
 * Either side records a deposit or balance as paid (no money moves through Saath), once: the
 * first record stands. When the couple's side records it, the family's activity says who did
 * ("Mum recorded the deposit to Spice Route Caterers as paid"), in the same transaction.
 */
export async function recordPayment(
  actor: BookingActor,
  side: BookingSide,
  bookingId: number,
  paymentId: number,
  paidOn: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payment)
      .set({ paidOn, recordedBy: actor.member?.id ?? actor.id, recordedSide: side })
      .where(
        and(
          eq(payment.id, paymentId),
          eq(payment.bookingId, bookingId),
          isNull(payment.paidOn),
          sql`${payment.bookingId} in (select ${booking.id} from ${booking} where ${booking.status} <> 'cancelled' and ${ownBooking(side, actor.id)})`,
        ),
      )
      .returning({ kind: payment.kind });
    if (!row) {
      // Already recorded (a second tab, a double post, the other side first): nothing changes,
      // and it is no error for a side that can see the booking.
      const [seen] = await tx
        .select({ id: payment.id })
        .from(payment)
        .innerJoin(booking, eq(booking.id, payment.bookingId))
        .where(
          and(
            eq(payment.id, paymentId),
            eq(payment.bookingId, bookingId),
            isNotNull(payment.paidOn),
            ownBooking(side, actor.id),
          ),
        );
      return Boolean(seen);
    }
    if (side === "couple" && actor.member) {
      const [paidTo] = await tx
        .select({ weddingId: booking.weddingId, vendorName: vendor.name })
        .from(booking)
        .innerJoin(vendor, eq(vendor.id, booking.vendorId))
        .where(eq(booking.id, bookingId));
      await noteInTransaction(
        tx,
        paidTo?.weddingId ?? null,
        actor.member,
        `recorded ${PAYMENT_NAMES[row.kind]} to ${paidTo?.vendorName} as paid`,
      );
    }
    return true;
  });
}

export { ownBooking };

/** A booking's deposit payer goes with the couple, as on the quote (quotes.server.ts). */
export async function forgetDepartedBookingPayers() {
  await db
    .update(booking)
    .set({ depositPayer: null })
    .where(and(isNotNull(booking.depositPayer), inDepartedCouplesThread(booking.enquiryId)));
}

/** Did the couple change the details of an event this quote books after it was sent? */
async function changedSinceQuote(tx: Tx, quoteId: number, days: BookedDay[]) {
  const ids = days.flatMap((day) => (day.enquiryEventId === null ? [] : [day.enquiryEventId]));
  if (ids.length === 0) return false;
  const [changed] = await tx
    .select({ id: enquiryEvent.id })
    .from(enquiryEvent)
    .innerJoin(quote, eq(quote.id, quoteId))
    .where(and(inArray(enquiryEvent.id, ids), gt(enquiryEvent.changedAt, quote.createdAt)))
    .limit(1);
  return Boolean(changed);
}
