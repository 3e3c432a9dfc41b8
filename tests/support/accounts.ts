/**
 * Shared by the accounts suites: a local SMTP sink for the file, fresh client addresses and
 * e-mails, a complete couple sign-up, and following an e-mailed link through better-auth.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { BASE, deliverMailAfterEachRequest, get, post, run, setEnv, startSmtpSink } from "./routes";

/**
 * Starts a real SMTP sink for this test file (confirmation not required unless changed); the
 * outbox is delivered to it after each request.
 */
export function smtpSinkForThisFile() {
  const sink = {} as { current: Awaited<ReturnType<typeof startSmtpSink>> };
  beforeAll(async () => {
    sink.current = await startSmtpSink();
    setEnv({ SMTP_URL: sink.current.url, REQUIRE_EMAIL_VERIFICATION: "false" });
    deliverMailAfterEachRequest(true);
  });
  afterAll(async () => {
    deliverMailAfterEachRequest(false);
    setEnv({ SMTP_URL: undefined, REQUIRE_EMAIL_VERIFICATION: undefined });
    await sink.current.close();
  });
  return sink;
}

let ipCounter = 0;
/** A fresh client IP per test keeps the per-IP limits out of tests that are not about them. */
export const freshIp = () => `192.0.2.${++ipCounter}`;
/** A fresh e-mail address (tests/factories `uniqueEmail`). */
export { uniqueEmail as unique } from "../factories/unique";
export const inAYear = () => `${new Date().getUTCFullYear() + 1}-06-14`;

export function coupleSignup(email: string, extra: Record<string, string> = {}) {
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

export async function profileOf(email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return row;
}

/** Follows the confirmation link from the e-mail through the mounted better-auth handler. */
export async function followLink(link: string, cookie = "") {
  const { loader } = await import("~/routes/api.auth");
  const url = new URL(link);
  expect(url.origin).toBe(BASE);
  return run(loader, get(`${url.pathname}${url.search}`, cookie || undefined));
}

/** One log-in attempt through the real /login action, from a fresh address (or `ip`). */
export async function attemptLogIn(
  email: string,
  password: string,
  { returnUrl, ip = freshIp() }: { returnUrl?: string; ip?: string } = {},
) {
  const { action } = await import("~/routes/login");
  const fields = { intent: "login", email, password, ...(returnUrl ? { returnUrl } : {}) };
  return run(action, post("/login", fields), { ip });
}

/** A post to the /account settings action as the holder of `cookie`. */
export async function accountAction(cookie: string | undefined, fields: Record<string, string>) {
  const { action } = await import("~/routes/account");
  return run(action, post("/account", fields, { cookie }));
}

/** A change-password post to /account: the current, new and confirmation passwords. */
export function changePassword(
  cookie: string | undefined,
  [currentPassword, newPassword, confirmPassword]: [string, string, string],
) {
  return accountAction(cookie, {
    intent: "change-password",
    currentPassword,
    newPassword,
    confirmPassword,
  });
}
