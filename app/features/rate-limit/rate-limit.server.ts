import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { rateLimit } from "~/db/schema";

/**
 * Fixed-window counters in the `rate_limit` table, so every app instance sees the same
 * counts. One module for the account forms, the content forms and add-business.
 *
 * Our keys carry the `saath:` prefix so they never meet better-auth's own keys in the same
 * table, and `last_request` holds the window's start for them. better-auth prunes rows
 * older than its longest window (15 minutes), so no rule may use a longer window.
 */
export const MAX_WINDOW_SECONDS = 15 * 60;

export interface RateRule {
  /** Seconds, at most MAX_WINDOW_SECONDS. */
  window: number;
  max: number;
}

export interface RateResult {
  allowed: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

/** Counts one attempt for `key`. One statement, so two requests at once cannot both pass. */
export async function consumeRateLimit(
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<RateResult> {
  const windowMs = Math.min(rule.window, MAX_WINDOW_SECONDS) * 1000;
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: `saath:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  if (!row || row.count <= rule.max) return { allowed: true, retryAfter: 0 };
  return {
    allowed: false,
    retryAfter: Math.max(1, Math.ceil((Number(row.lastRequest) + windowMs - now) / 1000)),
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

/** The client's address as Express saw it (honours TRUST_PROXY), for per-IP limits. */
export function clientIpFrom(context: Readonly<RouterContextProvider> | undefined): string {
  try {
    return context?.get(requestInfoContext).clientIp || "unknown";
  } catch {
    // No request info (a route called outside the Express server): one shared bucket.
    return "unknown";
  }
}
