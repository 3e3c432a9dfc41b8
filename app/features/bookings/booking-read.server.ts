import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { enquiry, user, vendor } from "~/db/schema";
import { type BookingSide, booking, bookingDay, enquiryEvent, payment } from "~/db/schema-bookings";
import { todayInLondon } from "~/lib/london-date";
import { ownBooking } from "./bookings.server";

/**
 * Bookings as each side reads them: the couple's (their plan), the vendor's upcoming events, and
 * one booking with its days and payments. Another side's booking id is simply not found.
 */

async function details(ids: number[]) {
  if (ids.length === 0) return { days: [], payments: [] };
  const [days, payments] = await Promise.all([
    db
      .select({
        bookingId: bookingDay.bookingId,
        day: bookingDay.day,
        name: enquiryEvent.name,
        guestCount: enquiryEvent.guestCount,
        postcode: enquiryEvent.postcode,
        startTime: enquiryEvent.startTime,
      })
      .from(bookingDay)
      .leftJoin(enquiryEvent, eq(enquiryEvent.id, bookingDay.enquiryEventId))
      .where(inArray(bookingDay.bookingId, ids))
      .orderBy(asc(bookingDay.day)),
    db
      .select({
        id: payment.id,
        bookingId: payment.bookingId,
        kind: payment.kind,
        amountPence: payment.amountPence,
        dueOn: payment.dueOn,
        paidOn: payment.paidOn,
        recordedSide: payment.recordedSide,
      })
      .from(payment)
      .where(inArray(payment.bookingId, ids))
      .orderBy(asc(payment.id)),
  ]);
  return { days, payments };
}

const columns = {
  id: booking.id,
  quoteId: booking.quoteId,
  enquiryId: booking.enquiryId,
  status: booking.status,
  amountPence: booking.amountPence,
  depositPence: booking.depositPence,
  depositDueOn: booking.depositDueOn,
  depositPayer: booking.depositPayer,
  balanceDueOn: booking.balanceDueOn,
  lastDay: booking.lastDay,
  cancelledBy: booking.cancelledBy,
  cancelReason: booking.cancelReason,
  vendorId: vendor.id,
  vendorName: vendor.name,
  categoryId: vendor.categoryId,
  coupleName: user.name,
};

/** Bookings with their vendor and couple (a couple who left Saath has no name). */
const selectBookings = () =>
  db
    .select(columns)
    .from(booking)
    .innerJoin(vendor, eq(vendor.id, booking.vendorId))
    .innerJoin(enquiry, eq(enquiry.id, booking.enquiryId))
    .leftJoin(user, eq(user.id, enquiry.coupleId));

/**
 * A side's bookings: the vendor's upcoming and recent ones (and any older one still owed a
 * payment, so it can be recorded) first by day; the couple's all.
 */
export async function listBookings(side: BookingSide, userId: string) {
  const rows = await selectBookings()
    .where(
      and(
        ownBooking(side, userId),
        side === "vendor"
          ? sql`(${booking.lastDay} >= ${todayInLondon()}::date - 30
              or (${booking.status} <> 'cancelled' and exists (select 1 from ${payment}
                where ${payment.bookingId} = ${booking.id} and ${payment.paidOn} is null)))`
          : undefined,
      ),
    )
    .orderBy(
      sql`case when ${booking.status} = 'cancelled' then 1 else 0 end`,
      asc(booking.lastDay),
      desc(booking.id),
    )
    .limit(200);
  const { days, payments } = await details(rows.map((row) => row.id));
  return rows.map((row) => withDetails(row, days, payments));
}

function withDetails(
  row: Awaited<ReturnType<typeof oneRow>>,
  days: Awaited<ReturnType<typeof details>>["days"],
  payments: Awaited<ReturnType<typeof details>>["payments"],
) {
  const own = payments.filter((p) => p.bookingId === row.id);
  const paidPence = own.filter((p) => p.paidOn).reduce((sum, p) => sum + p.amountPence, 0);
  return {
    ...row,
    days: days.filter((d) => d.bookingId === row.id),
    payments: own,
    paidPence,
    duePence: row.status === "cancelled" ? 0 : row.amountPence - paidPence,
  };
}

async function oneRow(side: BookingSide, userId: string, id: number) {
  const [row] = await selectBookings().where(and(eq(booking.id, id), ownBooking(side, userId)));
  return row;
}

/** One booking for its couple or its vendor's owner; null for anyone else. */
export async function getBooking(side: BookingSide, userId: string, id: number) {
  const row = await oneRow(side, userId, id);
  if (!row) return null;
  const { days, payments } = await details([row.id]);
  return withDetails(row, days, payments);
}

export type ShownBooking = NonNullable<Awaited<ReturnType<typeof getBooking>>>;

/** The thread's live or latest booking, for the thread page's link. */
export async function threadBooking(side: BookingSide, userId: string, enquiryId: number) {
  const [row] = await db
    .select({ id: booking.id, status: booking.status })
    .from(booking)
    .where(and(eq(booking.enquiryId, enquiryId), ownBooking(side, userId)))
    .orderBy(desc(booking.id))
    .limit(1);
  return row ?? null;
}
