/** Shared steps of the money area's integration tests (quotes, bookings, budget, calendar). */
import { expect } from "vitest";
import { acceptInvite, createInvite } from "~/features/weddings/member-invites.server";
import { ensureWedding } from "~/features/weddings/weddings.server";
import { type MadeUser, makeUser, uniqueEmail } from "../factories";
import { linkFor } from "./family";

/**
 * A new signed-in account that joined `couple`'s wedding as `role`, the way it happens in the
 * product: the couple invites an address, the e-mailed link is followed and accepted.
 */
export async function joinWedding(couple: MadeUser, role: "planner" | "viewer") {
  const made = await makeUser({ name: `Mum ${role}`, email: uniqueEmail(role), logIn: true });
  const wedding = await ensureWedding(couple.user.id);
  expect((await createInvite(couple.user, wedding, { email: made.row.email, role })).ok).toBe(true);
  const { token } = await linkFor(made.row.email);
  expect((await acceptInvite(token, made.user)).ok).toBe(true);
  return made;
}
