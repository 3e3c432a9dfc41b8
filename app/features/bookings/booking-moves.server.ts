import { and, eq, inArray, ne } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { booking, bookingDay } from "~/db/schema-bookings";
import { familyAuthor, postThreadNote } from "~/features/enquiries/enquiries.server";
import { formatLongDate } from "~/lib/format";
import { type CoupleActor, ownBooking } from "./bookings.server";
import { moveDays } from "./vendor-days.server";

/**
 * A couple's event moved to another day (decision 058). Its live bookings move with it, in the
 * event's own transaction: the vendor's old day is freed and the new one held (so nobody else can
 * book the vendor there), the booking's last day follows, and the thread tells the vendor, which
 * e-mails them. When a vendor has no place on the new day, nothing moves and the refusal names
 * them and the day; the caller undoes the event's change. Cancelled bookings keep their days as
 * the record of what was booked.
 */
export async function moveEventBookings(
  tx: Tx,
  couple: CoupleActor,
  move: { eventId: number; label: string; from: string; to: string },
): Promise<string | null> {
  // Every live booking of the event not on its new day (one accepted after an earlier move may
  // still be on the day the enquiry asked for: it follows too).
  const moving = await tx
    .selectDistinct({
      id: booking.id,
      vendorId: booking.vendorId,
      enquiryId: booking.enquiryId,
      vendorName: vendor.name,
    })
    .from(bookingDay)
    .innerJoin(booking, eq(booking.id, bookingDay.bookingId))
    .innerJoin(vendor, eq(vendor.id, booking.vendorId))
    .where(
      and(
        eq(bookingDay.weddingEventId, move.eventId),
        ne(bookingDay.day, move.to),
        inArray(booking.status, ["pending", "confirmed"]),
        ownBooking("couple", couple.id),
      ),
    )
    .orderBy(booking.id);
  for (const row of moving) {
    const [locked] = await tx
      .select({ status: booking.status })
      .from(booking)
      .where(eq(booking.id, row.id))
      .for("update");
    // Cancelled since it was read: its days are already free.
    if (locked.status === "cancelled") continue;
    const days = await tx
      .select({ day: bookingDay.day, weddingEventId: bookingDay.weddingEventId })
      .from(bookingDay)
      .where(eq(bookingDay.bookingId, row.id));
    const moves = (day: { day: string; weddingEventId: number | null }) =>
      day.weddingEventId === move.eventId && day.day !== move.to;
    const was = days.find(moves)?.day ?? move.from;
    const before = new Set(days.map((day) => day.day));
    const after = new Set(days.map((day) => (moves(day) ? move.to : day.day)));
    // Another of the booking's events may still be on the old day, or already on the new one.
    const held = await moveDays(
      tx,
      row.vendorId,
      [...before].filter((day) => !after.has(day)),
      [...after].filter((day) => !before.has(day)),
    );
    if (!held.ok) {
      return `${row.vendorName} is booked for this event and has no place on ${formatLongDate(held.day)}. Ask them before you move it.`;
    }
    await tx
      .update(bookingDay)
      .set({ day: move.to })
      .where(
        and(
          eq(bookingDay.bookingId, row.id),
          eq(bookingDay.weddingEventId, move.eventId),
          ne(bookingDay.day, move.to),
        ),
      );
    await tx
      .update(booking)
      .set({ lastDay: [...after].sort().at(-1) as string })
      .where(eq(booking.id, row.id));
    await postThreadNote(
      tx,
      row.enquiryId,
      "couple",
      `${move.label}: moved from ${formatLongDate(was)} to ${formatLongDate(move.to)}. The booking now holds ${formatLongDate(move.to)} on your calendar.`,
      familyAuthor(couple),
    );
  }
  return null;
}
