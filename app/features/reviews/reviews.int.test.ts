import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, enquiry, mailOutbox, user } from "~/db/schema";
import { review } from "~/db/schema-reviews";
import { forgetAccount } from "~/features/profile/erase-account.server";
import { exportMyData } from "~/features/profile/my-data.server";
import { action as ownerAction, loader as ownerLoader } from "~/routes/business-review";
import { loader as threadLoader } from "~/routes/enquiry-thread";
import { action as reviewAction, loader as reviewLoader } from "~/routes/review";
import { makeEnquiry, makeListing } from "../../../tests/factories";
import { type Person, person } from "../../../tests/support/enquiries";
import {
  adminPost,
  canWrite,
  deleteReview,
  fields,
  reviewsOf,
  threadWithVendor,
  vendorPage,
  vendorRow,
  writeReview,
} from "../../../tests/support/reviews";
import { get, post, run } from "../../../tests/support/routes";
import type { VendorReviews } from "./review-read.server";
import { saveReview } from "./reviews.server";

let couple: Person;
let stranger: Person;
let owner: Person;
let otherOwner: Person;
let admin: Person;

/** A listing of `owner` with a thread from `who`; answered by the owner unless told not to. */
async function threadWith(who: Person, options: { answered?: boolean; seeded?: number } = {}) {
  const vendorId = await makeListing({
    ownerId: owner.user.id,
    ...(options.seeded === undefined ? {} : { rating: options.seeded, reviewCount: 42 }),
  });
  const enquiryId = await makeEnquiry({
    couple: who.user,
    vendorId,
    answeredBy: options.answered === false ? undefined : owner.user,
  });
  return { vendorId, enquiryId };
}

/** Writes a review as `who` and has the admin approve it; the review's id. */
async function publishedReview(
  vendorId: number,
  who: Person,
  overrides: Record<string, string> = {},
) {
  expect((await writeReview(vendorId, who, overrides)).status).toBe(303);
  const [row] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(eq(review.vendorId, vendorId), eq(review.coupleId, who.user.id)));
  expect((await adminPost(admin, { intent: "approve-review", id: String(row.id) })).status).toBe(
    302,
  );
  return row.id;
}

/** The newest audit line about review `id`. */
async function lastAuditOf(id: number) {
  const [log] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
  return log;
}

/** A post to the owner's page for review `id` (/business/reviews/{id}) as `who`. */
const ownerPost = (id: number, who: Person, values: Record<string, string>) =>
  run(ownerAction, post(`/business/reviews/${id}`, values, { cookie: who.cookie }), {
    params: { reviewId: String(id) },
  });

beforeAll(async () => {
  couple = await person("user", "Asha Patel");
  stranger = await person("user", "Meera Shah");
  owner = await person("business", "Rani Photography");
  otherOwner = await person("business", "Other Studio");
  admin = await person("admin", "Review Admin");
  await db.update(user).set({ name2: "Dev Patel" }).where(eq(user.id, couple.user.id));
});

describe("who may write", () => {
  it("refuses a couple whose enquiry is unanswered, a couple without one and a business: 403, nothing stored", async () => {
    const { vendorId } = await threadWith(couple, { answered: false });
    for (const who of [couple, stranger, otherOwner]) {
      const page = await run(reviewLoader, get(`/vendor/${vendorId}/review`, who.cookie), {
        params: { vendorId: String(vendorId) },
      });
      expect(page.status).toBe(403);
      expect((await writeReview(vendorId, who)).status).toBe(403);
    }
    expect(await reviewsOf(vendorId)).toHaveLength(0);
    expect(await canWrite(vendorId, couple)).toBe(false);
  });

  it("sends a visitor to log in and stores nothing", async () => {
    const { vendorId } = await threadWith(couple);
    const outcome = await run(reviewAction, post(`/vendor/${vendorId}/review`, fields()), {
      params: { vendorId: String(vendorId) },
    });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toContain("/login");
    expect(await reviewsOf(vendorId)).toHaveLength(0);
  });

  it("lets a couple with an answered thread write; the page and the thread offer it", async () => {
    const { vendorId, enquiryId } = await threadWith(couple);
    expect(await canWrite(vendorId, couple)).toBe(true);
    const thread = await run(
      threadLoader,
      get(`/dashboard/enquiries/${enquiryId}`, couple.cookie),
      {
        params: { enquiryId: String(enquiryId) },
      },
    );
    expect(((thread.data?.review ?? {}) as { canWrite?: boolean }).canWrite).toBe(true);
    expect(await canWrite(vendorId, stranger)).toBe(false);

    const sent = await writeReview(vendorId, couple);
    expect(sent.status).toBe(303);
    const [row] = await reviewsOf(vendorId);
    expect(row).toMatchObject({ status: "pending", rating: 5, enquiryId, event: "Mehndi" });
    // Waiting for an admin: not shown, not counted.
    expect((await vendorRow(vendorId)).saathReviewCount).toBe(0);
  });

  it("lets a couple whose thread was marked Booked (without a reply) write", async () => {
    const { vendorId, enquiryId } = await threadWith(couple, { answered: false });
    await db.update(enquiry).set({ status: "booked" }).where(eq(enquiry.id, enquiryId));
    expect((await writeReview(vendorId, couple)).status).toBe(303);
  });

  it("keeps what was typed and stores nothing when a field is wrong", async () => {
    const { vendorId } = await threadWith(couple);
    const outcome = await writeReview(vendorId, couple, {
      rating: "6",
      body: "Too short",
      title: "Ok",
    });
    expect(outcome.status).toBe(400);
    const errors = outcome.data?.errors as Record<string, string>;
    expect(errors.rating).toBe("Choose an overall rating from 1 to 5 stars");
    expect(errors.body).toBe("Your review must be at least 50 characters");
    expect(errors.title).toBe("The title must be at least 5 characters");
    expect(((outcome.data?.values ?? {}) as Record<string, string>).body).toBe("Too short");
    expect(await reviewsOf(vendorId)).toHaveLength(0);
  });
});

