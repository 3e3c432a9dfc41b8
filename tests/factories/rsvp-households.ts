/**
 * Households, their people and invitations for the RSVP tests, and members of a wedding,
 * written through the guest list's own writer (features/guests/guests.server.ts) as the couple.
 */
import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guest, household, type MemberRole, wedding, weddingMember } from "~/db/schema-weddings";
import { createHousehold, type GuestActor, setInvitations } from "~/features/guests/guests.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import { addDays, todayInLondon } from "~/lib/london-date";
import { type Couple, makeCouple } from "./events";
import type { UserOptions } from "./users";
import { makeUser } from "./users";

/** The London calendar day `days` from today ("2027-03-01"), for event dates and deadlines. */
export const inDays = (days: number) => addDays(todayInLondon(), days);

export interface MadeHousehold {
  id: number;
  linkVersion: number;
  guestIds: number[];
}

export async function makeHousehold(
  weddingId: number,
  options: {
    name?: string;
    email?: string | null;
    people?: { name: string; isChild?: boolean }[];
    eventIds?: number[];
  } = {},
): Promise<MadeHousehold> {
  const [{ planUserId }] = await db
    .select({ planUserId: wedding.planUserId })
    .from(wedding)
    .where(eq(wedding.id, weddingId));
  const actor: GuestActor = {
    user: { id: planUserId, name: "Asha Patel" },
    wedding: { weddingId, planUserId },
  };
  const people = options.people ?? [{ name: "Priya Patel" }, { name: "Raj Patel" }];
  const id = await createHousehold(actor, {
    name: options.name ?? "The Patel family",
    address: null,
    email: options.email === undefined ? "patels@example.com" : options.email,
    phone: null,
    side: "both",
    groupName: null,
    tags: [],
    removedIds: [],
    people: people.map((person) => ({
      id: null,
      name: person.name,
      isChild: person.isChild ?? false,
      email: null,
      phone: null,
      dietary: [],
      dietaryOther: null,
      accessibility: null,
    })),
  });
  for (const eventId of options.eventIds ?? []) {
    if (!(await setInvitations(actor, eventId, [id], [id]))) {
      throw new Error(`Event ${eventId} is not wedding ${weddingId}'s`);
    }
  }
  const [made] = await db
    .select({ linkVersion: household.linkVersion })
    .from(household)
    .where(eq(household.id, id));
  const guests = await db
    .select({ id: guest.id })
    .from(guest)
    .where(eq(guest.householdId, id))
    .orderBy(asc(guest.id));
  return { id, linkVersion: made.linkVersion, guestIds: guests.map((one) => one.id) };
}

/** A couple with events and their wedding's id. */
export async function makeWeddingCouple(
  options: Parameters<typeof makeCouple>[0] = {},
): Promise<Couple & { weddingId: number }> {
  const couple = await makeCouple(options);
  const { weddingId } = await ensureWedding(couple.user.id);
  return { ...couple, weddingId };
}

/**
 * Another account joined to the wedding as `role` (a parent as planner, a friend as viewer),
 * written directly: joining goes through an e-mailed token, tested on its own in
 * features/weddings/members.int.test.ts.
 */
export async function makeMember(weddingId: number, role: MemberRole, options: UserOptions = {}) {
  const member = await makeUser({ name: "Meena Patel", ...options, role: "user" });
  await db.insert(weddingMember).values({ weddingId, userId: member.user.id, role });
  return member;
}
