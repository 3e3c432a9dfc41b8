/**
 * Shared by the accounts suites: a local SMTP sink for the file, fresh client addresses and
 * e-mails, a complete couple sign-up, and following an e-mailed link through better-auth.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { uniqueEmail } from "../factories/unique";
import {
  BASE,
  cookieFrom,
  deliverMailAfterEachRequest,
  freshIp,
  get,
  post,
  run,
  setEnv,
  startSmtpSink,
} from "./routes";

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

/** A fresh e-mail address (tests/factories `uniqueEmail`). */
export { uniqueEmail as unique } from "../factories/unique";
/** A fresh client IP (tests/support/routes `freshIp`). */
export { freshIp } from "./routes";
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

/** A couple's sign-up (both steps in one post) through the real /signup action, from a fresh address. */
export async function signUp(email: string, extra: Record<string, string> = {}) {
  const { action } = await import("~/routes/signup");
  return run(action, post("/signup", coupleSignup(email, extra)), { ip: freshIp() });
}

/** A couple of our own (a fresh `prefix`… address), signed up and logged in. */
export async function newCouple(prefix: string, extra: Record<string, string> = {}) {
  const email = uniqueEmail(prefix);
  const made = await signUp(email, extra);
  expect(made.status).toBe(302);
  return { email, password: coupleSignup(email, extra).password, cookie: cookieFrom(made.headers) };
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
