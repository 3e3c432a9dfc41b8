import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { requestLimit, user } from "~/db/schema";
import { listEvents } from "~/features/events/events.server";
import * as login from "~/routes/login";
import * as profile from "~/routes/profile";
import * as signup from "~/routes/signup";
import { FACTORY_PASSWORD, uniqueEmail } from "../../../tests/factories";
import { makeUser } from "../../../tests/factories/users";
import * as accounts from "../../../tests/support/accounts";
import { BASE, cookieFrom, freshIp, get, post, run } from "../../../tests/support/routes";
import { getOptionalUser } from "./session.server";

// Sign-up and log-in; forgot/reset, settings and required confirmation are in
// account-recovery.int.test.ts.
const sink = accounts.smtpSinkForThisFile();

describe("sign-up (e-mail confirmation not required)", () => {
  it("a couple signs up, lands on /dashboard logged in, and gets a real confirmation e-mail", async () => {
    const email = uniqueEmail("couple");
    const outcome = await accounts.signUp(email, { role: "admin" });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/dashboard");
    const cookie = cookieFrom(outcome.headers);
    const session = await getOptionalUser(get("/dashboard", cookie));
    expect(session).toMatchObject({ email, role: "user", emailVerified: false });

    const row = await accounts.profileOf(email);
    expect(row).toMatchObject({
      name: "Asha Patel",
      name2: "Dev Shah",
      role: "user",
      weddingDate: accounts.inAYear(),
    });
    // The wizard's events and reception are records now (issue 14).
    const events = await listEvents(String(row?.id));
    expect(events.map((event) => [event.type, event.eventDate])).toEqual([
      ["mehndi", accounts.inAYear()],
      ["sangeet", accounts.inAYear()],
      ["reception", accounts.inAYear()],
    ]);

    const mails = sink.current.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].decoded).toContain("Confirm your email address for Saath");
    const link = sink.current.link(email, `${BASE}/api/auth/verify-email?token=`);
    const confirmed = await accounts.followLink(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/login?confirmed=1");
    expect((await accounts.profileOf(email))?.emailVerified).toBe(true);
  });

  it("another account's confirmation link leaves the person signed in as they were", async () => {
    const email = uniqueEmail("sender");
    await accounts.signUp(email);
    const link = sink.current.link(email, `${BASE}/api/auth/verify-email?token=`);
    const someoneElse = await makeUser({ logIn: true });

    const opened = await accounts.followLink(link, someoneElse.cookie);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/");
    // No new session cookie, and the link's account is not confirmed by it.
    expect(opened.headers.get("set-cookie") ?? "").not.toContain("session_token");
    expect((await accounts.profileOf(email))?.emailVerified).toBe(false);

    // Opened by its own person (no one signed in here), it confirms as before.
    const confirmed = await accounts.followLink(link);
    expect(confirmed.location).toBe("/login?confirmed=1");
    expect((await accounts.profileOf(email))?.emailVerified).toBe(true);
  });

  it("signing up again with a business's address and password logs it in as /login does", async () => {
    const business = await makeUser({ role: "business", logIn: true });
    const again = await accounts.signUp(business.user.email, { password: FACTORY_PASSWORD });
    expect(again.status).toBe(302);
    expect(again.location).toBe("/business");
    expect(again.headers.get("set-cookie") ?? "").toContain("saath_device=");
  });

  it("a business signs up with the business role set on the server", async () => {
    const email = uniqueEmail("business");
    const outcome = await run(
      signup.action,
      post("/register", {
        intent: "create",
        accountType: "business",
        name1: "Meera Kapoor",
        email,
        password: "Business!2027",
        termsAccepted: "on",
        businessName: "Kapoor Catering",
        businessType: "Catering",
        businessDescription: "Punjabi feasts for 50 to 800 guests.",
        role: "admin",
      }),
      { ip: freshIp() },
    );
    expect(outcome.location).toBe("/dashboard");
    expect(await accounts.profileOf(email)).toMatchObject({
      role: "business",
      businessName: "Kapoor Catering",
      businessType: "Catering",
    });
  });

  it("invalid steps answer 400 with the spec's messages, on the step that has them, keeping typed values", async () => {
    const step1 = await run(
      signup.action,
      post("/signup", {
        intent: "next",
        step: "1",
        accountType: "couple",
        name1: "A",
        name2: "B",
        email: "nope",
        password: "short",
        termsAccepted: "",
      }),
    );
    expect(step1.status).toBe(400);
    expect(step1.data).toMatchObject({
      step: 1,
      errors: {
        name1: "First name must be at least 2 characters",
        name2: "Second name must be at least 2 characters",
        email: "Please enter a valid email address",
        password: "Password must be at least 8 characters",
        termsAccepted: "You must accept the terms and conditions to continue",
      },
    });
    expect((step1.data?.values as Record<string, string> | undefined)?.email).toBe("nope");

    for (const [password, message] of [
      ["lowercase1!", "Password must contain at least one uppercase letter"],
      ["UPPERCASE1!", "Password must contain at least one lowercase letter"],
      ["NoNumbers!!", "Password must contain at least one number"],
      ["NoSpecial123", "Password must contain at least one special character"],
    ]) {
      const outcome = await run(
        signup.action,
        post("/signup", { ...accounts.coupleSignup("x@example.com"), intent: "next", password }),
      );
      expect((outcome.data?.errors as Record<string, string> | undefined)?.password).toBe(message);
    }

    const step2 = await run(
      signup.action,
      post("/signup", accounts.coupleSignup(uniqueEmail("c"), { weddingDate: "" })),
    );
    expect(step2.data).toMatchObject({
      step: 2,
      errors: { weddingDate: "Please select your wedding date" },
    });
    const past = await run(
      signup.action,
      post("/signup", accounts.coupleSignup(uniqueEmail("c"), { weddingDate: "2020-01-01" })),
    );
    expect((past.data?.errors as Record<string, string> | undefined)?.weddingDate).toBeTruthy();

    const business = await run(
      signup.action,
      post("/signup", {
        ...accounts.coupleSignup(uniqueEmail("b")),
        accountType: "business",
        businessName: "X",
        businessType: "",
      }),
    );
    expect(business.data).toMatchObject({
      step: 2,
      errors: {
        businessName: "Business name must be at least 2 characters",
        businessType: "Please select a business type",
      },
    });
  });

  it("without JavaScript the wizard moves one step per request", async () => {
    const chosen = await run(
      signup.action,
      post("/signup", { intent: "choose-business", step: "0" }),
    );
    expect(chosen.data).toMatchObject({ step: 1, values: { accountType: "business" } });
    const next = await run(
      signup.action,
      post("/signup", { ...accounts.coupleSignup(uniqueEmail("n")), intent: "next", step: "1" }),
    );
    expect(next.data).toMatchObject({ step: 2 });
    const back = await run(signup.action, post("/signup", { intent: "back", step: "2" }));
    expect(back.data).toMatchObject({ step: 1 });
  });

  it("an address already registered logs in with what was typed, else says so", async () => {
    const email = uniqueEmail("twice");
    await accounts.signUp(email);
    const again = await accounts.signUp(email);
    expect(again.status).toBe(302);
    expect(again.location).toBe("/dashboard");
    expect(cookieFrom(again.headers)).toContain("session_token");

    const wrong = await accounts.signUp(email, { password: "Different!2027" });
    expect(wrong.status).toBe(409);
    expect(wrong.data?.formError).toContain(
      "Account exists: This email is already registered. Attempting to log you in... Login failed:",
    );
    expect(wrong.data?.toast).toMatchObject({
      title: "Login failed",
      description:
        "Could not log in with the provided credentials. Please try the login page instead.",
    });
  });
});

