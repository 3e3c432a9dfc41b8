/**
 * UK GDPR in Account Settings: a signed-in person downloads what Saath holds about them, and
 * deletes their account after typing their password. Sessions end, personal data goes, listings
 * stay without an owner, threads stay with the vendors without the couple's details.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  businessClaim,
  enquiry,
  requestLimit,
  session,
  shortlist,
  user,
  vendor,
} from "~/db/schema";
import { accountAction, smtpSinkForThisFile } from "../../../tests/support/accounts";
import { enquiryFields, listing, type Person, person } from "../../../tests/support/enquiries";
import { get, post, run } from "../../../tests/support/routes";

smtpSinkForThisFile();
const PASSWORD = "Enquiry!2027";

/** The couple's enquiry through the real vendor-page form. */
async function enquire(who: Person, vendorId: number) {
  const { action } = await import("~/routes/enquire");
  const outcome = await run(
    action,
    post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: who.cookie }),
    { params: { vendorId: String(vendorId) } },
  );
  expect(outcome.status).toBe(303);
  const [thread] = await db.select().from(enquiry).where(eq(enquiry.vendorId, vendorId));
  return thread.id;
}

async function download(cookie?: string) {
  const { loader } = await import("~/routes/account-data");
  return run(loader, get("/account/data", cookie));
}

describe("download my data", () => {
  let couple: Person;
  let vendorId = 0;
  beforeAll(async () => {
    couple = await person("user", "Asha Patel");
    vendorId = await listing({ email: "studio@example.com" });
    await db.insert(shortlist).values({ userId: couple.user.id, vendorId });
    await enquire(couple, vendorId);
  });

  it("is a JSON file of the profile, shortlist, enquiries with messages, and sessions", async () => {
    const outcome = await download(couple.cookie);
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("content-disposition")).toMatch(
      /attachment; filename="saath-my-data-/,
    );
    expect(outcome.headers.get("cache-control")).toContain("no-store");
    const data = outcome.data as Record<string, never> & {
      profile: { email: string };
      shortlist: { vendorId: number }[];
      enquiries: { side: string; phone: string; messages: { body: string }[] }[];
      signedInSessions: unknown[];
    };
    expect(data.profile.email).toBe(couple.user.email);
    expect(data.shortlist.map((s) => s.vendorId)).toEqual([vendorId]);
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0]).toMatchObject({ side: "couple", phone: "07700 900123" });
    expect(data.enquiries[0].messages[0].body).toContain("free for our wedding");
    expect(data.signedInSessions.length).toBeGreaterThan(0);
    // No secrets: no session tokens, no password hashes.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/token|password/i);
  });

  it("needs a session: a visitor is sent to log in", async () => {
    const outcome = await download();
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/login/);
  });
});

describe("delete my account", () => {
  it("with the wrong password changes nothing and says so next to the field", async () => {
    const couple = await person("user");
    const outcome = await accountAction(couple.cookie, {
      intent: "delete-account",
      currentPassword: "not-my-password",
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data?.errors).toEqual({ currentPassword: "That password is not right" });
    expect(await db.select().from(user).where(eq(user.id, couple.user.id))).toHaveLength(1);
    expect((await download(couple.cookie)).status).toBe(200);
  });

  it("an empty or over-long password gets the form's message", async () => {
    const couple = await person("user");
    for (const currentPassword of ["", "x".repeat(129)]) {
      const outcome = await accountAction(couple.cookie, {
        intent: "delete-account",
        currentPassword,
      });
      expect(outcome.status).toBe(400);
      expect(outcome.data?.errors).toHaveProperty("currentPassword");
    }
  });

  it("erases a couple: sessions end, threads stay with the vendor without their details", async () => {
    const couple = await person("user", "Meera Shah");
    const vendorId = await listing({ email: "venue@example.com" });
    await db.insert(shortlist).values({ userId: couple.user.id, vendorId });
    const threadId = await enquire(couple, vendorId);
    // Counters that name the address go with it; someone else's whose address contains it stay.
    const email = couple.user.email.toLowerCase();
    const keys = [`sign-in-account:${email}`, `forgot:${email}`, `sign-in-account:jo${email}`];
    await db
      .insert(requestLimit)
      .values(keys.map((key) => ({ key, count: 5, windowStart: Date.now() })))
      .onConflictDoNothing();

    const outcome = await accountAction(couple.cookie, {
      intent: "delete-account",
      currentPassword: PASSWORD,
    });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    expect(outcome.headers.get("set-cookie")).toMatch(/session_token=;/);

    expect(await db.select().from(user).where(eq(user.id, couple.user.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, couple.user.id))).toEqual([]);
    expect(await db.select().from(shortlist).where(eq(shortlist.userId, couple.user.id))).toEqual(
      [],
    );
    const [thread] = await db.select().from(enquiry).where(eq(enquiry.id, threadId));
    expect(thread).toMatchObject({ coupleId: null, couplePhone: null });
    // The old cookie no longer opens anything.
    expect((await download(couple.cookie)).status).toBe(302);
    // The audit log keeps the action, not the person.
    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, couple.user.id));
    expect(trail.map((row) => row.action)).toContain("user.erase");
    expect(JSON.stringify(trail)).not.toContain(couple.user.email);
    const left = await db
      .select({ key: requestLimit.key })
      .from(requestLimit)
      .where(inArray(requestLimit.key, keys));
    expect(left.map((row) => row.key)).toEqual([`sign-in-account:jo${email}`]);
  });

  it("a business's listings stay in the directory without an owner, claimable again", async () => {
    const business = await person("business");
    const vendorId = await listing({ ownerId: business.user.id });
    await db.insert(businessClaim).values({
      vendorId,
      userId: business.user.id,
      relationship: "owner",
      evidence: "Companies House number 01234567",
      contactNumber: "07700 900456",
      status: "approved",
    });
    const outcome = await accountAction(business.cookie, {
      intent: "delete-account",
      currentPassword: PASSWORD,
    });
    expect(outcome.status).toBe(302);
    const [row] = await db.select().from(vendor).where(eq(vendor.id, vendorId));
    expect(row).toMatchObject({ ownerId: null, approvalStatus: "approved" });
    expect(
      await db.select().from(businessClaim).where(eq(businessClaim.userId, business.user.id)),
    ).toEqual([]);
  });

  it("the main admin's account cannot be deleted this way", async () => {
    const { demoAccounts } = await import("~/startup/demo-accounts.server");
    const { logIn } = await import("../../../tests/support/routes");
    const main = demoAccounts()[2];
    const cookie = await logIn(main.email, main.password, "198.51.100.77");
    const outcome = await accountAction(cookie, {
      intent: "delete-account",
      currentPassword: main.password,
    });
    expect(outcome.status).toBe(403);
    expect(await db.select().from(user).where(eq(user.email, main.email))).toHaveLength(1);
    // Nor can its address change: the site would be left with no main admin.
    const moved = await accountAction(cookie, {
      intent: "change-email",
      newEmail: "someone-else@example.com",
      currentPassword: main.password,
    });
    expect(moved.status).toBe(403);
    expect(moved.data?.formError).toBe(
      "The main admin's email is set in the site's configuration (ADMIN_EMAIL) and cannot be changed here.",
    );
    expect(moved.data?.values).toMatchObject({ newEmail: "someone-else@example.com" });
  });
});
