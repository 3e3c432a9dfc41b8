import { eq, sql } from "drizzle-orm";
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
