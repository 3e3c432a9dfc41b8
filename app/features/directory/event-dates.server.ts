import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { vendorDay } from "~/db/schema-bookings";
import { type PlanUser, planUserOf } from "~/features/accounts/guards.server";
import { getOptionalUser, type SessionUser } from "~/features/accounts/session.server";
import { MAX_EVENTS_IN_ALL } from "~/features/events/event-limits";
import { listEvents } from "~/features/events/events.server";
import { logger } from "~/lib/logger.server";
import { todayInLondon } from "~/lib/london-date";
import type { Availability } from "./availability";
import { availabilityText } from "./availability-text";

/**
 * "Free on my event dates" (issue 30): the signed-in couple's event dates (a wedding member's
 * are the wedding's, through its plan account: `planUserOf`), and which vendors are full on
 * them (`vendor_day.full`, kept by `features/bookings/vendor-days.server.ts`).
 */

/** At most this many dates go into the filter: one a couple's event, ten in all. */
const MAX_DATES = MAX_EVENTS_IN_ALL;

/**
 * The couple's event dates from today on, in order and once each; null for a visitor, a
 * business or an admin (who have no events to be free on).
 */
export async function coupleEventDates(request: Request): Promise<string[] | null> {
  const plan = await couplePlan(await getOptionalUser(request));
  return plan ? planEventDates(plan) : null;
}

/**
 * The plan a signed-in couple reads (a wedding member's is the wedding's, `planUserOf`); null
 * for anyone else, and while the database is away (the page still shows from its last good
 * copy). A page that needs it twice reads it once and passes it on.
 */
export async function couplePlan(user: SessionUser | null): Promise<PlanUser | null> {
  if (user?.role !== "user") return null;
  try {
    return await planUserOf(user, "read");
  } catch (error) {
    logger.warn({ err: error }, "The couple's plan could not be read");
    return null;
  }
}

/** The plan's event dates from today on, in order and once each; null if they cannot be read. */
export async function planEventDates(plan: PlanUser): Promise<string[] | null> {
  try {
    const today = todayInLondon();
    const days = (await listEvents(plan.id))
      .map((event) => event.eventDate)
      .filter((day) => day >= today);
    return [...new Set(days)].slice(0, MAX_DATES);
  } catch (error) {
    logger.warn({ err: error }, "The couple's event dates could not be read");
    return null;
  }
}

/** How many vendors are full on any of `days` (the partial index alone). */
export async function countFullOn(days: string[]) {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${vendorDay.vendorId})::int` })
    .from(vendorDay)
    .where(and(eq(vendorDay.full, true), inArray(vendorDay.day, days)));
  return row?.count ?? 0;
}

/** Which of `vendorIds` are full on which of `days`: vendor id → its full days, in order. */
export async function fullDaysOf(vendorIds: number[], days: string[]) {
  const full = new Map<number, string[]>();
  if (vendorIds.length === 0 || days.length === 0) return full;
  const rows = await db
    .select({ vendorId: vendorDay.vendorId, day: vendorDay.day })
    .from(vendorDay)
    .where(
      and(
        inArray(vendorDay.day, days),
        inArray(vendorDay.vendorId, vendorIds),
        eq(vendorDay.full, true),
      ),
    )
    .orderBy(vendorDay.day);
  for (const row of rows) full.set(row.vendorId, [...(full.get(row.vendorId) ?? []), row.day]);
  return full;
}

export function availabilityOn(fullDays: string[] | undefined, days: string[]): Availability {
  const full = new Set(fullDays ?? []);
  const free = days.filter((day) => !full.has(day));
  const booked = days.filter((day) => full.has(day));
  return { free, booked, text: availabilityText({ free, booked }) };
}
