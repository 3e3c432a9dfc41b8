import { getEnv } from "~/config.server";
import type { Role } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { normaliseRole } from "~/lib/return-url";
import { getAuth } from "./auth.server";
import {
  keepSessionUser,
  keptSessionUser,
  sessionGeneration,
  sessionTokenOf,
} from "./session-cache.server";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  isMainAdmin: boolean;
}

/** What one request knows about its session. */
export interface SessionRead {
  user: SessionUser | null;
  /**
   * The database could not be asked. The session is not known to be gone, so nothing about it
   * changes; `user` is then the session cookie's signed copy, if it has a current one.
   */
  unavailable: boolean;
  /** better-auth's Set-Cookie lines from a database read (the renewed copy); the root loader sends them. */
  headers: Headers;
}

type AuthUser = Parameters<typeof toSessionUser>[0];

// The root loader and the route's loader both ask for the user; one lookup per request.
const cache = new WeakMap<Request, Promise<SessionRead>>();

/** The request's session: from the database, or from the cookie's copy while it is unavailable. */
export function readSession(request: Request): Promise<SessionRead> {
  let pending = cache.get(request);
  if (!pending) {
    pending = lookUpSession(request);
    cache.set(request, pending);
  }
  return pending;
}

/** The logged-in user, or null. Reads the HTTP-only session cookie via better-auth. */
export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user;
}

async function lookUpSession(request: Request): Promise<SessionRead> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("session_token")) {
    return { user: null, unavailable: false, headers: new Headers() };
  }
  // Asked of the database a few seconds ago, and nothing about sessions has changed since.
  const token = sessionTokenOf(cookie);
  const known = token ? keptSessionUser(token) : undefined;
  if (known) return { user: known, unavailable: false, headers: new Headers() };
  const headers = new Headers({ cookie });
  const since = sessionGeneration();
  try {
    // The database decides (a revoked session or a changed role counts at once).
    const { headers: setCookies, response } = await getAuth().api.getSession({
      headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
    const user = response?.user ? toSessionUser(response.user as AuthUser) : null;
    if (token && user && response) keepSessionUser(token, user, response.session.expiresAt, since);
    return { user, unavailable: false, headers: setCookies };
  } catch (error) {
    logger.warn({ err: error }, "Session lookup failed; the session is kept");
    return { user: await userFromCookieCopy(headers), unavailable: true, headers: new Headers() };
  }
}

/** better-auth's cookie cache: the session's signed copy, read without the database. */
async function userFromCookieCopy(headers: Headers): Promise<SessionUser | null> {
  try {
    const result = await getAuth().api.getSession({ headers });
    return result?.user ? toSessionUser(result.user as AuthUser) : null;
  } catch {
    // No current copy, so better-auth asked the database again, which is still unavailable.
    return null;
  }
}

export function toSessionUser(user: {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
}): SessionUser {
  const role = normaliseRole(user.role);
  const email = user.email.toLowerCase();
  return {
    id: user.id,
    // Spec §3: the name falls back to the part of the e-mail before the @, else 'User'.
    name: user.name?.trim() || email.split("@")[0] || "User",
    email,
    role,
    emailVerified: user.emailVerified,
    isMainAdmin: role === "admin" && email === getEnv().ADMIN_EMAIL.toLowerCase(),
  };
}
