import type { Role } from "~/db/schema";
import { loginHref } from "./login-url";

// Only relative paths are taken; an absolute URL, even to this site, is refused. The base is
// a made-up origin, so the check needs no configuration and runs the same in the browser.
const HERE = "https://saath.invalid";

/**
 * The one check behind every redirect whose target a visitor can write (a `returnUrl`, a
 * `redirectTo`): a path on this site, or null. The FINAL, normalised URL is what is checked —
 * `/.//evil.example`, `/..//evil.example` and `/%2e%2e//evil.example` all normalise to
 * `//evil.example`, another host — and what is returned is that normalised path, so nothing
 * downstream (a Location header, a meta refresh, `navigate`) can read it differently.
 * Back-slashes (read as "/"), tabs, new lines and other control characters (dropped by URL
 * parsers) are refused outright rather than guessed at.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith("/")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, HERE);
    if (url.origin !== HERE) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Read again as a URL, the normalised path must still be a path here (not `//host`).
    if (!path.startsWith("/") || path.startsWith("//")) return null;
    return new URL(path, HERE).origin === HERE ? path : null;
  } catch {
    return null;
  }
}

/** A same-site path to go back to after a plain form post, else `fallback`. */
export function safeReturnPath(value: unknown, fallback = "/dashboard"): string {
  return sameSitePath(value) ?? fallback;
}

/** Where to go after log-in: a same-site path, but never back into the auth screens. */
export function safeReturnUrl(value: string | null | undefined): string | null {
  const path = sameSitePath(value);
  if (!path) return null;
  if (/^\/(login|logout|signup|register)(\/|$|\?|#)/i.test(path)) return null;
  return path;
}

/** Unknown roles are treated as user (spec §6). */
export function normaliseRole(role: string | null | undefined): Role {
  return role === "admin" || role === "business" ? role : "user";
}

/** Where a user lands after log-in when no returnUrl is given (spec: Login). */
export function destinationFor(role: string | null | undefined): string {
  const normalised = normaliseRole(role);
  if (normalised === "admin") return "/admin";
  if (normalised === "business") return "/business";
  return "/dashboard";
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginUrlFor(pathWithSearch: string) {
  const safe = safeReturnUrl(pathWithSearch);
  return safe && safe !== "/" ? loginHref(safe) : "/login";
}
