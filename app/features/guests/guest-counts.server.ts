import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { eventInvitation, guest, household, rsvpAnswer } from "~/db/schema-weddings";
import { DIETARY_IDS } from "./guest.constants";
import type { EventGuestCounts } from "./guest.types";
import { filterCondition, type GuestFilters } from "./guest-list.server";

/**
 * Who is coming to what (issue 29): an event's invited, attending, declined and awaiting
 * people, adults and children attending, and the attending people's dietary needs. A person
 * counts once their household is invited to the event; their answer is the RSVP's.
 */

export type { EventGuestCounts };

/** An event no one is invited to yet. */
export const NO_GUEST_COUNTS: EventGuestCounts = {
  invited: 0,
  attending: 0,
  declined: 0,
  awaiting: 0,
  adults: 0,
  children: 0,
};

/** The guest's answer for the event their household's invitation is to (joined per invitation). */
const answerToInvitation = and(
  eq(rsvpAnswer.guestId, guest.id),
  eq(rsvpAnswer.eventId, eventInvitation.eventId),
);

/**
 * Each event's counts in one grouped query (event_invitation by event, then each household's
 * people and their answers by primary key): for the dashboard's event cards, the enquiry
 * form's suggested numbers and the event page. Every id asked for gets an entry.
 */
export async function eventGuestCounts(
  weddingId: number,
  eventIds: readonly number[],
): Promise<Record<number, EventGuestCounts>> {
  const counts: Record<number, EventGuestCounts> = {};
  for (const id of eventIds) counts[id] = { ...NO_GUEST_COUNTS };
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: eventInvitation.eventId,
      invited: sql<number>`count(*)::int`,
      attending: sql<number>`count(*) filter (where ${rsvpAnswer.attending})::int`,
      declined: sql<number>`count(*) filter (where not ${rsvpAnswer.attending})::int`,
      awaiting: sql<number>`count(*) filter (where ${rsvpAnswer.guestId} is null)::int`,
      children: sql<number>`count(*) filter (where ${rsvpAnswer.attending} and ${guest.isChild})::int`,
    })
    .from(eventInvitation)
    .innerJoin(guest, eq(guest.householdId, eventInvitation.householdId))
    .leftJoin(rsvpAnswer, answerToInvitation)
    .where(
      and(
        eq(eventInvitation.weddingId, weddingId),
        inArray(eventInvitation.eventId, [...eventIds]),
      ),
    )
    .groupBy(eventInvitation.eventId);
  for (const row of rows) {
    counts[row.eventId] = {
      invited: row.invited,
      attending: row.attending,
      declined: row.declined,
      awaiting: row.awaiting,
      adults: row.attending - row.children,
      children: row.children,
    };
  }
  return counts;
}

export interface HouseholdCounts {
  invited: number;
  /** At least one person coming. */
  attending: number;
  /** Everyone answered, and nobody is coming. */
  declined: number;
  awaiting: number;
}

/** The event's invited households by how they answered. */
export async function eventHouseholdCounts(
  weddingId: number,
  eventId: number,
): Promise<HouseholdCounts> {
  const perHousehold = db
    .select({
      people: sql<number>`count(${guest.id})`.as("people"),
      coming: sql<number>`count(*) filter (where ${rsvpAnswer.attending})`.as("coming"),
      notComing: sql<number>`count(*) filter (where not ${rsvpAnswer.attending})`.as("not_coming"),
    })
    .from(eventInvitation)
    .leftJoin(guest, eq(guest.householdId, eventInvitation.householdId))
    .leftJoin(rsvpAnswer, answerToInvitation)
    .where(and(eq(eventInvitation.weddingId, weddingId), eq(eventInvitation.eventId, eventId)))
    .groupBy(eventInvitation.householdId)
    .as("per_household");
  const [row] = await db
    .select({
      invited: sql<number>`count(*)::int`,
      attending: sql<number>`count(*) filter (where ${perHousehold.coming} > 0)::int`,
      declined: sql<number>`count(*) filter (where ${perHousehold.coming} = 0 and ${perHousehold.people} > 0 and ${perHousehold.notComing} = ${perHousehold.people})::int`,
    })
    .from(perHousehold);
  const invited = row?.invited ?? 0;
  const attending = row?.attending ?? 0;
  const declined = row?.declined ?? 0;
  return { invited, attending, declined, awaiting: invited - attending - declined };
}

/** The attending people's dietary needs, each with its count, and the "other" needs as written. */
export async function eventDietaryTotals(weddingId: number, eventId: number) {
  const attending = and(
    eq(eventInvitation.weddingId, weddingId),
    eq(eventInvitation.eventId, eventId),
    eq(rsvpAnswer.attending, true),
  );
  const rows = await queryRows<{ need: string; count: number }>(sql`
    select need, count(*)::int as count
    from ${eventInvitation}
    join ${guest} on ${guest.householdId} = ${eventInvitation.householdId}
    join ${rsvpAnswer} on ${answerToInvitation}
    cross join lateral jsonb_array_elements_text(${guest.dietary}) as need
    where ${attending}
    group by need`);
  const others = await db
    .select({ text: guest.dietaryOther })
    .from(eventInvitation)
    .innerJoin(guest, eq(guest.householdId, eventInvitation.householdId))
    .innerJoin(rsvpAnswer, answerToInvitation)
    .where(and(attending, sql`${guest.dietaryOther} is not null`))
    .orderBy(asc(guest.id))
    .limit(50);
  const order = (need: string) => (DIETARY_IDS as readonly string[]).indexOf(need);
  return {
    // Most first; a tie in the form's order (vegetarian before Jain).
    totals: rows
      .map((row) => ({ need: row.need, count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || order(a.need) - order(b.need)),
    others: others.flatMap((row) => (row.text ? [row.text] : [])),
  };
}

export type HouseholdStatus = "attending" | "declined" | "awaiting";

/** Every household the filters leave, whether it is invited, and how its people answered. */
export async function eventHouseholds(
  weddingId: number,
  eventId: number,
  filters: Omit<GuestFilters, "page">,
) {
  const rows = await db
    .select({
      id: household.id,
      name: household.name,
      side: household.side,
      groupName: household.groupName,
      tags: household.tags,
      invited: sql<boolean>`bool_or(${eventInvitation.householdId} is not null)`,
      people: sql<number>`count(${guest.id})::int`,
      attending: sql<number>`count(*) filter (where ${rsvpAnswer.attending})::int`,
      declined: sql<number>`count(*) filter (where not ${rsvpAnswer.attending})::int`,
    })
    .from(household)
    .leftJoin(
      eventInvitation,
      and(eq(eventInvitation.householdId, household.id), eq(eventInvitation.eventId, eventId)),
    )
    .leftJoin(guest, eq(guest.householdId, household.id))
    .leftJoin(rsvpAnswer, and(eq(rsvpAnswer.guestId, guest.id), eq(rsvpAnswer.eventId, eventId)))
    .where(filterCondition(weddingId, filters))
    .groupBy(household.id)
    .orderBy(asc(sql`lower(${household.name})`), asc(household.id))
    .limit(2000);
  return rows.map((row) => ({
    ...row,
    invited: Boolean(row.invited),
    status: (row.attending > 0
      ? "attending"
      : row.people > 0 && row.declined === row.people
        ? "declined"
        : "awaiting") as HouseholdStatus,
  }));
}
