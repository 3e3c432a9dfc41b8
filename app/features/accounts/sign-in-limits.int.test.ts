import { describe, expect, it } from "vitest";
import { RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import * as forgot from "~/routes/forgot-password";
import * as reset from "~/routes/reset-password";
import * as signup from "~/routes/signup";
import {
  attemptLogIn,
  coupleSignup,
  freshIp,
  smtpSinkForThisFile,
  unique,
} from "../../../tests/support/accounts";
import { BASE, post, run } from "../../../tests/support/routes";
import { countSignInAttempt } from "./login-actions.server";

// Issue 11, fault 8: log-in guesses are limited per account from every address as well as
// per address, in windows that refused attempts do not restart, and the owner can still reset.
const sink = smtpSinkForThisFile();
const PER_ACCOUNT = RATE_RULES.signInAccount;
const PASSWORD = "Wedding!2027";

async function newAccount() {
  const email = unique("limited");
  const made = await run(signup.action, post("/signup", coupleSignup(email)), { ip: freshIp() });
  expect(made.status).toBe(302);
  return email;
}

describe("log-in throttling", () => {
  it("limits guesses at one account spread over many addresses", async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt < PER_ACCOUNT.max; attempt++) {
      // A new address every time: the per-address limit never comes into it.
      expect((await attemptLogIn(email, `Wrong!${attempt}`, { ip: freshIp() })).status).toBe(401);
    }
    const refused = await attemptLogIn(email, "Wrong!again", { ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.data?.toast).toMatchObject({ title: "Please wait" });
    // The limit is the account's: another account from the same kind of spread is not affected.
    expect((await attemptLogIn("couple@saath.example", "Couple!2027")).status).toBe(200);
  });

  it("counts refused attempts without moving the window on", async () => {
    const email = unique("window");
    const start = Date.parse("2030-01-01T10:00:00Z");
    const windowMs = PER_ACCOUNT.window * 1000;
    for (let attempt = 0; attempt < PER_ACCOUNT.max; attempt++) {
      expect((await countSignInAttempt(freshIp(), email, start + attempt)).allowed).toBe(true);
    }
    // An attacker keeps trying throughout the window, from many addresses...
    for (const at of [1_000, windowMs / 2, windowMs - 1_000]) {
      const refused = await countSignInAttempt(freshIp(), email, start + at);
      expect(refused.allowed).toBe(false);
      // ...and the wait still counts down to the end of the first window.
      expect(refused.retryAfter).toBe(Math.ceil((windowMs - at) / 1000));
    }
    // ...yet the window ends when it was going to: the owner can log in again.
    expect((await countSignInAttempt(freshIp(), email, start + windowMs + 1)).allowed).toBe(true);
  });

  it("still lets the owner reset the password while limited, and the new password logs in", async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt <= PER_ACCOUNT.max; attempt++) {
      await attemptLogIn(email, `Wrong!${attempt}`, { ip: freshIp() });
    }
    const ownerIp = freshIp();
    expect((await attemptLogIn(email, PASSWORD, { ip: ownerIp })).status).toBe(429);

    const asked = await run(forgot.action, post("/forgot-password", { email }), { ip: ownerIp });
    expect(asked.status).toBe(200);
    expect(asked.data?.sent).toBe(true);
    const link = sink.current.link(email, `${BASE}/reset-password?token=`);
    const token = new URL(link).searchParams.get("token") ?? "";
    const fields = { token, password: "Renewed!2028", confirmPassword: "Renewed!2028" };
    const done = await run(reset.action, post("/reset-password", fields), { ip: ownerIp });
    expect(done.data).toMatchObject({ done: true });
    // A new password only the owner knows: the guesses against the old one no longer count.
    expect((await attemptLogIn(email, "Renewed!2028", { ip: ownerIp })).status).toBe(200);
  });
});
