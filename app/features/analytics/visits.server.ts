import { eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pageVisit } from "~/db/schema";

const clip = (value: string | null | undefined, max: number) =>
  value ? value.slice(0, max) : null;

export async function recordVisit(input: {
  path: string;
  title?: string | null;
  userAgent?: string | null;
}) {
  await db.insert(pageVisit).values({
    pagePath: input.path.slice(0, 500),
    pageTitle: clip(input.title, 300),
    userAgent: clip(input.userAgent, 500),
  });
}

export async function countVisits(path: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pageVisit)
    .where(eq(pageVisit.pagePath, path));
  return row?.count ?? 0;
}

/** Visits per day over the last `days` days (UTC), oldest first, with empty days as 0. */
export async function visitsPerDay(
  days = 30,
  now = new Date(),
): Promise<{ day: string; visits: number }[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (days - 1) * 86_400_000);
  const day = sql<string>`to_char(${pageVisit.visitedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, visits: sql<number>`count(*)::int` })
    .from(pageVisit)
    .where(gte(pageVisit.visitedAt, first))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.visits)]));
  return Array.from({ length: days }, (_, index) => {
    const key = new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { day: key, visits: byDay.get(key) ?? 0 };
  });
}