describe("one review per couple, edited for 30 days, deleted at any time", () => {
  it("turns a second post into an edit of the same review, which waits again", async () => {
    const { vendorId } = await threadWith(couple);
    const id = await publishedReview(vendorId, couple);
    expect((await vendorRow(vendorId)).saathReviewCount).toBe(1);
    expect((await writeReview(vendorId, couple, { rating: "2" })).status).toBe(303);
    const rows = await reviewsOf(vendorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, rating: 2, status: "pending" });
    expect(rows[0].editedAt).not.toBeNull();
    // The edit is not shown until approved, so the listing counts nothing again.
    expect(await vendorRow(vendorId)).toMatchObject({ saathReviewCount: 0 });
    await expect(db.insert(review).values({ ...rows[0], id: undefined })).rejects.toThrow();
  });

  it("refuses an edit after 30 days and changes nothing; deleting still works", async () => {
    const { vendorId } = await threadWith(couple);
    await writeReview(vendorId, couple);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await db.update(review).set({ createdAt: old }).where(eq(review.vendorId, vendorId));
    const before = await reviewsOf(vendorId);
    const outcome = await writeReview(vendorId, couple, { title: "A changed title" });
    expect(outcome.status).toBe(409);
    expect(await reviewsOf(vendorId)).toEqual(before);
    // The window is measured from when it was written, with the clock as a parameter.
    const input = {
      ...fields(),
      rating: 3,
      quality: 3,
      value: 3,
      responsiveness: 3,
      professionalism: 3,
    };
    const day29 = new Date(old.getTime() + 29 * 24 * 60 * 60 * 1000);
    expect(await saveReview(couple.user, vendorId, input, day29)).toEqual({
      ok: true,
      created: false,
    });
    const deleted = await deleteReview(vendorId, couple);
    expect(deleted.status).toBe(303);
    expect(await reviewsOf(vendorId)).toHaveLength(0);
  });
});

describe("moderation and the listing's rating", () => {
  it("publishes on approval, e-mails the author, audits, and recomputes the rating in the same step", async () => {
    const { vendorId } = await threadWith(couple, { seeded: 4.7 });
    const id = await publishedReview(vendorId, couple, { rating: "5" });
    const row = await vendorRow(vendorId);
    // The typed rating stays as stored; the shown stars are the Saath review's (decision 041).
    expect(row).toMatchObject({
      rating: 4.7,
      reviewCount: 42,
      saathRating: 5,
      saathReviewCount: 1,
      shownRating: 5,
      shownReviewCount: 1,
    });
    const log = await lastAuditOf(id);
    expect(log).toMatchObject({ action: "review.approve", actorId: admin.user.id });
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, "Your review of%published"));
    expect(mail.some((m) => m.to === couple.user.email)).toBe(true);

    // A second couple's 3 stars: average 4, two reviews, distribution and averages on the page.
    const second = await person("user", "Nina Rao");
    await threadWithVendor(vendorId, second);
    await publishedReview(vendorId, second, { rating: "3", quality: "3" });
    expect(await vendorRow(vendorId)).toMatchObject({
      shownRating: 4,
      shownReviewCount: 2,
      saathReviewCount: 2,
    });
    const page = await vendorPage(vendorId, "?reviews=lowest");
    const reviews = page.data?.reviews as VendorReviews;
    expect(reviews.rows.map((r) => r.rating)).toEqual([3, 5]);
    expect(reviews.rows[1].author).toBe("Asha & Dev");
    expect(reviews.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 0 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(reviews.averages?.quality).toBe(4);

    // Deleting one recomputes; deleting the last leaves no stars: the typed rating never shows.
    await deleteReview(vendorId, second);
    expect(await vendorRow(vendorId)).toMatchObject({
      shownRating: 5,
      shownReviewCount: 1,
      saathReviewCount: 1,
    });
    await deleteReview(vendorId, couple);
    expect(await vendorRow(vendorId)).toMatchObject({
      rating: 4.7,
      reviewCount: 42,
      saathReviewCount: 0,
      shownRating: null,
      shownReviewCount: 0,
    });
  });

  it("rejects with a reason from the list: not counted, the author told why; a second decision changes nothing", async () => {
    const { vendorId } = await threadWith(couple, { seeded: 4.2 });
    await writeReview(vendorId, couple);
    const [row] = await reviewsOf(vendorId);
    const noReason = await adminPost(admin, { intent: "reject-review", id: String(row.id) });
    expect(noReason.status).toBe(400);
    expect((await reviewsOf(vendorId))[0].status).toBe("pending");
    const rejected = await adminPost(admin, {
      intent: "reject-review",
      id: String(row.id),
      reason: "personal-data",
    });
    expect(rejected.status).toBe(302);
    expect((await reviewsOf(vendorId))[0]).toMatchObject({
      status: "rejected",
      rejectReason: "personal-data",
    });
    expect(await vendorRow(vendorId)).toMatchObject({
      rating: 4.2,
      saathReviewCount: 0,
      shownRating: null,
    });
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.to, couple.user.email));
    expect(mail.some((m) => m.text.includes("Contains personal data"))).toBe(true);
    const again = await adminPost(admin, { intent: "approve-review", id: String(row.id) });
    expect(again.status).toBe(409);
    expect((await reviewsOf(vendorId))[0].status).toBe("rejected");
  });

  it("refuses a forged decision from a couple or a business: nothing changes", async () => {
    const { vendorId } = await threadWith(couple);
    await writeReview(vendorId, couple);
    const [row] = await reviewsOf(vendorId);
    for (const who of [couple, owner]) {
      const outcome = await adminPost(who, { intent: "approve-review", id: String(row.id) });
      expect([302, 403]).toContain(outcome.status);
      expect(outcome.location ?? "").not.toContain("tab=pending");
    }
    expect((await reviewsOf(vendorId))[0].status).toBe("pending");
    expect((await vendorRow(vendorId)).saathReviewCount).toBe(0);
  });
});

