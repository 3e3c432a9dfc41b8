import { and, eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { shortlist, vendor } from "~/db/schema";
import { readToast } from "~/features/toast/toast.server";
import * as addBusiness from "~/routes/add-business";
import * as login from "~/routes/login";
import * as logout from "~/routes/logout";
import * as signup from "~/routes/signup";
import { makeListing, makeUser, uniqueEmail } from "../../../tests/factories";
import * as accounts from "../../../tests/support/accounts";
import { BASE, cookieFrom, get, post, postBody, run, setEnv } from "../../../tests/support/routes";

// Issue 31 (decision 042): a visitor sent to log in keeps their place through log-in, both
// sign-up steps and the confirmation link; an Add Business form waits for the account.
const sink = accounts.smtpSinkForThisFile();

const toastIn = async (headers: Headers) => (await readToast(get("/", cookieFrom(headers)))).toast;

const isShortlisted = async (userId: string, vendorId: number) =>
  (
    await db
      .select()
      .from(shortlist)
      .where(and(eq(shortlist.userId, userId), eq(shortlist.vendorId, vendorId)))
  ).length === 1;

/** Where a visitor was when they tapped the heart on vendor `vendorId`. */
const heartOn = (vendorId: number) => ({
  returnUrl: `/vendor/${vendorId}`,
  next: `shortlist:${vendorId}`,
});

describe("the heart a visitor tapped", () => {
  it("is added when they sign up, and they land back on the vendor with a toast naming it", async () => {
    const vendorId = await makeListing({ name: "Kesar Photography" });
    const email = uniqueEmail("heart");
    const outcome = await accounts.signUp(email, heartOn(vendorId));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/vendor/${vendorId}`);
    const account = await accounts.profileOf(email);
    expect(await isShortlisted(account.id, vendorId)).toBe(true);
    expect(await toastIn(outcome.headers)).toMatchObject({
      title: "Account created",
      description: expect.stringContaining("Kesar Photography is on your shortlist."),
    });
  });

  it("log-in alone adds nothing: as the spec has it, the couple comes back and taps it", async () => {
    const vendorId = await makeListing({ name: "Noor Mehndi" });
    const couple = await makeUser({ logIn: true });
    const outcome = await run(
      login.action,
      post("/login", {
        intent: "login",
        email: couple.row.email,
        password: "Factory!2027",
        ...heartOn(vendorId),
      }),
      { ip: accounts.freshIp() },
    );
    expect(outcome.data?.redirectTo).toBe(`/vendor/${vendorId}`);
    expect(await toastIn(outcome.headers)).toMatchObject({
      title: "Login successful",
      description: "Welcome back!",
    });
    expect(await isShortlisted(couple.user.id, vendorId)).toBe(false);
  });

  it("ignores a step that is not one, and a return address on another site", async () => {
    const email = uniqueEmail("forged");
    const outcome = await accounts.signUp(email, {
      returnUrl: "//evil.example",
      next: "delete:all",
    });
    expect(outcome.location).toBe("/dashboard");
    const account = await accounts.profileOf(email);
    expect(await db.select().from(shortlist).where(eq(shortlist.userId, account.id))).toEqual([]);
  });

  it("the log-in page's Sign up link and the wizard carry the place", async () => {
    const page = await run(login.loader, get("/login?returnUrl=%2Fvendor%2F7&next=shortlist%3A7"));
    expect(page.data).toMatchObject({ returnUrl: "/vendor/7", next: "shortlist:7" });
    const wizard = await run(
      signup.loader,
      get("/signup?returnUrl=%2Fvendor%2F7&next=shortlist%3A7"),
    );
    expect(wizard.data?.place).toEqual({ returnUrl: "/vendor/7", next: "shortlist:7" });
  });
});

describe("with the e-mail confirmed before log-in", () => {
  beforeAll(() => setEnv({ REQUIRE_EMAIL_VERIFICATION: "true" }));
  afterAll(() => setEnv({ REQUIRE_EMAIL_VERIFICATION: "false" }));

  it("the heart is kept at sign-up and the link brings them back to the vendor, signed in", async () => {
    const vendorId = await makeListing({ name: "Sitara Decor" });
    const email = uniqueEmail("confirm-heart");
    const created = await accounts.signUp(email, heartOn(vendorId));
    expect(created.data).toMatchObject({
      done: true,
      email,
      kept: "Once you confirm, we'll take you back to where you were.",
    });
    const account = await accounts.profileOf(email);
    expect(await isShortlisted(account.id, vendorId)).toBe(true);

    const link = sink.current.link(email, `${BASE}/api/auth/verify-email?token=`);
    const confirmed = await accounts.followLink(link);
    expect(confirmed.location).toBe(
      `/login?confirmed=1&returnUrl=/vendor/${vendorId}&next=shortlist%3A${vendorId}`,
    );
    const landing = await run(
      login.loader,
      get(confirmed.location ?? "", cookieFrom(confirmed.headers)),
    );
    expect(landing.data?.redirectTo).toBe(`/vendor/${vendorId}`);
    expect(await toastIn(landing.headers)).toMatchObject({
      title: "Email confirmed",
      description: "Welcome to Saath! Sitara Decor is on your shortlist.",
    });
  });

  it("an address already registered gets the same answer and nothing is added to it", async () => {
    const vendorId = await makeListing();
    const existing = await makeUser();
    const again = await accounts.signUp(existing.row.email, heartOn(vendorId));
    expect(again.data).toMatchObject({
      done: true,
      kept: "Once you confirm, we'll take you back to where you were.",
    });
    expect(await isShortlisted(existing.user.id, vendorId)).toBe(false);
  });
});

function listingForm(name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    intent: "manual",
    name,
    categoryId: "catering",
    location: "Leicester",
    description: "Gujarati thalis for 100 to 600 guests.",
    email: "hello@thali.example",
    rating: "4.5",
    ...extra,
  }))
    form.set(key, value);
  return form;
}

/** A visitor submits Add Business: sent to log in, and the browser holds the draft's cookie. */
async function visitorSubmits(name: string, extra: Record<string, string> = {}) {
  const outcome = await run(
    addBusiness.action,
    postBody("/add-business/catering", listingForm(name, extra), ""),
    { params: { categoryId: "catering" }, ip: accounts.freshIp() },
  );
  expect(outcome.status).toBe(302);
  expect(outcome.location).toBe("/login?returnUrl=/add-business/catering");
  const cookie = cookieFrom(outcome.headers);
  expect(cookie).toContain("saath_listing_draft=");
  return cookie.split("; ").find((part) => part.startsWith("saath_listing_draft=")) ?? "";
}

function businessSignup(email: string, extra: Record<string, string> = {}) {
  return {
    intent: "create",
    accountType: "business",
    name1: "Meera Shah",
    email,
    password: "Business!2027",
    termsAccepted: "on",
    businessName: "Shah Thali",
    businessType: "Catering",
    returnUrl: "/add-business/catering",
    ...extra,
  };
}

/** Step two of a business's sign-up from a fresh address, with the browser's `cookie`. */
const businessSignsUp = (email: string, cookie: string) =>
  run(signup.action, post("/signup", businessSignup(email), { cookie }), {
    ip: accounts.freshIp(),
  });

const listingsNamed = (name: string) =>
  db
    .select({ id: vendor.id, ownerId: vendor.ownerId, status: vendor.approvalStatus })
    .from(vendor)
    .where(eq(vendor.name, name));

describe("Add Business before sign-up", () => {
  it("pre-fills sign-up, becomes the new business's pending listing once, and lands on /business", async () => {
    const name = `Shah Thali ${crypto.randomUUID().slice(0, 6)}`;
    const draft = await visitorSubmits(name);

    const wizard = await run(
      signup.loader,
      get("/signup?returnUrl=%2Fadd-business%2Fcatering", draft),
    );
    expect(wizard.data?.prefill).toEqual({
      businessName: name,
      businessType: "Catering",
      businessDescription: "Gujarati thalis for 100 to 600 guests.",
      email: "hello@thali.example",
    });
    // Log-in instead: the form comes back with what was typed.
    const form = await run(addBusiness.loader, get("/add-business/catering", draft), {
      params: { categoryId: "catering" },
    });
    expect(form.data?.draft).toMatchObject({ name, location: "Leicester" });

    const email = uniqueEmail("draft");
    const created = await businessSignsUp(email, draft);
    expect(created.status).toBe(302);
    expect(created.location).toBe("/business");
    expect(cookieFrom(created.headers, draft)).not.toContain("saath_listing_draft=");
    expect(await toastIn(created.headers)).toMatchObject({
      description: expect.stringContaining(
        `${name} has been submitted and will be reviewed by an administrator.`,
      ),
    });
    const owner = await accounts.profileOf(email);
    expect(await listingsNamed(name)).toEqual([
      { id: expect.any(Number), ownerId: owner.id, status: "pending" },
    ]);

    // The same cookie again (a replayed sign-up, a second tab): no second listing.
    const replay = await businessSignsUp(uniqueEmail("replay"), draft);
    expect(replay.location).toBe("/add-business/catering");
    expect(await listingsNamed(name)).toHaveLength(1);
  });

  it("keeps a typed NUL out and an emoji whole when it cuts a long text to 600 characters", async () => {
    const name = `Shah\u0000 Thali ${crypto.randomUUID().slice(0, 6)}`;
    // 599 letters then an emoji of two UTF-16 units: cut at 600 units it would be half of one.
    const about = `${"a".repeat(599)}\u{1F389} and more`;
    const draft = await visitorSubmits(name, { description: about });
    const form = await run(addBusiness.loader, get("/add-business/catering", draft), {
      params: { categoryId: "catering" },
    });
    expect(form.data?.draft).toMatchObject({
      name: name.replace("\u0000", ""),
      description: `${"a".repeat(599)}\u{1F389}`,
    });
  });

  it("is done with once a signed-in account sends its own listing, and logging out forgets it", async () => {
    const name = `Logged Thali ${crypto.randomUUID().slice(0, 6)}`;
    const draft = await visitorSubmits(name);
    // They log in to an account they already had and send the form themselves.
    const business = await makeUser({ role: "business", logIn: true });
    const both = `${business.cookie}; ${draft}`;
    const sent = await run(
      addBusiness.action,
      postBody("/add-business/catering", listingForm(name), both),
      { params: { categoryId: "catering" }, ip: accounts.freshIp() },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("set-cookie")).toContain("saath_listing_draft=;");
    expect(await listingsNamed(name)).toHaveLength(1);
    // The form no longer offers it, and a later sign-up in this browser does not make it again.
    const form = await run(addBusiness.loader, get("/add-business/catering", draft), {
      params: { categoryId: "catering" },
    });
    expect(form.data?.draft ?? null).toBeNull();
    const later = await businessSignsUp(uniqueEmail("later"), draft);
    expect(later.location).toBe("/add-business/catering");
    expect(await listingsNamed(name)).toHaveLength(1);

    const another = await visitorSubmits(`Left Thali ${crypto.randomUUID().slice(0, 6)}`);
    const out = await run(logout.action, post("/logout", {}, { cookie: another }));
    expect(out.headers.get("set-cookie")).toContain("saath_listing_draft=;");
  });

  it("says so when the kept listing cannot be sent yet, and keeps it for the form", async () => {
    const name = `Nowhere Thali ${crypto.randomUUID().slice(0, 6)}`;
    // A postcode of the right shape that does not exist.
    const draft = await visitorSubmits(name, { postcode: "ZZ9 9ZZ" });
    const created = await businessSignsUp(uniqueEmail("nowhere"), draft);
    expect(created.location).toBe("/add-business/catering");
    expect(await toastIn(created.headers)).toMatchObject({
      description: expect.stringContaining(
        "Your listing needs a little more before it can be sent",
      ),
    });
    expect(await listingsNamed(name)).toEqual([]);
    const form = await run(addBusiness.loader, get("/add-business/catering", draft), {
      params: { categoryId: "catering" },
    });
    expect(form.data?.draft).toMatchObject({ name, postcode: "ZZ9 9ZZ" });
  });

  it("another person without the browser's secret cannot take it", async () => {
    const name = `Kept Thali ${crypto.randomUUID().slice(0, 6)}`;
    const draft = await visitorSubmits(name);
    const forged = (await createCookie("saath_listing_draft").serialize("x".repeat(43))).split(
      ";",
    )[0];
    for (const cookie of ["", forged]) {
      const other = await businessSignsUp(uniqueEmail("other"), cookie);
      expect(other.location).toBe("/add-business/catering");
    }
    expect(await listingsNamed(name)).toEqual([]);
    // The real holder still can.
    const mine = await businessSignsUp(uniqueEmail("mine"), draft);
    expect(mine.location).toBe("/business");
    expect(await listingsNamed(name)).toHaveLength(1);
  });
});
