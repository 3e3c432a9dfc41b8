/**
 * Households, their people and invitations for the RSVP tests, and members of a wedding.
 * Written with plain inserts for now: the guest list's writer (features/guests/guests.server.ts)
 * and the members' writer (features/weddings/members.server.ts) are built beside this on other
 * branches; once merged, these should call them instead.
 */
import { db } from "~/db/client.server";
import {
  eventInvitation,
  guest,
  household,
  type MemberRole,
  weddingMember,
} from "~/db/schema-weddings";
import { ensureWedding } from "~/features/weddings/weddings.server";
import { type Couple, makeCouple } from "./events";
import type { UserOptions } from "./users";
import { makeUser } from "./users";

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
  const [row] = await db
    .insert(household)
    .values({
      weddingId,
      name: options.name ?? "The Patel family",
      email: options.email === undefined ? "patels@example.com" : options.email,
    })
    .returning({ id: household.id, linkVersion: household.linkVersion });
  const people = options.people ?? [{ name: "Priya Patel" }, { name: "Raj Patel" }];
  const guests =
    people.length === 0
      ? []
      : await db
          .insert(guest)
          .values(
            people.map((person) => ({
              weddingId,
              householdId: row.id,
              name: person.name,
              isChild: person.isChild ?? false,
            })),
          )
          .returning({ id: guest.id });
  const eventIds = options.eventIds ?? [];
  if (eventIds.length > 0) {
    await db
      .insert(eventInvitation)
      .values(eventIds.map((eventId) => ({ householdId: row.id, eventId, weddingId })));
  }
  return { id: row.id, linkVersion: row.linkVersion, guestIds: guests.map((one) => one.id) };
}

/** A couple with events and their wedding's id. */
export async function makeWeddingCouple(
  options: Parameters<typeof makeCouple>[0] = {},
): Promise<Couple & { weddingId: number }> {
  const couple = await makeCouple(options);
  const { weddingId } = await ensureWedding(couple.user.id);
  return { ...couple, weddingId };
}

/** Another account joined to the wedding as `role` (a parent as planner, a friend as viewer). */
export async function makeMember(weddingId: number, role: MemberRole, options: UserOptions = {}) {
  const member = await makeUser({ name: "Meena Patel", ...options, role: "user" });
  await db.insert(weddingMember).values({ weddingId, userId: member.user.id, role });
  return member;
}
