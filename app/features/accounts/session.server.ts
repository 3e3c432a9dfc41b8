import { getEnv } from "~/config.server";
import type { Role } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { getAuth } from "./auth.server";
import { normaliseRole } from "./return-url";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  isMainAdmin: boolean;
}

// The root loader and the route's loader both ask for the user; one lookup per request.
const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The logged-in user, or null. Reads the HTTP-only session cookie via better-auth. */
export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = lookUpUser(request);
    cache.set(request, pending);
  }
  return pending;
}

async function lookUpUser(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("session_token")) return null;
  try {
    const result = await getAuth().api.getSession({
      headers: new Headers({ cookie }),
    });
    if (!result?.user) return null;
    return toSessionUser(result.user as typeof result.user & { role?: string | null });
  } catch (error) {
    logger.error({ err: error }, "Session lookup failed");
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
