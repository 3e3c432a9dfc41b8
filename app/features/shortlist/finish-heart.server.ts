import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { shortlist, vendor } from "~/db/schema";
import { parseNextStep } from "~/lib/keep-place";
import { toggleShortlist } from "./shortlist.server";

/**
 * The heart a visitor tapped before they had an account (issue 31, decision 042), finished
 * when they sign up (for an account still to be confirmed too). `next` is the place's step
 * ("shortlist:12"); anything else finishes nothing. Adding is idempotent, so a step carried
 * twice (a reloaded page, a second tab) adds once.
 */

/** A new account's heart, written at sign-up (before it is confirmed and signed in). */
export async function finishHeartForNewAccount(userId: string, next: string | null) {
  const step = parseNextStep(next);
  if (!step) return null;
  const result = await toggleShortlist(userId, step.vendorId, "add");
  return result.status === "added" && result.vendorName ? { vendorName: result.vendorName } : null;
}

/** After the confirmation link: the name of the vendor the step hearted, if it is hearted. */
export async function heartedByStep(userId: string, next: string | null) {
  const step = parseNextStep(next);
  if (!step) return null;
  const [row] = await db
    .select({ name: vendor.name })
    .from(shortlist)
    .innerJoin(vendor, eq(vendor.id, shortlist.vendorId))
    .where(and(eq(shortlist.userId, userId), eq(shortlist.vendorId, step.vendorId)))
    .limit(1);
  return row ? { vendorName: row.name } : null;
}

/** What /login hands the accounts area: what the confirmation link's landing says. */
export const signInSteps = {
  afterConfirm: (user: { id: string }, next: string | null) => heartedByStep(user.id, next),
};
