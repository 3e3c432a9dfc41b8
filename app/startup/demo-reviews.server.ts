import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiry, enquiryMessage, user, vendor } from "~/db/schema";
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
  const existing = await db
    .select({ email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
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
  const present = new Set((await db.select({ id: vendor.id }).from(vendor)).map((row) => row.id));
  const reviews = buildDemoReviews(buildDemoVendors()).filter((row) => present.has(row.vendorId));
  const rows = [];
  for (const { reviewer, ...row } of reviews) {
    const coupleId = idOf.get(DEMO_REVIEWERS[reviewer].email) ?? null;
    rows.push({
      ...row,
      coupleId,
      enquiryId: await bookedThread(db, coupleId, row),
      createdAt: row.publishedAt,
    });
  }
  return seedPublishedReviews(db, rows);
}

/**
 * The thread that made a demo review a "Verified enquiry": the couple asked, the business
 * answered and marked it booked, long since read and closed (no unread badge anywhere).
 */
async function bookedThread(
  db: Database,
  coupleId: string | null,
  row: { vendorId: number; event: string; publishedAt: Date },
) {
  const asked = new Date(row.publishedAt.getTime() - 90 * 24 * 3600 * 1000);
  const answered = new Date(asked.getTime() + 6 * 3600 * 1000);
  const [thread] = await db
    .insert(enquiry)
    .values({
      vendorId: row.vendorId,
      coupleId,
      events: [row.event],
      status: "booked",
      createdAt: asked,
      lastMessageAt: answered,
      firstReplyAt: answered,
      coupleReadAt: answered,
      vendorReadAt: answered,
      closedAt: row.publishedAt,
    })
    .returning({ id: enquiry.id });
  await db.insert(enquiryMessage).values([
    {
      enquiryId: thread.id,
      sender: "couple",
      body: `Hello! Are you free for our ${row.event.toLowerCase()}? We would love a quote.`,
      createdAt: asked,
    },
    {
      enquiryId: thread.id,
      sender: "vendor",
      body: "Thank you for asking: yes, we are free that day. A quote is on its way.",
      createdAt: answered,
    },
  ]);
  return thread.id;
}