describe("log in", () => {
  it("trims and lower-cases the e-mail, and sends each role to its destination or a safe returnUrl", async () => {
    const ok = await accounts.attemptLogIn("  Couple@Saath.Example ", "Couple!2027");
    expect(ok.status).toBe(200);
    expect(ok.data?.redirectTo).toBe("/dashboard");
    expect(cookieFrom(ok.headers)).toContain("session_token");

    const business = await accounts.attemptLogIn("business@saath.example", "Business!2027");
    expect(business.data?.redirectTo).toBe("/business");
    const admin = await accounts.attemptLogIn("admin@saath.example", "Admin!2027");
    expect(admin.data?.redirectTo).toBe("/admin");

    const back = await accounts.attemptLogIn("couple@saath.example", "Couple!2027", {
      returnUrl: "/vendor/3?tab=1",
    });
    expect(back.data?.redirectTo).toBe("/vendor/3?tab=1");
    const offsite = await accounts.attemptLogIn("couple@saath.example", "Couple!2027", {
      returnUrl: "//evil.example/x",
    });
    expect(offsite.data?.redirectTo).toBe("/dashboard");
  });

  it("a wrong password answers 401 'Invalid email or password.' and sets no cookie", async () => {
    const outcome = await accounts.attemptLogIn("couple@saath.example", "Wrong!2027");
    expect(outcome.status).toBe(401);
    expect(outcome.data?.formError).toBe("Invalid email or password.");
    expect(outcome.data?.toast).toMatchObject({ title: "Login failed" });
    expect(cookieFrom(outcome.headers)).not.toContain("session_token");
    // The spec's notice after a failed log-in offers the confirmation link for the typed address.
    expect(outcome.data).toMatchObject({ offerResend: true, email: "couple@saath.example" });
  });

  it("a failed log-in with a password the spec's rules refuse says which rule, beside the field", async () => {
    const short = await accounts.attemptLogIn("couple@saath.example", "abc");
    expect(short.status).toBe(401);
    expect(short.data?.errors).toEqual({ password: "Password must be at least 8 characters" });
    expect(short.data?.formError).toBe("Invalid email or password.");
    const noCapital = await accounts.attemptLogIn("nobody@saath.example", "couple!2027");
    expect(noCapital.data?.errors).toEqual({
      password: "Password must contain at least one uppercase letter",
    });
    // A strong wrong password: only "Invalid email or password.".
    const strong = await accounts.attemptLogIn("couple@saath.example", "Wrong!2027");
    expect(strong.data?.errors).toBeUndefined();
  });

  it("an account with a 6-character password (after a reset) still logs in", async () => {
    const { row } = await makeUser({ role: "user", password: "abc123", logIn: true });
    const outcome = await accounts.attemptLogIn(row.email, "abc123");
    expect(outcome.data?.redirectTo).toBeTruthy();
    expect(outcome.data?.errors).toBeUndefined();
  });

  it("an invalid e-mail answers 400 with the spec's message", async () => {
    const outcome = await run(
      login.action,
      post("/login", { intent: "login", email: "not-an-email", password: "x" }),
    );
    expect(outcome.status).toBe(400);
    expect((outcome.data?.errors as Record<string, string> | undefined)?.email).toBe(
      "Please enter a valid email address",
    );
  });

  it("a cross-site log-in post is refused", async () => {
    const outcome = await run(
      login.action,
      post(
        "/login",
        { intent: "login", email: "couple@saath.example", password: "Couple!2027" },
        { origin: "https://evil.example" },
      ),
    );
    expect(outcome.status).toBe(403);
  });

  it("successful log-ins never use up the limit", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 7; attempt++) {
      const outcome = await accounts.attemptLogIn("couple@saath.example", "Couple!2027", { ip });
      expect(outcome.status).toBe(200);
    }
  });

  it("repeated attempts on one account are rate limited with 'Please wait' (kept in the database)", async () => {
    const ip = freshIp();
    const email = "business@saath.example";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const outcome = await accounts.attemptLogIn(email, "Wrong!2027", { ip });
      statuses.push(outcome.status);
      if (outcome.status === 429)
        expect(outcome.data?.toast).toMatchObject({ title: "Please wait" });
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits until the window passes.
    const blocked = await accounts.attemptLogIn(email, "Business!2027", { ip });
    expect(blocked.status).toBe(429);
    const rows = await db
      .select({ key: requestLimit.key })
      .from(requestLimit)
      .where(like(requestLimit.key, "sign-in:%"));
    expect(rows.map((row) => row.key)).toContain(`sign-in:${ip}:${email}`);
  });
});

describe("the profile after the wedding", () => {
  it("saves the names with the wedding date already past; another past date is refused", async () => {
    const { email, cookie } = await accounts.newCouple("after");
    await db.update(user).set({ weddingDate: "2025-06-14" }).where(eq(user.email, email));
    const save = (fields: Record<string, string>) =>
      run(profile.action, post("/profile", fields, { cookie }));

    const kept = await save({ name: "Asha Patel", name2: "Ravi Patel", weddingDate: "2025-06-14" });
    expect(kept.status).toBe(302);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: "Asha Patel", weddingDate: "2025-06-14" });

    // A different day in the past, even with the form's saved date forged to match it.
    const forged: Record<string, string>[] = [
      { weddingDate: "2025-06-15" },
      { weddingDate: "2025-06-15", savedWeddingDate: "2025-06-15" },
    ];
    for (const fields of forged) {
      const moved = await save({ name: "Asha Patel", ...fields });
      expect(moved.status).toBe(400);
      expect(moved.data?.errors).toMatchObject({
        weddingDate: "Your wedding date cannot be in the past",
      });
    }
    const [after] = await db.select().from(user).where(eq(user.email, email));
    expect(after.weddingDate).toBe("2025-06-14");
  });
});
