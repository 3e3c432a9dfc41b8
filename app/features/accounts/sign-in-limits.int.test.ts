import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import * as admin from "~/routes/admin";
import * as forgot from "~/routes/forgot-password";
import * as login from "~/routes/login";
import * as reset from "~/routes/reset-password";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { uniqueEmail } from "../../../tests/factories";
import * as accounts from "../../../tests/support/accounts";
import { BASE, cookieFrom, freshIp, logIn, post, run } from "../../../tests/support/routes";
import { KNOWN_DEVICE_COOKIE } from "./known-device.server";
import { countSignInAttempt } from "./login-actions.server";

// Issue 11, fault 8: log-in guesses are limited per account from every address as well as
// per address, in windows that refused attempts do not restart, and the owner can still reset.
const sink = accounts.smtpSinkForThisFile();
const PER_ACCOUNT = RATE_RULES.signInAccount;
const PASSWORD = "Wedding!2027";

describe("log-in throttling", () => {
  it("limits guesses at one account spread over many addresses", async () => {
    const { email } = await accounts.newCouple("limited");
    for (let attempt = 0; attempt < PER_ACCOUNT.max; attempt++) {
      // A new address every time: the per-address limit never comes into it.
      expect(
        (await accounts.attemptLogIn(email, `Wrong!${attempt}`, { ip: freshIp() })).status,
      ).toBe(401);
    }
    const refused = await accounts.attemptLogIn(email, "Wrong!again", { ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.data?.toast).toMatchObject({ title: "Please wait" });
    // The limit is the account's: another account from the same kind of spread is not affected.
    expect((await accounts.attemptLogIn("couple@saath.example", "Couple!2027")).status).toBe(200);
  });

  it("counts guesses made through the sign-up form's 'already registered' log-in", async () => {
    const { email } = await accounts.newCouple("signup-guess");
    for (let attempt = 0; attempt < PER_ACCOUNT.max; attempt++) {
      const guess = await accounts.signUp(email, { password: `Guess!${attempt}Aa` });
      expect(guess.status).toBe(409);
    }
    // The account's limit is spent by those guesses: the login form refuses the next one too.
    const refused = await accounts.attemptLogIn(email, "Wrong!again", { ip: freshIp() });
    expect(refused.status).toBe(429);
    // And the sign-up form does not log in with the right password while it is spent.
    const right = await accounts.signUp(email);
    expect(right.status).toBe(409);
  });

  it("counts refused attempts without moving the window on", async () => {
    const email = uniqueEmail("window");
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
    const { email } = await accounts.newCouple("limited");
    for (let attempt = 0; attempt <= PER_ACCOUNT.max; attempt++) {
      await accounts.attemptLogIn(email, `Wrong!${attempt}`, { ip: freshIp() });
    }
    const ownerIp = freshIp();
    expect((await accounts.attemptLogIn(email, PASSWORD, { ip: ownerIp })).status).toBe(429);

    const asked = await run(forgot.action, post("/forgot-password", { email }), { ip: ownerIp });
    expect(asked.status).toBe(200);
    expect(asked.data?.sent).toBe(true);
    const link = sink.current.link(email, `${BASE}/reset-password?token=`);
    const token = new URL(link).searchParams.get("token") ?? "";
    const fields = { token, password: "Renewed!2028", confirmPassword: "Renewed!2028" };
    const done = await run(reset.action, post("/reset-password", fields), { ip: ownerIp });
    expect(done.data).toMatchObject({ done: true });
    // A new password only the owner knows: the guesses against the old one no longer count.
    expect((await accounts.attemptLogIn(email, "Renewed!2028", { ip: ownerIp })).status).toBe(200);
  });
});

// Issue 28, finding 5: after 20 wrong passwords from 4 addresses the owner's correct password
// got 429 for 15 minutes, and an admin's reset did not lift it. Anyone could lock anyone out.
describe("nobody can lock the owner out", () => {
  const logInFrom = (email: string, password: string, ip: string, cookie?: string) =>
    run(login.action, post("/login", { intent: "login", email, password }, { cookie }), { ip });

  /** 20 wrong passwords from 4 addresses (5 each: the per-address limit is never reached). */
  async function lockedByAnAttacker(email: string) {
    for (let address = 0; address < 4; address++) {
      const ip = freshIp();
      for (let attempt = 0; attempt < PER_ACCOUNT.max / 4; attempt++) {
        expect((await logInFrom(email, `Wrong!${address}${attempt}`, ip)).status).toBe(401);
      }
    }
  }

  it("lets the owner's correct password in from a device that has logged in before, not from a new one", async () => {
    const { email } = await accounts.newCouple("limited");
    // The owner logs in once on their phone: it becomes a known device.
    const first = await logInFrom(email, PASSWORD, freshIp());
    expect(first.status).toBe(200);
    const device = cookieFrom(first.headers)
      .split("; ")
      .filter((part) => part.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
      .join("; ");
    expect(device).not.toBe("");

    await lockedByAnAttacker(email);
    // An unknown device (the attacker's, or the owner's new laptop) is refused until a reset...
    expect((await logInFrom(email, PASSWORD, freshIp())).status).toBe(429);
    // ...a cookie made up by the attacker is worth nothing...
    const forged = `${KNOWN_DEVICE_COOKIE}=${device.split("=")[1]?.slice(0, -4)}AAAA`;
    expect((await logInFrom(email, PASSWORD, freshIp(), forged)).status).toBe(429);
    // ...and the owner's phone logs in, from any address, while the lock holds for others.
    expect((await logInFrom(email, PASSWORD, freshIp(), device)).status).toBe(200);
    // The known device still meets the per-address limit: 5 wrong a minute from one address.
    const ip = freshIp();
    for (let attempt = 0; attempt < RATE_RULES.signInAddress.max; attempt++) {
      expect((await logInFrom(email, `Nope!${attempt}`, ip, device)).status).toBe(401);
    }
    expect((await logInFrom(email, PASSWORD, ip, device)).status).toBe(429);
  });

  it("lifts the lock at once when an admin resets the password", async () => {
    const { email } = await accounts.newCouple("limited");
    await lockedByAnAttacker(email);
    expect((await logInFrom(email, PASSWORD, freshIp())).status).toBe(429);

    const main = demoAccounts()[2];
    const adminCookie = await logIn(main.email, main.password, freshIp());
    const [target] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const reset = await run(
      admin.action,
      post(
        "/admin",
        { intent: "reset-password", userId: target.id, newPassword: "Renewed!2029" },
        { cookie: adminCookie },
      ),
    );
    expect(reset.status).toBe(302);
    expect((await logInFrom(email, "Renewed!2029", freshIp())).status).toBe(200);
  });
});
