import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { vendorDay } from "~/db/schema-bookings";

/**
 * The only writer of `vendor_day` (decision 039): bookings hold and free their days here, and
 * the calendar marks days unavailable and changes the capacity through here too, so `full`
 * always means "unavailable, or booked up to `vendor.events_per_day`".
 *
 * Every change locks the days' rows first, in day order (the same order for every writer, so two
 * bookings cannot deadlock): two couples taking the last place on a day at the same moment are
 * counted one after the other, and the second is refused.
 */

/** Creates the missing rows, then locks all of them; returns the vendor's capacity. */
async function lockDays(tx: Tx, vendorId: number, days: string[]) {
  const sorted = [...new Set(days)].sort();
  if (sorted.length > 0) {
    await tx
      .insert(vendorDay)
      .values(sorted.map((day) => ({ vendorId, day })))
      .onConflictDoNothing();
  }
  const [owner] = await tx
    .select({ eventsPerDay: vendor.eventsPerDay })
    .from(vendor)
    .where(eq(vendor.id, vendorId));
  const rows =
    sorted.length === 0
      ? []
      : await tx
          .select()
          .from(vendorDay)
          .where(and(eq(vendorDay.vendorId, vendorId), inArray(vendorDay.day, sorted)))
          .orderBy(vendorDay.day)
          .for("update");
  return { rows, capacity: owner?.eventsPerDay ?? 1, days: sorted };
}

const fullWhen = (capacity: number) =>
  sql`${vendorDay.unavailable} or ${vendorDay.booked} >= ${capacity}`;

/**
 * Counts a booking into its days. `{ ok: false, day }` names the first day that is already full
 * (booked up, or marked unavailable by the owner); nothing is written then.
 */
export async function holdDays(
  tx: Tx,
  vendorId: number,
  days: string[],
): Promise<{ ok: true } | { ok: false; day: string }> {
  const { rows, capacity, days: sorted } = await lockDays(tx, vendorId, days);
  const full = rows.find((row) => row.unavailable || row.booked >= capacity);
  if (full) return { ok: false, day: full.day };
  if (sorted.length === 0) return { ok: true };
  await tx
    .update(vendorDay)
    .set({
      booked: sql`${vendorDay.booked} + 1`,
      full: sql`${vendorDay.unavailable} or ${vendorDay.booked} + 1 >= ${capacity}`,
    })
    .where(and(eq(vendorDay.vendorId, vendorId), inArray(vendorDay.day, sorted)));
  return { ok: true };
}

/**
 * A booking moving from some days to others (its event moved, decision 058): all of them locked
 * at once, in day order like every other writer (freeing first, then holding, would lock out of
 * order and could deadlock with a couple accepting across the same days). `{ ok: false, day }`
 * names the first new day that is full; nothing is written then.
 */
export async function moveDays(
  tx: Tx,
  vendorId: number,
  free: string[],
  hold: string[],
): Promise<{ ok: true } | { ok: false; day: string }> {
  const { rows, capacity } = await lockDays(tx, vendorId, [...free, ...hold]);
  const full = rows.find(
    (row) => hold.includes(row.day) && (row.unavailable || row.booked >= capacity),
  );
  if (full) return { ok: false, day: full.day };
  const count = (days: string[], by: 1 | -1) =>
    days.length === 0
      ? null
      : tx
          .update(vendorDay)
          .set({
            booked: sql`greatest(${vendorDay.booked} + ${by}, 0)`,
            full: sql`${vendorDay.unavailable} or greatest(${vendorDay.booked} + ${by}, 0) >= ${capacity}`,
          })
          .where(and(eq(vendorDay.vendorId, vendorId), inArray(vendorDay.day, days)));
  await count(free, -1);
  await count(hold, 1);
  return { ok: true };
}

/** Takes a cancelled booking out of its days (they are free again if nothing else holds them). */
export async function releaseDays(tx: Tx, vendorId: number, days: string[]) {
  const { capacity, days: sorted } = await lockDays(tx, vendorId, days);
  if (sorted.length === 0) return;
  await tx
    .update(vendorDay)
    .set({
      booked: sql`greatest(${vendorDay.booked} - 1, 0)`,
      full: sql`${vendorDay.unavailable} or greatest(${vendorDay.booked} - 1, 0) >= ${capacity}`,
    })
    .where(and(eq(vendorDay.vendorId, vendorId), inArray(vendorDay.day, sorted)));
}

/** The owner marks a day unavailable (or available again), with an optional private note. */
export async function setDayUnavailable(
  tx: Tx,
  vendorId: number,
  day: string,
  unavailable: boolean,
  note: string | null = null,
) {
  const { capacity } = await lockDays(tx, vendorId, [day]);
  await tx
    .update(vendorDay)
    .set({
      unavailable,
      note: unavailable ? note : null,
      full: unavailable ? sql`true` : sql`${vendorDay.booked} >= ${capacity}`,
    })
    .where(and(eq(vendorDay.vendorId, vendorId), eq(vendorDay.day, day)));
}

/**
 * After the vendor's capacity changed (`vendor.events_per_day`, written by the vendor writer in
 * the same transaction), `full` is recomputed on every day the vendor has a row for.
 */
export async function recomputeFullDays(tx: Tx, vendorId: number, eventsPerDay: number) {
  await tx
    .update(vendorDay)
    .set({ full: fullWhen(eventsPerDay) })
    .where(eq(vendorDay.vendorId, vendorId));
}