describe("the owner's reply and report", () => {
  it("lets the owner reply once (editable) and report; another business is refused", async () => {
    // A couple of their own: one couple may start only ten threads an hour.
    const author = await person("user", "Priya Singh");
    const { vendorId } = await threadWith(author);
    const id = await publishedReview(vendorId, author, { rating: "1" });
    const params = { params: { reviewId: String(id) } };
    const forged = await ownerPost(id, otherOwner, {
      intent: "reply",
      reply: "Not ours to answer",
    });
    expect(forged.status).toBe(403);
    expect(
      (await run(ownerLoader, get(`/business/reviews/${id}`, otherOwner.cookie), params)).status,
    ).toBe(403);
    expect((await reviewsOf(vendorId))[0].reply).toBeNull();

    for (const text of [
      "Thank you for your kind words.",
      "Thank you, we have changed our process.",
    ]) {
      const replied = await ownerPost(id, owner, { intent: "reply", reply: text });
      expect(replied.status).toBe(303);
    }
    expect((await reviewsOf(vendorId))[0].reply).toBe("Thank you, we have changed our process.");

    const reported = await ownerPost(id, owner, { intent: "report", reason: "not-real" });
    expect(reported.status).toBe(303);
    // Still visible while an admin decides.
    expect((await reviewsOf(vendorId))[0]).toMatchObject({
      status: "published",
      reportStatus: "open",
    });
    const shown = (await vendorPage(vendorId)).data?.reviews as VendorReviews | undefined;
    expect(shown?.rows).toHaveLength(1);

    const removed = await adminPost(admin, {
      intent: "remove-review",
      id: String(id),
      reason: "not-real",
    });
    expect(removed.status).toBe(302);
    expect((await reviewsOf(vendorId))[0]).toMatchObject({
      status: "rejected",
      reportStatus: "removed",
    });
    expect((await vendorRow(vendorId)).saathReviewCount).toBe(0);
    const log = await lastAuditOf(id);
    expect(log.action).toBe("review.report.remove");
  });
});

describe("your data", () => {
  it("exports the couple's reviews; erasure keeps a published one as 'A couple' and deletes the rest", async () => {
    const leaving = await person("user", "Kiran Gill");
    const first = await threadWith(leaving);
    await publishedReview(first.vendorId, leaving);
    const second = await threadWith(leaving);
    await writeReview(second.vendorId, leaving);
    const exported = await exportMyData(leaving.user);
    expect(exported.reviews.map((r) => r.status).sort()).toEqual(["pending", "published"]);

    await db.delete(user).where(eq(user.id, leaving.user.id));
    await forgetAccount(leaving.user, null, "user.erase");
    expect(await reviewsOf(second.vendorId)).toHaveLength(0);
    const [kept] = await reviewsOf(first.vendorId);
    expect(kept.coupleId).toBeNull();
    const reviews = (await vendorPage(first.vendorId)).data?.reviews as VendorReviews;
    expect(reviews.rows[0].author).toBe("A couple");
    expect((await vendorRow(first.vendorId)).saathReviewCount).toBe(1);
  });
});
