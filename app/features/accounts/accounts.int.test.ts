import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { requestLimit, user } from "~/db/schema";
import * as account from "~/routes/account";
import * as apiAuth from "~/routes/api.auth";
import * as forgot from "~/routes/forgot-password";
import * as login from "~/routes/login";
import * as reset from "~/routes/reset-password";
import * as signup from "~/routes/signup";
import {
  BASE,
  cookieFrom,
  get,
  post,
  run,
  setEnv,
  startSmtpSink,
} from "../../../tests/support/routes";
import { getOptionalUser } from "./session.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ipCounter = 0;
/** A fresh client IP per test keeps the per-IP limits out of tests that are not about them. */
const freshIp = () => `192.0.2.${++ipCounter}`;
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const inAYear = () => `${new Date().getUTCFullYear() + 1}-06-14`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  setEnv({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: "false" });
});

afterAll(async () => {
  setEnv({ SMTP_URL: undefined, REQUIRE_EMAIL_VERIFICATION: undefined });
  await smtp.close();
});

function coupleSignup(email: string, extra: Record<string, string> = {}) {
  return {
    intent: "create",
    accountType: "couple",
    name1: "Asha Patel",
    name2: "Dev Shah",
    email,
    password: "Wedding!2027",
    termsAccepted: "on",
    weddingDate: inAYear(),
    event1: "Mehndi",
    event2: "Sangeet",
    reception: "Evening reception",
    ...extra,
  };
}

async function profileOf(email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return row;
}

/** Follows the confirmation link from the e-mail through the mounted better-auth handler. */
async function followLink(link: string, cookie = "") {
  const url = new URL(link);
  expect(url.origin).toBe(BASE);
  return run(apiAuth.loader, get(`${url.pathname}${url.search}`, cookie || undefined));
}

