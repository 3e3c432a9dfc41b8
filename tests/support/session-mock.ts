import type { SessionUser } from "~/features/accounts/session.server";

/**
 * A stand-in for `~/features/accounts/session.server` in files that decide who is signed in
 * themselves: `vi.mock("~/features/accounts/session.server", () => import(this file))`, then
 * set `session.user` in a test. It imports nothing of the app, so mocking through it is safe.
 */
export const session = { user: null as SessionUser | null };

export const getOptionalUser = async () => session.user;

export const readSession = async () => ({
  user: session.user,
  unavailable: false,
  headers: new Headers(),
});
