import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { booking, bookingDay } from "~/db/schema-bookings";

/**
 * The venue booked (pending or confirmed) for one of the couple's events, with the most guests
 * it holds: the guest page warns when more people are attending (issue 29). The caller has
 * already found the event in its own wedding.
 */
export async function bookedVenueOf(weddingEventId: number) {
  const [venue] = await db
    .selectDistinct({ name: vendor.name, capacity: vendor.capacityMax })
    .from(bookingDay)
    .innerJoin(booking, eq(booking.id, bookingDay.bookingId))
    .innerJoin(vendor, eq(vendor.id, booking.vendorId))
    .where(
      and(
        eq(bookingDay.weddingEventId, weddingEventId),
        inArray(booking.status, ["pending", "confirmed"]),
        eq(vendor.categoryId, "venues"),
        sql`${vendor.capacityMax} is not null`,
      ),
    )
    .limit(1);
  return venue ? { name: venue.name, capacity: venue.capacity as number } : null;
}