describe("sign-up (e-mail confirmation not required)", () => {
  it("a couple signs up, lands on /dashboard logged in, and gets a real confirmation e-mail", async () => {
    const email = unique("couple");
    const outcome = await run(
      signup.action,
      post("/signup", coupleSignup(email, { role: "admin" })),
      { ip: freshIp() },
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/dashboard");
    const cookie = cookieFrom(outcome.headers);
    const session = await getOptionalUser(get("/dashboard", cookie));
    expect(session).toMatchObject({ email, role: "user", emailVerified: false });

    const row = await profileOf(email);
    expect(row).toMatchObject({
      name: "Asha Patel",
      name2: "Dev Shah",
      role: "user",
      weddingDate: inAYear(),
      events: ["Mehndi", "Sangeet"],
      reception: "Evening reception",
    });

    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].decoded).toContain("Confirm your email address for Saath");
    const link = smtp.link(email, `${BASE}/api/auth/verify-email?token=`);
    const confirmed = await followLink(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/login?confirmed=1");
    expect((await profileOf(email))?.emailVerified).toBe(true);
  });

  it("a business signs up with the business role set on the server", async () => {
    const email = unique("business");
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
    expect(await profileOf(email)).toMatchObject({
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
        post("/signup", { ...coupleSignup("x@example.com"), intent: "next", password }),
      );
      expect((outcome.data?.errors as Record<string, string> | undefined)?.password).toBe(message);
    }

    const step2 = await run(
      signup.action,
      post("/signup", coupleSignup(unique("c"), { weddingDate: "" })),
    );
    expect(step2.data).toMatchObject({
      step: 2,
      errors: { weddingDate: "Please select your wedding date" },
    });
    const past = await run(
      signup.action,
      post("/signup", coupleSignup(unique("c"), { weddingDate: "2020-01-01" })),
    );
    expect((past.data?.errors as Record<string, string> | undefined)?.weddingDate).toBeTruthy();

    const business = await run(
      signup.action,
      post("/signup", {
        ...coupleSignup(unique("b")),
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
      post("/signup", { ...coupleSignup(unique("n")), intent: "next", step: "1" }),
    );
    expect(next.data).toMatchObject({ step: 2 });
    const back = await run(signup.action, post("/signup", { intent: "back", step: "2" }));
    expect(back.data).toMatchObject({ step: 1 });
  });

  it("an address already registered logs in with what was typed, else says so", async () => {
    const email = unique("twice");
    await run(signup.action, post("/signup", coupleSignup(email)), { ip: freshIp() });
    const again = await run(signup.action, post("/signup", coupleSignup(email)), { ip: freshIp() });
    expect(again.status).toBe(302);
    expect(again.location).toBe("/dashboard");
    expect(cookieFrom(again.headers)).toContain("session_token");

    const wrong = await run(
      signup.action,
      post("/signup", coupleSignup(email, { password: "Different!2027" })),
      { ip: freshIp() },
    );
    expect(wrong.status).toBe(409);
    expect(wrong.data?.formError).toContain("Account exists: This email is already registered.");
    expect(wrong.data?.toast).toMatchObject({
      title: "Login failed",
      description:
        "Could not log in with the provided credentials. Please try the login page instead.",
    });
  });
});

describe("log in", () => {
  it("trims and lower-cases the e-mail, and sends each role to its destination or a safe returnUrl", async () => {
    const ok = await run(
      login.action,
      post("/login", {
        intent: "login",
        email: "  Couple@Saath.Example ",
        password: "Couple!2027",
      }),
      { ip: freshIp() },
    );
    expect(ok.status).toBe(200);
    expect(ok.data?.redirectTo).toBe("/dashboard");
    expect(cookieFrom(ok.headers)).toContain("session_token");

    const business = await run(
      login.action,
      post("/login", {
        intent: "login",
        email: "business@saath.example",
        password: "Business!2027",
      }),
      { ip: freshIp() },
    );
    expect(business.data?.redirectTo).toBe("/business");
    const admin = await run(
      login.action,
      post("/login", { intent: "login", email: "admin@saath.example", password: "Admin!2027" }),
      { ip: freshIp() },
    );
    expect(admin.data?.redirectTo).toBe("/admin");

    const back = await run(
      login.action,
      post("/login", {
        intent: "login",
        email: "couple@saath.example",
        password: "Couple!2027",
        returnUrl: "/vendor/3?tab=1",
      }),
      { ip: freshIp() },
    );
    expect(back.data?.redirectTo).toBe("/vendor/3?tab=1");
    const offsite = await run(
      login.action,
      post("/login", {
        intent: "login",
        email: "couple@saath.example",
        password: "Couple!2027",
        returnUrl: "//evil.example/x",
      }),
      { ip: freshIp() },
    );
    expect(offsite.data?.redirectTo).toBe("/dashboard");
  });

  it("a wrong password answers 401 'Invalid email or password.' and sets no cookie", async () => {
    const outcome = await run(
      login.action,
      post("/login", { intent: "login", email: "couple@saath.example", password: "Wrong!2027" }),
      { ip: freshIp() },
    );
    expect(outcome.status).toBe(401);
    expect(outcome.data?.formError).toBe("Invalid email or password.");
    expect(outcome.data?.toast).toMatchObject({ title: "Login failed" });
    expect(cookieFrom(outcome.headers)).not.toContain("session_token");
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
      const outcome = await run(
        login.action,
        post("/login", { intent: "login", email: "couple@saath.example", password: "Couple!2027" }),
        { ip },
      );
      expect(outcome.status).toBe(200);
    }
  });

  it("repeated attempts on one account are rate limited with 'Please wait' (kept in the database)", async () => {
    const ip = freshIp();
    const email = "business@saath.example";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const outcome = await run(
        login.action,
        post("/login", { intent: "login", email, password: "Wrong!2027" }),
        { ip },
      );
      statuses.push(outcome.status);
      if (outcome.status === 429)
        expect(outcome.data?.toast).toMatchObject({ title: "Please wait" });
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits until the window passes.
    const blocked = await run(
      login.action,
      post("/login", { intent: "login", email, password: "Business!2027" }),
      { ip },
    );
    expect(blocked.status).toBe(429);
    const rows = await db
      .select({ key: requestLimit.key })
      .from(requestLimit)
      .where(like(requestLimit.key, "sign-in:%"));
    expect(rows.map((row) => row.key)).toContain(`sign-in:${ip}:${email}`);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for known and unknown addresses, and mails only the real account", async () => {
    const known = await run(
      forgot.action,
      post("/forgot-password", { email: "couple@saath.example" }),
      { ip: freshIp() },
    );
    const unknown = await run(
      forgot.action,
      post("/forgot-password", { email: "nobody-here@example.com" }),
      { ip: freshIp() },
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.data ?? {}).sort()).toEqual(Object.keys(unknown.data ?? {}).sort());
    expect(known.data?.sent).toBe(true);
    expect(unknown.data?.sent).toBe(true);
    expect(smtp.to("nobody-here@example.com")).toHaveLength(0);
    expect(smtp.to("couple@saath.example").at(-1)?.decoded).toContain("Reset your Saath password");
  });

  it("a second request for the same address within 60 seconds gets 'Please wait'", async () => {
    const email = unique("wait");
    expect(
      (await run(forgot.action, post("/forgot-password", { email }), { ip: freshIp() })).status,
    ).toBe(200);
    const again = await run(forgot.action, post("/forgot-password", { email }), { ip: freshIp() });
    expect(again.status).toBe(429);
    expect(again.data?.toast).toMatchObject({ title: "Please wait" });
  });

  it("the e-mailed link opens /reset-password, sets a new password once, and the new password logs in", async () => {
    const email = unique("reset");
    await run(signup.action, post("/signup", coupleSignup(email)), { ip: freshIp() });
    await run(forgot.action, post("/forgot-password", { email }), { ip: freshIp() });
    const link = smtp.link(email, `${BASE}/reset-password?token=`);
    const token = new URL(link).searchParams.get("token") ?? "";

    const page = await run(reset.loader, get(`/reset-password?token=${token}`));
    expect(page.data).toMatchObject({ valid: true, token });
    const bad = await run(reset.loader, get("/reset-password?token=made-up"));
    expect(bad.data).toMatchObject({ valid: false });

    const short = await run(
      reset.action,
      post("/reset-password", { token, password: "abc", confirmPassword: "abc" }),
    );
    expect((short.data?.errors as Record<string, string> | undefined)?.password).toBe(
      "Password must be at least 6 characters",
    );
    const mismatch = await run(
      reset.action,
      post("/reset-password", { token, password: "abcdef", confirmPassword: "abcdeg" }),
    );
    expect((mismatch.data?.errors as Record<string, string> | undefined)?.confirmPassword).toBe(
      "Passwords do not match",
    );

    const done = await run(
      reset.action,
      post("/reset-password", { token, password: "Renewed!2027", confirmPassword: "Renewed!2027" }),
      { ip: freshIp() },
    );
    expect(done.data?.done).toBe(true);
    const reused = await run(
      reset.action,
      post("/reset-password", { token, password: "Again!2027", confirmPassword: "Again!2027" }),
      { ip: freshIp() },
    );
    expect(reused.data?.invalid).toBe(true);

    const old = await run(
      login.action,
      post("/login", { intent: "login", email, password: "Wedding!2027" }),
      { ip: freshIp() },
    );
    expect(old.status).toBe(401);
    const renewed = await run(
      login.action,
      post("/login", { intent: "login", email, password: "Renewed!2027" }),
      { ip: freshIp() },
    );
    expect(renewed.status).toBe(200);
  });

  it("the login page's admin hint button sends the ordinary reset e-mail", async () => {
    const before = smtp.to("admin@saath.example").length;
    const outcome = await run(
      login.action,
      post("/login", { intent: "admin-reset", email: "admin@saath.example" }),
      { ip: freshIp() },
    );
    expect(outcome.data?.toast).toMatchObject({
      title: "Reset Email Sent",
      description: "Check your email to reset the admin password.",
    });
    expect(smtp.to("admin@saath.example").length).toBe(before + 1);
    expect((await profileOf("admin@saath.example"))?.role).toBe("admin");
  });
});

