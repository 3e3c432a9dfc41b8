import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { rateLimit } from "~/db/schema";

/**
 * Fixed-window counters for the content forms (contact, newsletter), kept in the
 * shared `rate_limit` table so every app instance sees the same counts.
 *
 * `last_request` holds the start of the current window here. better-auth prunes rows
 * older than its longest configured window (15 minutes), so windows must not be
 * longer than that; keys carry a `content:` prefix so they never meet better-auth's.
 */
export const MAX_WINDOW_MS = 15 * 60 * 1000;

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, when not allowed. */
  retryAfter: number;
}

/** Counts one attempt for `key` and says whether it is within the rule. */
export async function consumeRateLimit(
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = Math.min(rule.windowMs, MAX_WINDOW_MS);
  const windowStart = now - windowMs;
  // One statement, so two requests at once cannot both read the old count.
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: `content:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const allowed = row.count <= rule.max;
  return {
    allowed,
    retryAfter: allowed
      ? 0
      : Math.max(1, Math.ceil((Number(row.lastRequest) + windowMs - now) / 1000)),
  };
}

/** The client's address as Express saw it (honours TRUST_PROXY), for the per-IP limits. */
export function clientIpFrom(context: Readonly<RouterContextProvider> | undefined): string {
  try {
    return context?.get(requestInfoContext).clientIp || "unknown";
  } catch {
    // No request info (e.g. a route called outside the Express server): one shared bucket.
    return "unknown";
  }
}
