import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as forgot from "~/routes/forgot-password";
import * as login from "~/routes/login";
import * as reset from "~/routes/reset-password";
import { uniqueEmail } from "../../../tests/factories";
import * as accounts from "../../../tests/support/accounts";
import { BASE, cookieFrom, freshIp, get, post, run, setEnv } from "../../../tests/support/routes";

// Forgot and reset password, account settings, and sign-up with confirmation required.
const sink = accounts.smtpSinkForThisFile();

/** A /forgot-password request for `email`, from a fresh address. */
const forgotPassword = (email: string) =>
  run(forgot.action, post("/forgot-password", { email }), { ip: freshIp() });

describe("forgot and reset password", () => {
  it("answers the same for known and unknown addresses, and mails only the real account", async () => {
    const known = await forgotPassword("couple@saath.example");
    const unknown = await forgotPassword("nobody-here@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.data ?? {}).sort()).toEqual(Object.keys(unknown.data ?? {}).sort());
    expect(known.data?.sent).toBe(true);
    expect(unknown.data?.sent).toBe(true);
    expect(sink.current.to("nobody-here@example.com")).toHaveLength(0);
    expect(sink.current.to("couple@saath.example").at(-1)?.decoded).toContain(
      "Reset your Saath password",
    );
  });

  it("a second request for the same address within 60 seconds gets 'Please wait'", async () => {
    const email = uniqueEmail("wait");
    expect((await forgotPassword(email)).status).toBe(200);
    const again = await forgotPassword(email);
    expect(again.status).toBe(429);
    expect(again.data?.toast).toMatchObject({ title: "Please wait" });
  });

  it("the e-mailed link opens /reset-password, sets a new password once, and the new password logs in", async () => {
    const email = uniqueEmail("reset");
    await accounts.signUp(email);
    await forgotPassword(email);
    const link = sink.current.link(email, `${BASE}/reset-password?token=`);
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

    const old = await accounts.attemptLogIn(email, "Wedding!2027");
    expect(old.status).toBe(401);
    const renewed = await accounts.attemptLogIn(email, "Renewed!2027");
    expect(renewed.status).toBe(200);
  });

  it("the login page's admin hint button sends the ordinary reset e-mail", async () => {
    const before = sink.current.to("admin@saath.example").length;
    const outcome = await run(
      login.action,
      post("/login", { intent: "admin-reset", email: "admin@saath.example" }),
      { ip: freshIp() },
    );
    expect(outcome.data?.toast).toMatchObject({
      title: "Reset Email Sent",
      description: "Check your email to reset the admin password.",
    });
    expect(sink.current.to("admin@saath.example").length).toBe(before + 1);
    expect((await accounts.profileOf("admin@saath.example"))?.role).toBe("admin");
  });
});

describe("account settings", () => {
  it("changes the password only with the right current password", async () => {
    const { email, cookie } = await accounts.newCouple("settings");
    const change = (passwords: [string, string, string]) =>
      accounts.changePassword(cookie, passwords);
    const missing = await change(["", "", ""]);
    expect((missing.data?.errors as Record<string, string> | undefined)?.currentPassword).toBe(
      "Please fill in all required fields",
    );
    const mismatch = await change(["Wedding!2027", "Changed!2027", "Changed!2028"]);
    expect((mismatch.data?.errors as Record<string, string> | undefined)?.confirmPassword).toBe(
      "Your new password and confirmation don't match",
    );
    const wrong = await change(["Wrong!2027", "Changed!2027", "Changed!2027"]);
    expect(wrong.data?.formError).toBe(
      "Could not update password. Please check your current password and try again.",
    );

    const done = await change(["Wedding!2027", "Changed!2027", "Changed!2027"]);
    expect(done.status).toBe(200);
    expect(done.data?.ok).toBe(true);
    const login1 = await accounts.attemptLogIn(email, "Changed!2027");
    expect(login1.status).toBe(200);
  });

  it("changes the e-mail after the current password and a confirmation sent to the new address", async () => {
    const { email, cookie } = await accounts.newCouple("settings");
    const newEmail = uniqueEmail("moved");
    const changeEmail = (to: string, currentPassword: string) =>
      accounts.accountAction(cookie, { intent: "change-email", newEmail: to, currentPassword });
    const missing = await changeEmail("", "");
    expect(missing.data?.formError).toBe("Please fill in all required fields");
    // A malformed address has its own message by the field, and no "fill in" above the form.
    const malformed = await changeEmail("not-an-address", "Wedding!2027");
    expect(malformed.status).toBe(400);
    expect(malformed.data?.errors).toMatchObject({
      newEmail: "Please enter a valid email address",
    });
    expect(malformed.data?.formError).toBeUndefined();
    expect(malformed.data?.values).toMatchObject({ newEmail: "not-an-address" });
    const wrong = await changeEmail(newEmail, "Wrong!2027");
    expect(wrong.data?.formError).toBe(
      "Could not update email. Please check your password and try again.",
    );
    expect(sink.current.to(newEmail)).toHaveLength(0);

    const sent = await changeEmail(newEmail, "Wedding!2027");
    expect(sent.data).toMatchObject({ ok: true, pendingEmail: newEmail });
    expect((await accounts.profileOf(email))?.email).toBe(email);
    const link = sink.current.link(newEmail, `${BASE}/api/auth/verify-email?token=`);
    const followed = await accounts.followLink(link, cookie);
    expect(followed.location).toBe("/account?emailChanged=1");
    const moved = await accounts.profileOf(newEmail);
    expect(moved).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("a new password ends an e-mail change asked for before it, and a taken address ends one too", async () => {
    const { email, cookie } = await accounts.newCouple("settings");
    const newEmail = uniqueEmail("takeover");
    const asked = await accounts.accountAction(cookie, {
      intent: "change-email",
      newEmail,
      currentPassword: "Wedding!2027",
    });
    expect(asked.data).toMatchObject({ ok: true });
    const link = sink.current.link(newEmail, `${BASE}/api/auth/verify-email?token=`);
    // The link's time is kept in whole seconds: the new password comes in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const changed = await accounts.changePassword(cookie, [
      "Wedding!2027",
      "Changed!2027",
      "Changed!2027",
    ]);
    expect(changed.data?.ok).toBe(true);

    const followed = await accounts.followLink(link);
    expect(followed.location).toBe("/account?emailChanged=1&error=TOKEN_EXPIRED");
    expect(followed.headers.get("set-cookie") ?? "").not.toContain("session_token");
    expect(await accounts.profileOf(newEmail)).toBeFalsy();
    expect((await accounts.profileOf(email))?.email).toBe(email);

    // Asked again (the new password came with a new session), then the new address signs up
    // before the link is followed: no 500.
    const again = await accounts.accountAction(cookieFrom(changed.headers), {
      intent: "change-email",
      newEmail,
      currentPassword: "Changed!2027",
    });
    expect(again.data).toMatchObject({ ok: true });
    const second = sink.current.link(newEmail, `${BASE}/api/auth/verify-email?token=`);
    await accounts.signUp(newEmail);
    const taken = await accounts.followLink(second);
    expect(taken.location).toBe("/account?emailChanged=1&error=TOKEN_EXPIRED");
    expect((await accounts.profileOf(email))?.email).toBe(email);

    // A forged token naming real addresses is answered as any bad token: it tells nobody
    // whether an address has an account.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const forged = `${part({ alg: "HS256" })}.${part({ email, updateTo: newEmail, iat: 1 })}.x`;
    const answered = await accounts.followLink(
      `${BASE}/api/auth/verify-email?token=${forged}&callbackURL=%2Faccount%3FemailChanged%3D1`,
    );
    expect(answered.location ?? "").not.toContain("TOKEN_EXPIRED");
  });

  it("the unconfirmed banner's resend is limited to once per 60 seconds", async () => {
    const { email, cookie } = await accounts.newCouple("settings");
    const first = await accounts.accountAction(cookie, { intent: "resend-confirmation" });
    expect(first.data?.toast).toMatchObject({ title: "Confirmation email sent" });
    expect(sink.current.to(email)).toHaveLength(2);
    const second = await accounts.accountAction(cookie, { intent: "resend-confirmation" });
    expect(second.status).toBe(429);
    expect(second.data?.toast).toMatchObject({
      title: "Please wait",
      description: "You can only request a new email every 60 seconds. Please wait and try again.",
    });
    expect(sink.current.to(email)).toHaveLength(2);
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
    const email = uniqueEmail("confirm");
    const created = await accounts.signUp(email);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ done: true, email });
    expect(cookieFrom(created.headers)).not.toContain("session_token");

    const refused = await accounts.attemptLogIn(email, "Wedding!2027");
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({
      unconfirmed: true,
      formError: "Your email address has not been confirmed yet.",
    });

    const resent = await run(login.action, post("/login", { intent: "resend", email }), {
      ip: freshIp(),
    });
    expect(resent.data?.toast).toMatchObject({ title: "Confirmation email sent" });
    expect(sink.current.to(email)).toHaveLength(2);
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
    expect(sink.current.to("never-registered@example.com")).toHaveLength(0);

    const followed = await accounts.followLink(
      sink.current.link(email, `${BASE}/api/auth/verify-email?token=`),
    );
    expect(followed.location).toBe("/login?confirmed=1");
    expect(cookieFrom(followed.headers)).toContain("session_token");
    const allowed = await accounts.attemptLogIn(email, "Wedding!2027");
    expect(allowed.status).toBe(200);
  });

  it("a resent confirmation link lands where the first would have: the visitor's place", async () => {
    const email = uniqueEmail("resend-place");
    expect((await accounts.signUp(email)).status).toBe(200);
    const resent = await run(
      login.action,
      post("/login", { intent: "resend", email, returnUrl: "/vendor/1", next: "shortlist:1" }),
      { ip: freshIp() },
    );
    expect(resent.data?.toast).toMatchObject({ title: "Confirmation email sent" });
    const followed = await accounts.followLink(
      sink.current.link(email, `${BASE}/api/auth/verify-email?token=`),
    );
    expect(followed.location).toBe("/login?confirmed=1&returnUrl=/vendor/1&next=shortlist%3A1");
  });

  it("signing up again with a registered address says nothing new and e-mails the owner", async () => {
    const email = "couple@saath.example";
    const before = sink.current.to(email).length;
    const outcome = await accounts.signUp(email, { password: "Guess!2027x" });
    expect(outcome.data).toMatchObject({ done: true, email });
    expect(sink.current.to(email).length).toBe(before + 1);
    expect(sink.current.to(email).at(-1)?.decoded).toContain("You already have a Saath account");
    expect((await accounts.profileOf(email))?.name2).toBe("Rahul Patel");
    // Again at once: the same answer, and no second e-mail to the owner within the minute.
    const again = await accounts.signUp(email, { password: "Guess!2027y" });
    expect(again.data).toMatchObject({ done: true, email });
    expect(sink.current.to(email).length).toBe(before + 1);
  });
});
