/**
 * Older names for the factories (tests/factories/users.ts), kept so every test that imports
 * them still compiles: a user of each role, and a logged-in session cookie for route tests.
 */
import type { Role } from "~/db/schema";
import type { SessionUser } from "~/features/accounts/session.server";
import { makeUser } from "../factories/users";

export { sessionCookieFor } from "../factories/users";

export async function createTestUser(role: Role, name = `Test ${role}`): Promise<SessionUser> {
  return (await makeUser({ role, name })).user;
}
