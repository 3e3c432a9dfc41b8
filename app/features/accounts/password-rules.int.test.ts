import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import * as forgot from "~/routes/forgot-password";
import * as reset from "~/routes/reset-password";
import { uniqueEmail } from "../../../tests/factories";
import * as accounts from "../../../tests/support/accounts";
import { act, adminSessionsForThisFile } from "../../../tests/support/admin";
import { BASE, freshIp, get, logIn, post, run } from "../../../tests/support/routes";
import { PASSWORD_MAX_LENGTH } from "./auth.schema";
import { getOptionalUser } from "./session.server";

// Issue 11, faults 6 and 7: one length limit on every password field, with the message next
// to the field instead of a 500; an admin's reset ends every session of that user.
const sink = accounts.smtpSinkForThisFile();
const session = adminSessionsForThisFile({
  email: "password-admin@saath.example",
  password: "Password!2027",
  name: "Password Admin",
});

const TOO_LONG = `Aa1!${"x".repeat(PASSWORD_MAX_LENGTH - 3)}`;
const MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
const errorsOf = (outcome: { data: Record<string, unknown> | null }) =>
  (outcome.data?.errors ?? {}) as Record<string, string>;

describe(`passwords longer than ${PASSWORD_MAX_LENGTH} characters`, () => {
  it("matches better-auth's own limit", () => {
    expect(TOO_LONG).toHaveLength(PASSWORD_MAX_LENGTH + 1);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it("log-in answers 400 with the message next to the password, and keeps the e-mail", async () => {
    for (const password of [TOO_LONG, "x".repeat(5000)]) {
      const outcome = await accounts.attemptLogIn("couple@saath.example", password);
      expect(outcome.status).toBe(400);
      expect(errorsOf(outcome).password).toBe(MESSAGE);
      expect(((outcome.data?.values ?? {}) as Record<string, string>).email).toBe(
        "couple@saath.example",
      );
    }
  });

  it("sign-up refuses it next to the password and creates nothing", async () => {
    const email = uniqueEmail("long");
    const outcome = await accounts.signUp(email, { password: TOO_LONG });
    expect(outcome.status).toBe(400);
    expect(errorsOf(outcome).password).toBe(MESSAGE);
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it("reset-password refuses it and leaves the link usable", async () => {
    const { email } = await accounts.newCouple("pw");
    await run(forgot.action, post("/forgot-password", { email }), { ip: freshIp() });
    const token = new URL(
      sink.current.link(email, `${BASE}/reset-password?token=`),
    ).searchParams.get("token");
    const fields = { token: token ?? "", password: TOO_LONG, confirmPassword: TOO_LONG };
    const outcome = await run(reset.action, post("/reset-password", fields), { ip: freshIp() });
    expect(outcome.status).toBe(400);
    expect(errorsOf(outcome).password).toBe(MESSAGE);
    expect((await run(reset.loader, get(`/reset-password?token=${token}`))).data).toMatchObject({
      valid: true,
    });
  });

  it("account settings refuse it as the new and as the current password", async () => {
    const { email, password, cookie } = await accounts.newCouple("pw");
    const asNew = await accounts.changePassword(cookie, [password, TOO_LONG, TOO_LONG]);
    expect(asNew.status).toBe(400);
    expect(errorsOf(asNew).newPassword).toBe(MESSAGE);
    const asCurrent = await accounts.changePassword(cookie, [
      TOO_LONG,
      "Changed!2028",
      "Changed!2028",
    ]);
    expect(asCurrent.status).toBe(400);
    expect(errorsOf(asCurrent).currentPassword).toBe(MESSAGE);
    const email2 = await accounts.accountAction(cookie, {
      intent: "change-email",
      newEmail: uniqueEmail("new"),
      currentPassword: TOO_LONG,
    });
    expect(email2.status).toBe(400);
    expect(errorsOf(email2).currentPassword).toBe(MESSAGE);
    // Nothing changed: the old password still logs in.
    expect((await accounts.attemptLogIn(email, password)).status).toBe(200);
  });

  it("the admin's create-user and reset-password refuse it", async () => {
    const { email, password } = await accounts.newCouple("pw");
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const reset = await act("mainAdmin", {
      intent: "reset-password",
      userId: row?.id ?? "",
      newPassword: TOO_LONG,
    });
    expect(reset.status).toBe(400);
    expect(reset.data?.toast).toMatchObject({ description: MESSAGE });
    expect((await accounts.attemptLogIn(email, password)).status).toBe(200);
    const created = await act("mainAdmin", {
      intent: "create-user",
      name: "Long Password",
      email: uniqueEmail("made"),
      role: "user",
      password: TOO_LONG,
    });
    expect(created.status).toBe(400);
    expect(errorsOf(created).password).toBe(MESSAGE);
  });
});

describe("an admin's password reset", () => {
  it("ends every session the user had, as their own password change does", async () => {
    const { email, password, cookie: first } = await accounts.newCouple("pw");
    const second = await logIn(email, password, freshIp());
    expect(await getOptionalUser(get("/dashboard", first))).toMatchObject({ email });
    expect(await getOptionalUser(get("/dashboard", second))).toMatchObject({ email });
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));

    const outcome = await act("mainAdmin", {
      intent: "reset-password",
      userId: row?.id ?? "",
      newPassword: "Admin-set-2027",
    });
    expect(outcome.status).toBe(302);

    expect(await getOptionalUser(get("/dashboard", first))).toBeNull();
    expect(await getOptionalUser(get("/dashboard", second))).toBeNull();
    // The new password works; the admin's own session is untouched.
    await logIn(email, "Admin-set-2027", freshIp());
    expect(await getOptionalUser(get("/admin", session.cookies.mainAdmin))).toMatchObject({
      role: "admin",
    });
  });
});
