import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, businessClaim, mailOutbox, vendor } from "~/db/schema";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { MAX_PENDING_CLAIMS } from "~/features/claims/claim.constants";
import { getVendorPage } from "~/features/vendors/vendors.server";
import { action as adminAction } from "~/routes/admin";
import { action } from "~/routes/claim";
import { action as vendorPageAction } from "~/routes/vendor";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { makeUser } from "../../../tests/factories/users";
import { post, run } from "../../../tests/support/routes";
import { createTestUser, sessionCookieFor } from "../../../tests/support/users";
import { insertTestVendor, vendorColumns } from "../../../tests/support/vendors";
import {
  approveClaim,
  isVendorClaimable,
  listClaims,
  rejectClaim,
  submitClaim,
} from "./claims.server";

const claimInput = (vendorId: number) => ({
  vendorId,
  relationship: "Owner <b>",
  evidence: "I run it. onmouseover=alert(1)",
  contactNumber: "0116 496 0123 (mobile)",
});

const newVendor = (overrides: { approvalStatus?: "approved" | "pending" } = {}) =>
  insertTestVendor({
    name: `Claimable ${crypto.randomUUID().slice(0, 6)}`,
    categoryId: "photography-videography",
    location: "Leicester",
    ...overrides,
  });

const ownerOf = async (vendorId: number) =>
  (await vendorColumns(vendorId, { ownerId: vendor.ownerId }))?.ownerId;

type ActionArgs = Parameters<typeof action>[0];
const callAdminAction = async (request: Request) => {
  refuseCrossSiteWrites({ request });
  return adminAction({ request, params: {}, context: {} } as unknown as AdminActionArgs);
};
type AdminActionArgs = Parameters<typeof adminAction>[0];

// As React Router does: the root route's middleware first, then the action.
const callAction = async (request: Request) => {
  refuseCrossSiteWrites({ request });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
};

