import { eq, inArray, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { requestLimit } from "~/db/schema";

/**
 * Fixed-window counters in the `request_limit` table, so every app instance sees the same
 * counts. One module, one list of rules (RATE_RULES), for every form that is limited.
 */
export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/** Rules that share a window, from `{ name: max }`. */
function every<Name extends string>(window: number, maxes: Record<Name, number>) {
  const rules = Object.entries<number>(maxes).map(([name, max]) => [name, { window, max }]);
  return Object.fromEntries(rules) as Record<Name, RateRule>;
}

/** Every limit in the product, by name. Per-address limits stop one account or mailbox being
 * hammered; the per-IP ones are generous and only stop one machine trying many. */
export const RATE_RULES = {
  // Log-in (login-actions.server.ts `countSignInAttempt`): one address at one account, one account
  // from every address together (guesses spread over many addresses), and one address at
  // every account. Only failures count: a success gives its attempts back. Spec §5: resending
  // the confirmation is limited to once per 60 seconds.
  ...every(MINUTE, { signInAddress: 5, forgotPassword: 1, resend: 1, changeCredentials: 5 }),
  // "You already have a Saath account", sent when someone signs up with a taken address: once a
  // minute per address, like a reset link (the sign-up's answer is the same either way).
  ...every(MINUTE, { existingAccountMail: 1 }),
  ...every(QUARTER_HOUR, {
    signInAccount: 20,
    signInIp: 300,
    signUpIp: 100,
    forgotPasswordIp: 100,
    resetPasswordIp: 100,
  }),
  ...every(QUARTER_HOUR, { contact: 5, newsletterIp: 10, newsletterEmail: 3 }),
  // Per business user: plenty for a real business, a cap on the Google quota and the queue.
  ...every(QUARTER_HOUR, { importSearch: 10, submitListing: 10 }),
  // A visitor's Add Business kept for their account (listing-draft.server.ts), per IP; a claim's
  // code by e-mail (claim-code.server.ts): sent per claimant and listing, tried per claimant.
  ...every(QUARTER_HOUR, { listingDraftIp: 20, claimCodeSend: 3, claimCodeTry: 10 }),
  // Per business user, each photo counted (photos.server.ts): five listings' worth of photos
  // in a quarter of an hour; the photo pool bounds how many are decoded at once.
  ...every(QUARTER_HOUR, { photoUpload: 30 }),
  // Per account, across its threads (thread-actions.server.ts): a conversation, not a flood of
  // e-mails. New threads have their own hourly limit (enquiries.server.ts).
  ...every(QUARTER_HOUR, { reply: 40 }),
  // E-mails a wedding sends to people who never signed up: invitations and reminders per
  // wedding, each e-mail counted (a big wedding's 500 households twice over in an hour), and
  // one household's again and again; family invitations, new or sent again, per wedding.
  ...every(HOUR, { invitationMail: 1000, familyInvite: 20 }),
  ...every(QUARTER_HOUR, { invitationHousehold: 3 }),
  // The page-view beacon, per IP (features/analytics): a visitor sends one per page they open.
  ...every(MINUTE, { visitIp: 120 }),
  // A household's RSVP page (features/guests), which needs no log-in: per address, every link
  // tried (a forged one too), and per household's link; saving answers has a smaller budget.
  ...every(QUARTER_HOUR, {
    rsvpReadIp: 300,
    rsvpReadLink: 120,
    rsvpWriteIp: 60,
    rsvpWriteLink: 30,
  }),
};

export interface RateResult {
  allowed: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

/**
 * Counts one attempt for `key` (or `weight` of them: one post that e-mails five vendors).
 * One statement, so two requests at once cannot both pass. The window is fixed from its first
 * attempt: refused attempts are counted but never move it on, so someone who keeps trying
 * cannot keep the owner of the key waiting for ever.
 */
export async function consumeRateLimit(
  key: string,
  rule: RateRule,
  now = Date.now(),
  weight = 1,
): Promise<RateResult> {
  const windowMs = rule.window * 1000;
  const expired = sql`${requestLimit.windowStart} <= ${now - windowMs}`;
  const [row] = await db
    .insert(requestLimit)
    .values({ key, count: weight, windowStart: now })
    .onConflictDoUpdate({
      target: requestLimit.key,
      set: {
        count: sql`case when ${expired} then ${weight}::int else ${requestLimit.count} + ${weight}::int end`,
        windowStart: sql`case when ${expired} then ${now} else ${requestLimit.windowStart} end`,
      },
    })
    .returning({ count: requestLimit.count, windowStart: requestLimit.windowStart });
  if (!row || row.count <= rule.max) return { allowed: true, retryAfter: 0 };
  return {
    allowed: false,
    retryAfter: Math.max(1, Math.ceil((Number(row.windowStart) + windowMs - now) / 1000)),
  };
}

/** Takes one request back off a counter (a log-in that succeeded was not an attack). */
export async function refundRateLimit(key: string) {
  await db
    .update(requestLimit)
    .set({ count: sql`greatest(${requestLimit.count} - 1, 0)` })
    .where(eq(requestLimit.key, key));
}

/** Forgets counters altogether (the password they were guessing at has been replaced). */
export async function clearRateLimits(keys: string[]) {
  if (keys.length > 0) await db.delete(requestLimit).where(inArray(requestLimit.key, keys));
}

/** Every rule must allow the request; each is counted. */
export async function consumeAll(
  checks: Array<[string, RateRule]>,
  now = Date.now(),
): Promise<RateResult> {
  let worst: RateResult = { allowed: true, retryAfter: 0 };
  for (const [key, rule] of checks) {
    const result = await consumeRateLimit(key, rule, now);
    if (!result.allowed && result.retryAfter >= worst.retryAfter) worst = result;
  }
  return worst;
}

/** The client's address as Express saw it (honours TRUST_PROXY), for per-IP limits. */
export function clientIpFrom(context: Readonly<RouterContextProvider> | undefined): string {
  try {
    return context?.get(requestInfoContext).clientIp || "unknown";
  } catch {
    // No request info (a route called outside the Express server): one shared bucket.
    return "unknown";
  }
}
