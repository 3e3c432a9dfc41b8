/**
 * People: one maker for every role. With `logIn` the account is signed up through better-auth
 * (the product's own writer of users and credentials), confirmed, given its role and profile
 * the way the sign-up does (one update of our columns), and logged in for a session cookie.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type Role, user } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { uniqueEmail } from "./unique";

/** The password of every account made with `logIn` (it meets the sign-up rules). */
export const FACTORY_PASSWORD = "Factory!2027";

export type UserRow = typeof user.$inferSelect;

export type UserOptions = Partial<Omit<typeof user.$inferInsert, "role">> & {
  role?: Role;
  /** Sign up with a password and log in: the result carries a session cookie. */
  logIn?: boolean;
  /** With `logIn`: the password (FACTORY_PASSWORD unless told). */
  password?: string;
};

export interface MadeUser {
  user: SessionUser;
  row: UserRow;
  /** The session cookie: only with `logIn`, else "" (a visitor's request). */
  cookie: string;
}

/**
 * A confirmed account of `role` (a couple, "user", unless told), with any other column of
 * `user` set as given.
 */
export async function makeUser(options: UserOptions = {}): Promise<MadeUser> {
  const { logIn = false, password = FACTORY_PASSWORD, ...columns } = options;
  const role = columns.role ?? "user";
  const values = {
    name: `Test ${role}`,
    email: uniqueEmail(role),
    emailVerified: true,
    ...columns,
    role,
  };
  const row = logIn ? await signUp(values, password) : await insertUser(values);
  const cookie = logIn ? await sessionCookieFor(row.email, password) : "";
  return { user: asSessionUser(row), row, cookie };
}

async function signUp(values: Omit<typeof user.$inferInsert, "id">, password: string) {
  const { name, email, ...ours } = values;
  const created = await getAuth().api.signUpEmail({
    body: { email, password, name },
  });
  const [row] = await db.update(user).set(ours).where(eq(user.id, created.user.id)).returning();
  return row;
}

/**
 * The one place a test writes a user row itself. Every writer of users in the app (better-auth's
 * sign-up and admin API, the demo accounts) hashes a password with scrypt, about 0.1–0.3 s of
 * CPU per account on the 2-core machine; the suite makes over sixty accounts that never log in,
 * so those get the row alone (no credential) and cost a single insert.
 */
async function insertUser(values: Omit<typeof user.$inferInsert, "id"> & { id?: string }) {
  const [row] = await db
    .insert(user)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  return row;
}

/** What the session knows about an account. */
export function asSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    emailVerified: row.emailVerified,
    isMainAdmin: false,
  };
}

/** Logs an account in through better-auth and returns its session cookie. */
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