describe("submitting a claim", () => {
  it("records a sanitised pending claim and makes the vendor unclaimable", async () => {
    const claimant = await createTestUser("business");
    const vendorId = await newVendor();
    expect(await isVendorClaimable(vendorId)).toBe(true);
    // The vendor page asks the same question in its one query.
    expect((await getVendorPage(vendorId))?.claimable).toBe(true);

    const result = await submitClaim(claimant, claimInput(vendorId));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [claim] = await db
      .select()
      .from(businessClaim)
      .where(eq(businessClaim.id, result.claimId));
    expect(claim).toMatchObject({
      vendorId,
      userId: claimant.id,
      status: "pending",
      relationship: "Owner b",
      evidence: "I run it. alert(1)",
      contactNumber: "0116 496 0123 ()",
    });
    expect(await isVendorClaimable(vendorId)).toBe(false);
    expect((await getVendorPage(vendorId))?.claimable).toBe(false);
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "claim.submit"), eq(auditLog.entityId, String(result.claimId))),
      );
    expect(audit).toHaveLength(1);
  });

  it("refuses a second pending claim for the same vendor", async () => {
    const vendorId = await newVendor();
    const first = await createTestUser("user");
    const second = await createTestUser("user");
    expect((await submitClaim(first, claimInput(vendorId))).ok).toBe(true);
    expect(await submitClaim(second, claimInput(vendorId))).toEqual({
      ok: false,
      reason: "not-claimable",
    });
    expect(await submitClaim(first, claimInput(vendorId))).toEqual({
      ok: false,
      reason: "not-claimable",
    });
  });

  it("lets one account have at most ten claims waiting, so it cannot hold every listing", async () => {
    const claimant = await createTestUser("user");
    for (let i = 0; i < MAX_PENDING_CLAIMS; i++) {
      expect((await submitClaim(claimant, claimInput(await newVendor()))).ok).toBe(true);
    }
    const sixth = await newVendor();
    expect(await submitClaim(claimant, claimInput(sixth))).toEqual({
      ok: false,
      reason: "too-many",
    });
    expect(await isVendorClaimable(sixth)).toBe(true);
    expect(
      await db.$count(
        businessClaim,
        and(eq(businessClaim.userId, claimant.id), eq(businessClaim.status, "pending")),
      ),
    ).toBe(MAX_PENDING_CLAIMS);
  });

  it("the unique index holds even when two claims race past the check", async () => {
    const vendorId = await newVendor();
    const a = await createTestUser("user");
    const b = await createTestUser("user");
    const results = await Promise.all([
      submitClaim(a, claimInput(vendorId)),
      submitClaim(b, claimInput(vendorId)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const pending = await db
      .select()
      .from(businessClaim)
      .where(and(eq(businessClaim.vendorId, vendorId), eq(businessClaim.status, "pending")));
    expect(pending).toHaveLength(1);
  });

  it("an owned vendor, or one that is not approved, cannot be claimed", async () => {
    const owner = await createTestUser("business");
    const claimant = await createTestUser("user");
    const owned = await newVendor();
    await db.update(vendor).set({ ownerId: owner.id }).where(eq(vendor.id, owned));
    expect(await isVendorClaimable(owned)).toBe(false);
    expect((await getVendorPage(owned))?.claimable).toBe(false);
    expect(await submitClaim(claimant, claimInput(owned))).toEqual({
      ok: false,
      reason: "not-claimable",
    });

    const pending = await newVendor({ approvalStatus: "pending" });
    expect(await isVendorClaimable(pending)).toBe(false);
    expect(await submitClaim(claimant, claimInput(pending))).toEqual({
      ok: false,
      reason: "not-claimable",
    });
    expect(await isVendorClaimable(999_999_999)).toBe(false);
  });
});

describe("deciding a claim", () => {
  it("approve sets the claimant as owner and e-mails them", async () => {
    const admin = await createTestUser("admin");
    const claimant = await createTestUser("business", "Kiran Shah");
    const vendorId = await newVendor();
    const submitted = await submitClaim(claimant, claimInput(vendorId));
    if (!submitted.ok) throw new Error("claim not submitted");
    expect((await listClaims("pending")).some((c) => c.id === submitted.claimId)).toBe(true);

    expect(await approveClaim(admin, submitted.claimId)).toEqual({
      ok: true,
      vendorId,
      claimantId: claimant.id,
    });
    expect(await ownerOf(vendorId)).toBe(claimant.id);
    const [claim] = await db
      .select()
      .from(businessClaim)
      .where(eq(businessClaim.id, submitted.claimId));
    expect(claim).toMatchObject({ status: "approved", decidedBy: admin.id });
    expect(claim.decidedAt).toBeInstanceOf(Date);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, claimant.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("has been approved");
    expect(mails[0].text).toContain(`/vendor/${vendorId}`);

    // Only pending claims can be decided.
    expect(await approveClaim(admin, submitted.claimId)).toEqual({
      ok: false,
      reason: "not-pending",
    });
    expect(await rejectClaim(admin, submitted.claimId)).toEqual({
      ok: false,
      reason: "not-pending",
    });
    expect(await approveClaim(admin, 999_999_999)).toEqual({ ok: false, reason: "not-found" });
  });

  it("reject leaves the vendor unowned (and claimable again) and e-mails the claimant", async () => {
    const admin = await createTestUser("admin");
    const claimant = await createTestUser("user");
    const vendorId = await newVendor();
    const submitted = await submitClaim(claimant, claimInput(vendorId));
    if (!submitted.ok) throw new Error("claim not submitted");
    expect((await rejectClaim(admin, submitted.claimId)).ok).toBe(true);
    expect(await ownerOf(vendorId)).toBeNull();
    expect(await isVendorClaimable(vendorId)).toBe(true);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, claimant.email));
    expect(mails[0]?.subject).toContain("was not approved");
  });

  it("a non-admin cannot decide: 403 and nothing changes", async () => {
    const claimant = await createTestUser("user");
    const vendorId = await newVendor();
    const submitted = await submitClaim(claimant, claimInput(vendorId));
    if (!submitted.ok) throw new Error("claim not submitted");

    // Claims are decided in one place, the admin panel's action: a real logged-in couple
    // posting its approve-claim intent is refused.
    const couple = demoAccounts()[0];
    const cookie = await sessionCookieFor(couple.email, couple.password);
    const form = new FormData();
    form.set("intent", "approve-claim");
    form.set("id", String(submitted.claimId));
    const request = new Request("http://localhost:3000/admin", {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000" },
      body: form,
    });
    await expect(callAdminAction(request)).rejects.toMatchObject({ init: { status: 403 } });

    const [claim] = await db
      .select()
      .from(businessClaim)
      .where(eq(businessClaim.id, submitted.claimId));
    expect(claim.status).toBe("pending");
    expect(await ownerOf(vendorId)).toBeNull();
  });
});

