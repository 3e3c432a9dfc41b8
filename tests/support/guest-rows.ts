/**
 * What the guest list's tables hold, read straight from the database for the guest tests'
 * assertions (`import * as rows from ".../guest-rows"`: `rows.counts(weddingId)`,
 * `rows.people(householdId)`).
 */
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventInvitation, guest, household, weddingActivity } from "~/db/schema-weddings";

/** The wedding's households, in the order added. */
function households(weddingId: number) {
  return db
    .select({ id: household.id, name: household.name })
    .from(household)
    .where(eq(household.weddingId, weddingId))
    .orderBy(household.id);
}

export async function householdNames(weddingId: number) {
  return (await households(weddingId)).map((row) => row.name);
}

export async function householdIds(weddingId: number) {
  return (await households(weddingId)).map((row) => row.id);
}

/** The household's people, in the order added. */
export async function people(householdId: number) {
  return db
    .select({
      name: guest.name,
      isChild: guest.isChild,
      dietary: guest.dietary,
      email: guest.email,
    })
    .from(guest)
    .where(eq(guest.householdId, householdId))
    .orderBy(guest.id);
}

/** The household's people's ids, in the order added. */
export async function peopleIds(householdId: number) {
  const rows = await db
    .select({ id: guest.id })
    .from(guest)
    .where(eq(guest.householdId, householdId))
    .orderBy(guest.id);
  return rows.map((row) => row.id);
}

/** The names of the households invited to an event, by name. */
export async function invitedTo(eventId: number) {
  const rows = await db
    .select({ name: household.name })
    .from(eventInvitation)
    .innerJoin(household, eq(household.id, eventInvitation.householdId))
    .where(eq(eventInvitation.eventId, eventId))
    .orderBy(household.name);
  return rows.map((row) => row.name);
}

/** The wedding's activity feed, oldest first: "<who> <what>". */
export async function activity(weddingId: number) {
  const rows = await db
    .select({ actor: weddingActivity.actorName, summary: weddingActivity.summary })
    .from(weddingActivity)
    .where(eq(weddingActivity.weddingId, weddingId))
    .orderBy(weddingActivity.id);
  return rows.map((row) => `${row.actor} ${row.summary}`);
}

/** How many households, guests and invitations the wedding has. */
export async function counts(weddingId: number) {
  const [row] = await db
    .select({
      households: sql<number>`(select count(*)::int from ${household} where ${household.weddingId} = ${weddingId})`,
      guests: sql<number>`(select count(*)::int from ${guest} where ${guest.weddingId} = ${weddingId})`,
      invitations: sql<number>`(select count(*)::int from ${eventInvitation} where ${eventInvitation.weddingId} = ${weddingId})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}
