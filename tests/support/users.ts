/**
 * Helpers for the business and claims integration tests: users of each role inserted
 * straight into the user table, and a real logged-in session cookie for route tests.
 */
import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { type Role, user } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import type { SessionUser } from "~/features/accounts/session.server";

export async function createTestUser(role: Role, name = `Test ${role}`): Promise<SessionUser> {
  const id = crypto.randomUUID();
  const email = `${role}-${id.slice(0, 8)}@example.com`;
  await db.insert(user).values({ id, name, email, emailVerified: true, role });
  return { id, name, email, role, emailVerified: true, isMainAdmin: false };
}

/** Logs a seeded demo account in through better-auth and returns its session cookie. */
export async function sessionCookieFor(email: string, password: string): Promise<string> {
  const response = await getAuth().api.signInEmail({
    body: { email, password },
    asResponse: true,
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const cookie = cookies.join("; ");
  if (!cookie.includes("session_token")) {
    throw new Error(`Log-in failed for ${email}: ${response.status}`);
  }
  return cookie;
}
