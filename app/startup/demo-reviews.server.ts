import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { seedPublishedReviews } from "~/features/reviews/reviews.server";
import { buildDemoReviews, DEMO_REVIEWERS } from "./demo-reviews";
import { buildDemoVendors } from "./demo-vendors";

/**
 * The demo couples who wrote the demo reviews: confirmed accounts with no password (nobody can
 * sign in as them), then their published reviews. Idempotent: an existing install keeps what it
 * has, and a review deleted since is not written again while its author is there.
 */
export async function seedDemoReviews(db: Database) {
  const emails = DEMO_REVIEWERS.map((reviewer) => reviewer.email);
  const existing = await db.select({ email: user.email }).from(user).where(inArray(user.email, emails));
  if (existing.length === DEMO_REVIEWERS.length) return 0;
  await db
    .insert(user)
    .values(
      DEMO_REVIEWERS.map((reviewer) => ({
        id: crypto.randomUUID(),
        name: reviewer.name,
        name2: reviewer.name2,
        email: reviewer.email,
        emailVerified: true,
        role: "user",
      })),
    )
    .onConflictDoNothing();
  const accounts = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  const idOf = new Map(accounts.map((account) => [account.email, account.id]));
  const rows = buildDemoReviews(buildDemoVendors()).map(({ reviewer, ...row }) => ({
    ...row,
    coupleId: idOf.get(DEMO_REVIEWERS[reviewer].email) ?? null,
    createdAt: row.publishedAt,
  }));
  return seedPublishedReviews(db, rows);
}
