import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimit } from "~/db/schema";

export interface RateRule {
  /** Seconds. Keep at most 15 minutes (auth.server.ts tells better-auth's pruning so). */
  window: number;
  max: number;
}

/**
 * The limits on the account forms. Kept in the database (`rate_limit`), so they hold
 * across app instances. Per e-mail address limits stop one account or mailbox being
 * hammered; the per-IP ones are generous and only stop one machine trying many accounts.
 */
export const RATE_RULES = {
  // Only failed log-ins count: a success gives its attempt back (login.tsx).
  signInAccount: { window: 60, max: 5 },
  signInIp: { window: 15 * 60, max: 300 },
  signUpIp: { window: 15 * 60, max: 100 },
  forgotPassword: { window: 60, max: 1 },
  forgotPasswordIp: { window: 15 * 60, max: 100 },
  // Spec §5: resending the confirmation is limited to once per 60 seconds.
  resend: { window: 60, max: 1 },
  resetPasswordIp: { window: 15 * 60, max: 100 },
  changeCredentials: { window: 60, max: 5 },
} satisfies Record<string, RateRule>;

export interface RateResult {
  allowed: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

/**
 * One atomic statement: insert the counter, or bump it (restarting an expired window).
 * `last_request` holds the window's start for these keys.
 */
export async function consumeRateLimit(key: string, rule: RateRule): Promise<RateResult> {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const fullKey = `saath:${key}`;
  const rows = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: fullKey, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const row = rows[0];
  if (!row || row.count <= rule.max) return { allowed: true, retryAfter: 0 };
  return {
    allowed: false,
    retryAfter: Math.max(1, Math.ceil((Number(row.lastRequest) + rule.window * 1000 - now) / 1000)),
  };
}

/** Takes one request back off a counter (a log-in that succeeded was not an attack). */
export async function refundRateLimit(key: string) {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(eq(rateLimit.key, `saath:${key}`));
}

/** Every rule must allow the request; each is counted. */
export async function consumeAll(checks: Array<[string, RateRule]>): Promise<RateResult> {
  let worst: RateResult = { allowed: true, retryAfter: 0 };
  for (const [key, rule] of checks) {
    const result = await consumeRateLimit(key, rule);
    if (!result.allowed && result.retryAfter >= worst.retryAfter) worst = result;
  }
  return worst;
}
