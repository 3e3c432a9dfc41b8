/**
 * Shared steps of the guest list's integration tests: weddings, members, households, RSVP answers.
 * What the tables then hold is read with `guest-rows.ts`; the pages, and posts to them, are in
 * `guest-pages.ts`.
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guest, type MemberRole, rsvpAnswer, weddingMember } from "~/db/schema-weddings";
import type { SessionUser } from "~/features/accounts/session.server";
import type { EventInput } from "~/features/events/event.schema";
import type { HouseholdInput } from "~/features/guests/guest.schema";
import { createHousehold, type GuestActor } from "~/features/guests/guests.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import { makeCouple } from "../factories/events";
import { makeUser } from "../factories/users";

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