describe("account settings", () => {
  async function newAccount() {
    const email = unique("settings");
    const outcome = await run(signup.action, post("/signup", coupleSignup(email)), {
      ip: freshIp(),
    });
    return { email, cookie: cookieFrom(outcome.headers) };
  }

  it("changes the password only with the right current password", async () => {
    const { email, cookie } = await newAccount();
    const missing = await run(
      account.action,
      post(
        "/account",
        { intent: "change-password", currentPassword: "", newPassword: "", confirmPassword: "" },
        { cookie },
      ),
    );
    expect((missing.data?.errors as Record<string, string> | undefined)?.currentPassword).toBe(
      "Please fill in all required fields",
    );
    const mismatch = await run(
      account.action,
      post(
        "/account",
        {
          intent: "change-password",
          currentPassword: "Wedding!2027",
          newPassword: "Changed!2027",
          confirmPassword: "Changed!2028",
        },
        { cookie },
      ),
    );
    expect((mismatch.data?.errors as Record<string, string> | undefined)?.confirmPassword).toBe(
      "Your new password and confirmation don't match",
    );
    const wrong = await run(
      account.action,
      post(
        "/account",
        {
          intent: "change-password",
          currentPassword: "Wrong!2027",
          newPassword: "Changed!2027",
          confirmPassword: "Changed!2027",
        },
        { cookie },
      ),
    );
    expect(wrong.data?.formError).toBe(
      "Could not update password. Please check your current password and try again.",
    );

    const done = await run(
      account.action,
      post(
        "/account",
        {
          intent: "change-password",
          currentPassword: "Wedding!2027",
          newPassword: "Changed!2027",
          confirmPassword: "Changed!2027",
        },
        { cookie },
      ),
    );
    expect(done.status).toBe(200);
    expect(done.data?.ok).toBe(true);
    const login1 = await run(
      login.action,
      post("/login", { intent: "login", email, password: "Changed!2027" }),
      { ip: freshIp() },
    );
    expect(login1.status).toBe(200);
  });

  it("changes the e-mail after the current password and a confirmation sent to the new address", async () => {
    const { email, cookie } = await newAccount();
    const newEmail = unique("moved");
    const missing = await run(
      account.action,
      post("/account", { intent: "change-email", newEmail: "", currentPassword: "" }, { cookie }),
    );
    expect(missing.data?.formError).toBe("Please fill in all required fields");
    const wrong = await run(
      account.action,
      post(
        "/account",
        { intent: "change-email", newEmail, currentPassword: "Wrong!2027" },
        { cookie },
      ),
    );
    expect(wrong.data?.formError).toBe(
      "Could not update email. Please check your password and try again.",
    );
    expect(smtp.to(newEmail)).toHaveLength(0);

    const sent = await run(
      account.action,
      post(
        "/account",
        { intent: "change-email", newEmail, currentPassword: "Wedding!2027" },
        { cookie },
      ),
    );
    expect(sent.data).toMatchObject({ ok: true, pendingEmail: newEmail });
    expect((await profileOf(email))?.email).toBe(email);
    const link = smtp.link(newEmail, `${BASE}/api/auth/verify-email?token=`);
    const followed = await followLink(link, cookie);
    expect(followed.location).toBe("/account?emailChanged=1");
    const moved = await profileOf(newEmail);
    expect(moved).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("the unconfirmed banner's resend is limited to once per 60 seconds", async () => {
    const { email, cookie } = await newAccount();
    const first = await run(
      account.action,
      post("/account", { intent: "resend-confirmation" }, { cookie }),
    );
    expect(first.data?.toast).toMatchObject({ title: "Confirmation email sent" });
    expect(smtp.to(email)).toHaveLength(2);
    const second = await run(
      account.action,
      post("/account", { intent: "resend-confirmation" }, { cookie }),
    );
    expect(second.status).toBe(429);
    expect(second.data?.toast).toMatchObject({
      title: "Please wait",
      description: "You can only request a new email every 60 seconds. Please wait and try again.",
    });
    expect(smtp.to(email)).toHaveLength(2);
  });
});

describe("with REQUIRE_EMAIL_VERIFICATION=true", () => {
  beforeAll(() => {
    setEnv({ REQUIRE_EMAIL_VERIFICATION: "true" });
  });
  afterAll(() => {
    setEnv({ REQUIRE_EMAIL_VERIFICATION: "false" });
  });

  it("sign-up asks to confirm, log-in is refused until the link is followed, resend once per 60 s", async () => {
    const email = unique("confirm");
    const created = await run(signup.action, post("/signup", coupleSignup(email)), {
      ip: freshIp(),
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ done: true, email });
    expect(cookieFrom(created.headers)).not.toContain("session_token");

    const refused = await run(
      login.action,
      post("/login", { intent: "login", email, password: "Wedding!2027" }),
      { ip: freshIp() },
    );
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({
      unconfirmed: true,
      formError: "Your email address has not been confirmed yet.",
    });

    const resent = await run(login.action, post("/login", { intent: "resend", email }), {
      ip: freshIp(),
    });
    expect(resent.data?.toast).toMatchObject({ title: "Confirmation email sent" });
    expect(smtp.to(email)).toHaveLength(2);
    const tooSoon = await run(login.action, post("/login", { intent: "resend", email }), {
      ip: freshIp(),
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.data?.toast).toMatchObject({ title: "Please wait" });

    // The same answer for an address nobody registered (no account discovery).
    const nobody = await run(
      login.action,
      post("/login", { intent: "resend", email: "never-registered@example.com" }),
      { ip: freshIp() },
    );
    expect(nobody.status).toBe(200);
    expect(nobody.data?.toast).toMatchObject({ title: "Confirmation email sent" });
    expect(smtp.to("never-registered@example.com")).toHaveLength(0);

    const followed = await followLink(smtp.link(email, `${BASE}/api/auth/verify-email?token=`));
    expect(followed.location).toBe("/login?confirmed=1");
    expect(cookieFrom(followed.headers)).toContain("session_token");
    const allowed = await run(
      login.action,
      post("/login", { intent: "login", email, password: "Wedding!2027" }),
      { ip: freshIp() },
    );
    expect(allowed.status).toBe(200);
  });

  it("signing up again with a registered address says nothing new and e-mails the owner", async () => {
    const email = "couple@saath.example";
    const before = smtp.to(email).length;
    const outcome = await run(
      signup.action,
      post("/signup", coupleSignup(email, { password: "Guess!2027x" })),
      { ip: freshIp() },
    );
    expect(outcome.data).toMatchObject({ done: true, email });
    expect(smtp.to(email).length).toBe(before + 1);
    expect(smtp.to(email).at(-1)?.decoded).toContain("You already have a Saath account");
    expect((await profileOf(email))?.name2).toBe("Rahul Patel");
  });
});