describe("the claim route", () => {
  it("answers a visitor's fetch with 401 and a plain post with a log-in redirect", async () => {
    const vendorId = await newVendor();
    const form = new FormData();
    form.set("vendorId", String(vendorId));
    form.set("relationship", "Owner");
    form.set("evidence", "Proof");
    form.set("contactNumber", "0116 496 0000");
    const plain = (await callAction(
      new Request("http://localhost:3000/claim", { method: "POST", body: form }),
    )) as Response;
    // The one guard for visitors' writes answers like requireUser: a 302 to log in.
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe(`/login?returnUrl=/vendor/${vendorId}`);

    form.set("js", "1");
    const fetched = (await callAction(
      new Request("http://localhost:3000/claim", { method: "POST", body: form }),
    )) as unknown as { data: unknown; init: { status: number } };
    expect(fetched.init.status).toBe(401);
    expect(fetched.data).toEqual({ ok: false, error: "login-required" });
    expect(await isVendorClaimable(vendorId)).toBe(true);
  });

  it("submits a logged-in user's claim and refuses missing fields with 400", async () => {
    const vendorId = await newVendor();
    const couple = demoAccounts()[0];
    const cookie = await sessionCookieFor(couple.email, couple.password);
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ vendorId: String(vendorId), js: "1", ...fields }))
        form.set(k, v);
      return callAction(
        new Request("http://localhost:3000/claim", {
          method: "POST",
          headers: { cookie, origin: "http://localhost:3000" },
          body: form,
        }),
      ) as unknown as Promise<{ data: unknown; init: { status: number } | null }>;
    };
    const missing = await post({ relationship: "Owner", evidence: "", contactNumber: "" });
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ ok: false, error: "invalid" });

    const ok = await post({
      relationship: "Owner",
      evidence: "Proof",
      contactNumber: "0116 496 0000",
    });
    expect(ok.data).toEqual({ ok: true });
    expect(await isVendorClaimable(vendorId)).toBe(false);
  });

  it("without JavaScript, a refused claim is answered in the vendor page with what was typed", async () => {
    const vendorId = await newVendor();
    const { cookie } = await makeUser({ role: "business", logIn: true });
    const typed = {
      vendorId: String(vendorId),
      relationship: "Owner since 2015",
      evidence: "Companies House 01234567",
      contactNumber: "12345",
    };
    const send = (fields: Record<string, string>) =>
      run(vendorPageAction, post(`/vendor/${vendorId}?claim=1`, fields, { cookie }), {
        params: { vendorId: String(vendorId) },
      });
    const refused = await send(typed);
    expect(refused.status).toBe(400);
    expect(refused.location).toBeNull();
    expect(refused.data).toMatchObject({
      ok: false,
      error: "invalid",
      errors: { contactNumber: "Please enter a valid UK phone number" },
      values: typed,
    });
    expect(await isVendorClaimable(vendorId)).toBe(true);

    // Refused: a visitor is sent to log in; another listing's id is not this page's claim.
    const visitor = await run(
      vendorPageAction,
      post(`/vendor/${vendorId}?claim=1`, { ...typed, contactNumber: "0116 496 0000" }),
      { params: { vendorId: String(vendorId) } },
    );
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/login?returnUrl=/vendor/${vendorId}`);
    const elsewhere = await send({ ...typed, contactNumber: "0116 496 0000", vendorId: "1" });
    expect(elsewhere.status).toBe(400);
    expect(await isVendorClaimable(vendorId)).toBe(true);

    const sent = await send({ ...typed, contactNumber: "0116 496 0000" });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/vendor/${vendorId}`);
    expect(await isVendorClaimable(vendorId)).toBe(false);
  });
});
