import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { shortlist, vendor } from "~/db/schema";
import { planUserOf } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { notePlanChange } from "~/features/weddings/weddings.server";
import { parseNextStep } from "~/lib/keep-place";
import { logger } from "~/lib/logger.server";
import { toggleShortlist } from "./shortlist.server";

/**
 * The heart a visitor tapped before they had an account (issue 31, decision 042), finished
 * once they have one: after log-in, after sign-up, or at sign-up for an account still to be
 * confirmed. `next` is the place's step ("shortlist:12"); anything else finishes nothing.
 * Adding is idempotent, so a step carried twice (a reloaded page, a second tab) adds once.
 */

/** A signed-in person's heart, on their wedding's shortlist (a viewer's is not added). */
export async function finishHeart(user: SessionUser, next: string | null) {
  const step = parseNextStep(next);
  if (!step) return null;
  try {
    const plan = await planUserOf(user, "change");
    const result = await toggleShortlist(plan.id, step.vendorId, "add");
    if (result.status !== "added" || !result.vendorName) return null;
    if (result.changed) await notePlanChange(plan, `shortlisted ${result.vendorName}`);
    return { vendorName: result.vendorName };
  } catch (error) {
    // A viewer of a wedding (403) or a hiccup: log-in itself still succeeds.
    logger.warn({ err: error }, "Finishing a visitor's heart after log-in failed");
    return null;
  }
}

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

/** What /login hands the accounts area: the heart after a log-in and after the link. */
export const signInSteps = {
  afterLogIn: finishHeart,
  afterConfirm: (user: { id: string }, next: string | null) => heartedByStep(user.id, next),
};
