import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { pageVisit, vendor } from "~/db/schema";
import type { SessionUser } from "~/features/accounts/session.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { addDays, todayInLondon } from "~/lib/london-date";

/**
 * Page views (decision record 035). A view is counted once per visitor, page and day: the
 * visitor is a code made from the day, the IP address, the browser type and whether they are
 * signed in, under the app's secret (an HMAC), so no cookie is set, no IP address is stored, the
 * code cannot be turned back into an address, and tomorrow's code for the same visitor is
 * another one. The beacon is limited per IP address; admins' views and an owner's views of
 * their own listing are not counted.
 */

const clip = (value: string | null | undefined, max: number) =>
  value ? value.slice(0, max) : null;

function visitorKey() {
  return getEnv().BETTER_AUTH_SECRET ?? "saath-development-secret-not-for-production-use";
}

/** Today's code for one visitor: the same all day (London time), another tomorrow. */
export function visitorCode(
  who: { ip: string; userAgent: string | null; signedIn: boolean },
  now = new Date(),
) {
  const parts = [todayInLondon(now), who.ip, who.userAgent ?? "", who.signedIn ? "1" : "0"];
  return crypto
    .createHmac("sha256", visitorKey())
    .update(`page-visit\n${parts.join("\n")}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Pages whose address is a key (decision 055): a guest's RSVP link opens their household's
 * answers, a family invitation joins the wedding. They are counted under the route's pattern with
 * a title that names no one, so Analytics never holds a working link or a couple's names.
 */
const KEY_PAGES: Array<{ pattern: RegExp; path: string; title: string }> = [
  { pattern: /^\/rsvp\//i, path: "/rsvp/:token", title: "A guest's RSVP page" },
  { pattern: /^\/join\//i, path: "/join/:token", title: "A family invitation" },
];

/**
 * The signed-in areas' pages about one record (a household, a thread, a quote, an event…): their
 * titles name guests, couples and their events, so they are counted under the route's pattern
 * with no title (`/dashboard/guests/households/:id`), and without the query.
 */
const PRIVATE_AREA = /^\/(dashboard|business|profile|account|admin)(\/|$)/i;
const ID_SEGMENT = /\/\d+(?=\/|$)/g;

/** The path and title a view is kept under: a key page's pattern, else as sent. */
export function keptPage(path: string, title: string | null | undefined) {
  const key = KEY_PAGES.find((page) => page.pattern.test(path));
  if (key) return { path: key.path, title: key.title };
  if (PRIVATE_AREA.test(path)) {
    const bare = path.split(/[?#]/)[0];
    const pattern = bare.replace(ID_SEGMENT, "/:id");
    if (pattern !== bare) return { path: pattern, title: null };
  }
  return { path, title };
}

/** Records one view; a second one by the same visitor of the same page today changes nothing. */
export async function recordVisit(input: {
  path: string;
  title?: string | null;
  userAgent?: string | null;
  visitor?: string | null;
}) {
  const page = keptPage(input.path, input.title);
  await db
    .insert(pageVisit)
    .values({
      pagePath: page.path.slice(0, 500),
      pageTitle: clip(page.title, 300),
      userAgent: clip(input.userAgent, 500),
      visitor: input.visitor ?? null,
    })
    .onConflictDoNothing();
}

const beaconSchema = z.object({
  path: z.string().startsWith("/").max(500),
  title: z.string().max(300).optional(),
});

const LISTING_PATH = /^\/vendor\/(\d{1,9})$/;

/** Is this the owner looking at their own listing's page? Their views are not couples'. */
async function ownView(viewer: SessionUser, path: string) {
  const id = path.match(LISTING_PATH)?.[1];
  if (!id || viewer.role !== "business") return false;
  const [row] = await db
    .select({ id: vendor.id })
    .from(vendor)
    .where(and(eq(vendor.id, Number(id)), eq(vendor.ownerId, viewer.id)));
  return Boolean(row);
}

/**
 * The page-view beacon (`POST /api/visit`): 429 over the per-IP limit (nothing recorded), else
 * 204 whatever happened — recording must never break or slow a page.
 */
export async function visitBeacon(
  request: Request,
  ip: string,
  viewerOf: (request: Request) => Promise<SessionUser | null>,
): Promise<Response> {
  try {
    const limit = await consumeRateLimit(`visit-ip:${ip}`, RATE_RULES.visitIp);
    if (!limit.allowed) {
      return new Response(null, {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfter) },
      });
    }
    const parsed = beaconSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return new Response(null, { status: 204 });
    const viewer = await viewerOf(request);
    // Admins' own visits would skew what they read in Analytics; owners', their insights.
    if (viewer?.role === "admin" || (viewer && (await ownView(viewer, parsed.data.path)))) {
      return new Response(null, { status: 204 });
    }
    const userAgent = request.headers.get("user-agent");
    await recordVisit({
      ...parsed.data,
      userAgent,
      visitor: visitorCode({ ip, userAgent, signedIn: viewer !== null }),
    });
  } catch (error) {
    logger.warn({ err: error }, "Could not record a page visit");
  }
  return new Response(null, { status: 204 });
}

export async function countVisits(path: string): Promise<number> {
  const [row] = await visitCountRead().execute({ path });
  return row?.count ?? 0;
}

// On every home page a signed-in person opens (the page cache serves the others): prepared.
const visitCountRead = preparedRead((database) =>
  database
    .select({ count: sql<number>`count(*)::int` })
    .from(pageVisit)
    .where(eq(pageVisit.pagePath, sql.placeholder("path")))
    .prepare("count_visits"),
);

/** Visits per day over the last `days` days (UTC), oldest first, with empty days as 0. */
export async function visitsPerDay(
  days = 30,
  now = new Date(),
): Promise<{ day: string; visits: number }[]> {
  // London's days, as the visitor codes and "today so far" count them: a view at 00:30 BST is
  // that day's, not the day before's (UTC's).
  const today = todayInLondon(now);
  const keys = Array.from({ length: days }, (_, index) => addDays(today, index - (days - 1)));
  const day = sql<string>`to_char(${pageVisit.visitedAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, visits: sql<number>`count(*)::int` })
    .from(pageVisit)
    .where(
      sql`${pageVisit.visitedAt} >= (${keys[0]}::date::timestamp at time zone 'Europe/London')`,
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.visits)]));
  return keys.map((key) => ({ day: key, visits: byDay.get(key) ?? 0 }));
}
