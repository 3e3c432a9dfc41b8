import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config.server";
import { db, getDbHandle, openPostgresHandle } from "~/db/client.server";
import {
  businessClaim,
  category,
  enquiry,
  shortlist,
  user,
  vendor,
  vendorPhoto,
} from "~/db/schema";
import { review } from "~/db/schema-reviews";
import { recordVisit } from "~/features/analytics/visits.server";
import {
  decideVendor,
  deleteVendor,
  insertVendor,
  setVendorCover,
} from "~/features/vendors/vendor-write.server";
import { makeUser } from "../../../tests/factories";
import { CONTENT_CHANNEL, watchContentChanges } from "./content-changes.server";

/**
 * The page cache forgets its pages when the database announces a change (decision 025): every
 * kind of write that changes what a public page shows must be announced, on commit, to every
 * process listening on the database, and nothing else should be (each announcement empties
 * every instance's cache).
 */
const actor = { id: `content-${crypto.randomUUID()}` };
const heard: string[] = [];
let stop: () => Promise<void>;

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 30_000; // a ceiling for a busy machine; the wait ends on the state
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Never heard: ${what} (heard ${heard.join(", ")})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A write every test can end with: once its announcement arrives, all earlier ones have. */
async function marker() {
  await db.update(category).set({ name: "Catering" }).where(eq(category.id, "catering"));
  await until(() => heard.includes("category"), "the marker");
}

const newVendor = (approvalStatus: "approved" | "pending" = "approved") =>
  insertVendor(actor, {
    name: `Announced Caterers ${crypto.randomUUID().slice(0, 6)}`,
    categoryId: "catering",
    location: "Leicester",
    postcode: "LE4 5AS",
    rating: 4,
    approvalStatus,
    source: "database",
  });

beforeAll(async () => {
  await makeUser({ id: actor.id, name: "Admin" });
  stop = await getDbHandle().listen(CONTENT_CHANNEL, {
    onMessage: (table) => heard.push(table),
    onListening: () => {},
  });
});
afterAll(async () => {
  await stop();
});
beforeEach(() => {
  heard.length = 0;
});

describe("announcing changes to public pages", () => {
  it("announces each kind of vendor write, from the one vendor writer", async () => {
    const { id } = await newVendor("pending");
    await until(() => heard.includes("vendor"), "a new listing");
    for (const write of [
      () => decideVendor(actor, id, "approved"),
      () => setVendorCover(actor, id, null),
      () => deleteVendor(actor, id),
    ]) {
      heard.length = 0;
      await write();
      await until(() => heard.includes("vendor"), String(write));
    }
  });

  it("announces photos, reviews, categories and the names shown on reviews", async () => {
    const { id } = await newVendor();
    const couple = `couple-${crypto.randomUUID()}`;
    await makeUser({ id: couple, name: "Asha" });
    heard.length = 0;

    await db
      .insert(vendorPhoto)
      .values({ vendorId: id, fileKey: "abc", alt: "A thali", position: 0 });
    await until(() => heard.includes("vendor_photo"), "a photo");
    await db.insert(review).values({
      vendorId: id,
      coupleId: couple,
      rating: 5,
      quality: 5,
      value: 5,
      responsiveness: 5,
      professionalism: 5,
      event: "Reception",
      serviceMonth: "2026-06-01",
      title: "Wonderful",
      body: "They fed four hundred guests without a hitch.",
      status: "published",
    });
    await until(() => heard.includes("review"), "a review");
    await db.update(user).set({ name: "Asha Patel" }).where(eq(user.id, couple));
    await until(() => heard.includes("user"), "a reviewer's new name");
    await marker();
  });

  it("announces a claim submitted, decided or withdrawn (the vendor page's 'Is this your business?')", async () => {
    const { id } = await newVendor();
    const owner = `claimant-${crypto.randomUUID()}`;
    await db.insert(user).values({ id: owner, name: "Rani", email: `${owner}@example.com` });
    await until(() => heard.includes("vendor"), "the set-up");
    heard.length = 0;
    const [claim] = await db
      .insert(businessClaim)
      .values({
        vendorId: id,
        userId: owner,
        relationship: "Owner",
        evidence: "I run it",
        contactNumber: "07700 900123",
      })
      .returning({ id: businessClaim.id });
    await until(() => heard.includes("business_claim"), "a claim submitted");
    heard.length = 0;
    await db
      .update(businessClaim)
      .set({ status: "rejected" })
      .where(eq(businessClaim.id, claim.id));
    await until(() => heard.includes("business_claim"), "a claim decided");
    await marker();
  });

  it("announces a change to a vendor's reply times once they are shown (three answered enquiries)", async () => {
    const { id } = await newVendor();
    await until(() => heard.includes("vendor"), "the set-up");
    // Threads of couples who left Saath: one couple has one open thread per vendor.
    const ask = async () =>
      (
        await db
          .insert(enquiry)
          .values({ vendorId: id, coupleId: null })
          .returning({ id: enquiry.id })
      )[0].id;
    const answer = (enquiryId: number) =>
      db.update(enquiry).set({ firstReplyAt: new Date() }).where(eq(enquiry.id, enquiryId));

    // Two answered enquiries: no figures on the page yet, so nothing to announce.
    heard.length = 0;
    for (let n = 0; n < 2; n++) await answer(await ask());
    const third = await ask();
    await marker();
    expect(heard).toEqual(["category"]);

    // The third answer makes the figures appear; after that each new enquiry changes the share.
    heard.length = 0;
    await answer(third);
    await until(() => heard.includes("enquiry"), "the third answered enquiry");
    heard.length = 0;
    await ask();
    await until(() => heard.includes("enquiry"), "a new enquiry changing the answered share");
    await marker();
  });

  it("says nothing about writes no public page shows", async () => {
    const { id } = await newVendor();
    const couple = `quiet-${crypto.randomUUID()}`;
    await makeUser({ id: couple, name: "Ravi" });
    await until(() => heard.includes("vendor"), "the set-up");
    heard.length = 0;

    await db.insert(shortlist).values({ userId: couple, vendorId: id });
    await recordVisit({ path: `/vendor/${id}`, title: "A listing", userAgent: "test" });
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, couple));
    // A change that is rolled back was never made.
    await db
      .transaction(async (tx) => {
        await tx.update(vendor).set({ rating: 1 }).where(eq(vendor.id, id));
        throw new Error("rolled back");
      })
      .catch(() => {});
    await marker();
    expect(heard).toEqual(["category"]);
  });

  it("tells the page cache, which forgets its pages", async () => {
    let changes = 0;
    const stopWatching = await watchContentChanges({
      onChange: () => changes++,
      onListening: () => {},
    });
    try {
      const before = changes;
      await newVendor();
      await until(() => changes > before, "the watcher");
    } finally {
      await stopWatching();
    }
  });

  it.runIf(getDbHandle().kind === "postgres")(
    "reaches another instance on the same PostgreSQL database",
    async () => {
      const other = openPostgresHandle(getEnv().DATABASE_URL as string);
      const elsewhere: string[] = [];
      const stopOther = await other.listen(CONTENT_CHANNEL, {
        onMessage: (table) => elsewhere.push(table),
        onListening: () => {},
      });
      try {
        const { id } = await newVendor("pending");
        elsewhere.length = 0;
        await decideVendor(actor, id, "approved");
        await until(() => elsewhere.includes("vendor"), "the approval on the other instance");
      } finally {
        await stopOther();
        await other.close();
      }
    },
  );
});
