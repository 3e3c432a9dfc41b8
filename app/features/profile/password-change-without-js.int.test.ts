/**
 * Issue 28, finding 10: without JavaScript, changing the password logged the user out (302 to
 * /login, no new session cookie, no 'Password updated' toast): better-auth revoked every
 * session, this one too, and the page rendered after the action read the old cookie. A
 * browser's own form post now gets a redirect to /account with the new session cookie and the
 * toast; the old password no longer works.
 */
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as accountLoader } from "~/routes/account";
import { uniqueEmail } from "../../../tests/factories";
import * as accounts from "../../../tests/support/accounts";
import { BASE, cookieFrom, freshIp, get, run } from "../../../tests/support/routes";

accounts.smtpSinkForThisFile();

const sessionToken = (cookie: string) => /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];

describe("changing the password with a plain form post", () => {
  it("keeps the user signed in with a new session, shows 'Password updated', and retires the old password", async () => {
    const email = uniqueEmail("nojs");
    const signedUp = await accounts.signUp(email);
    const cookie = cookieFrom(signedUp.headers);
    expect(sessionToken(cookie)).toBeTruthy();

    // What a browser sends for a form post it makes itself: a navigation that accepts HTML.
    const outcome = await run(
      (await import("~/routes/account")).action,
      new Request(`${BASE}/account`, {
        method: "POST",
        headers: {
          origin: BASE,
          cookie,
          accept: "text/html,application/xhtml+xml",
          "sec-fetch-mode": "navigate",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          intent: "change-password",
          currentPassword: "Wedding!2027",
          newPassword: "Changed!2027",
          confirmPassword: "Changed!2027",
        }),
      }),
      { ip: freshIp() },
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/account");
    const next = cookieFrom(outcome.headers, cookie);
    expect(sessionToken(next)).toBeTruthy();
    expect(sessionToken(next)).not.toBe(sessionToken(cookie));

    // The page it goes to is the account page, signed in, with the toast.
    const page = await run(accountLoader, get("/account", next));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ account: { email } });
    const layout = await run(rootLoader, get("/account", next));
    expect(layout.data).toMatchObject({
      user: { email },
      toast: { title: "Password updated", variant: "success" },
    });

    // The old session is gone; the old password no longer works, the new one does.
    expect((await run(accountLoader, get("/account", cookie))).location).toMatch(/^\/login/);
    expect((await accounts.attemptLogIn(email, "Wedding!2027")).status).not.toBe(200);
    expect((await accounts.attemptLogIn(email, "Changed!2027")).status).toBe(200);
  });
});
