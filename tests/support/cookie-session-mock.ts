import type { SessionUser } from "~/features/accounts/session.server";
import type { MadeUser } from "../factories/users";

/**
 * A stand-in for `~/features/accounts/session.server` that knows whoever the test says is signed
 * in by the cookie the request carries, so one test can act as several people:
 * `vi.mock("~/features/accounts/session.server", () => import(this file))`, then
 * `signedIn(user)` for a cookie. It imports nothing of the app, so mocking through it is safe.
 */
const sessions = new Map<string, SessionUser>();

export const getOptionalUser = async (request: Request) =>
  sessions.get(request.headers.get("cookie") ?? "");

export const readSession = async (request: Request) => ({
  user: sessions.get(request.headers.get("cookie") ?? "") ?? null,
  unavailable: false,
  headers: new Headers(),
});

/** The cookie that signs `made` in. */
export function signedIn(made: MadeUser) {
  const cookie = `test-session=${made.user.id}`;
  sessions.set(cookie, made.user);
  return cookie;
}
