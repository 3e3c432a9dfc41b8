/** Shared steps of the guest list's integration tests: weddings, members, households, posts. */
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  eventInvitation,
  guest,
  household,
  type MemberRole,
  rsvpAnswer,
  weddingActivity,
  weddingMember,
} from "~/db/schema-weddings";
import type { SessionUser } from "~/features/accounts/session.server";
import type { EventInput } from "~/features/events/event.schema";
import type { HouseholdInput } from "~/features/guests/guest.schema";
import { createHousehold, type GuestActor } from "~/features/guests/guests.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import { makeCouple } from "../factories/events";
import { makeUser } from "../factories/users";
import { BASE, type Handler, run } from "./routes";

/** A couple's wedding with its events (Mehndi on 10 June 2027, Reception on 12 June unless told). */
export async function makeWedding(
  options: { name?: string; name2?: string; events?: Partial<EventInput>[] } = {},
) {
  const couple = await makeCouple({
    name: options.name ?? "Asha Patel",
    name2: options.name2 ?? "Rohan Mehta",
    events: options.events ?? [
      { type: "mehndi", eventDate: "2027-06-10", guests: 5 },
      { type: "reception", eventDate: "2027-06-12" },
    ],
  });
  const wedding = await ensureWedding(couple.user.id);
  const actor: GuestActor & { user: SessionUser } = { user: couple.user, wedding };
  return { couple, wedding, actor, eventIds: couple.eventIds };
}

/** A new account that is a member of the wedding in `role` (as an accepted invitation makes one). */
export async function memberOf(weddingId: number, role: MemberRole, name = `A ${role}`) {
  const { user } = await makeUser({ name, role: "user" });
  await db.insert(weddingMember).values({ weddingId, userId: user.id, role });
  return user;
}

export const person = (name: string, extra: Partial<HouseholdInput["people"][number]> = {}) => ({
  id: null,
  name,
  isChild: false,
  email: null,
  phone: null,
  dietary: [],
  dietaryOther: null,
  accessibility: null,
  ...extra,
});

/** A household written by the guest list's own writer. */
export async function addHousehold(
  actor: GuestActor,
  name: string,
  people: HouseholdInput["people"],
  extra: Partial<HouseholdInput> = {},
) {
  return createHousehold(actor, {
    name,
    address: null,
    email: null,
    phone: null,
    side: "both",
    groupName: null,
    tags: [],
    people,
    removedIds: [],
    ...extra,
  });
}

/**
 * Answers as the RSVP page stores them (rsvp_answer is the RSVP side's table; the tests write
 * them directly to count them).
 */
export async function answer(
  weddingId: number,
  householdId: number,
  eventId: number,
  attending: boolean[],
) {
  const people = await db
    .select({ id: guest.id })
    .from(guest)
    .where(eq(guest.householdId, householdId))
    .orderBy(guest.id);
  for (const [index, coming] of attending.entries()) {
    const one = people[index];
    if (!one) continue;
    await db
      .insert(rsvpAnswer)
      .values({ guestId: one.id, eventId, weddingId, attending: coming })
      .onConflictDoUpdate({
        target: [rsvpAnswer.guestId, rsvpAnswer.eventId],
        set: { attending: coming },
      });
  }
}

export async function invitedTo(eventId: number) {
  const rows = await db
    .select({ name: household.name })
    .from(eventInvitation)
    .innerJoin(household, eq(household.id, eventInvitation.householdId))
    .where(eq(eventInvitation.eventId, eventId))
    .orderBy(household.name);
  return rows.map((row) => row.name);
}

export async function householdNames(weddingId: number) {
  const rows = await db
    .select({ name: household.name })
    .from(household)
    .where(eq(household.weddingId, weddingId))
    .orderBy(household.id);
  return rows.map((row) => row.name);
}

export async function peopleOf(householdId: number) {
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

export async function activityOf(weddingId: number) {
  const rows = await db
    .select({ actor: weddingActivity.actorName, summary: weddingActivity.summary })
    .from(weddingActivity)
    .where(eq(weddingActivity.weddingId, weddingId))
    .orderBy(weddingActivity.id);
  return rows.map((row) => `${row.actor} ${row.summary}`);
}

export async function countRows(weddingId: number) {
  const [row] = await db
    .select({
      households: sql<number>`(select count(*)::int from ${household} where ${household.weddingId} = ${weddingId})`,
      guests: sql<number>`(select count(*)::int from ${guest} where ${guest.weddingId} = ${weddingId})`,
      invitations: sql<number>`(select count(*)::int from ${eventInvitation} where ${eventInvitation.weddingId} = ${weddingId})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** A form post (repeated names allowed) to a route's action. */
export function postForm(
  handler: Handler,
  path: string,
  fields: Record<string, string | string[]> | FormData,
  params: Record<string, string> = {},
) {
  let body: URLSearchParams | FormData;
  if (fields instanceof FormData) body = fields;
  else {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(key, one);
    }
  }
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { origin: BASE },
    body,
  });
  return run(handler, request, { params });
}

export function getPage(handler: Handler, path: string, params: Record<string, string> = {}) {
  return run(handler, new Request(`${BASE}${path}`), { params });
}

export { and, eq };
