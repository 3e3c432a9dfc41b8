import type { Role } from "~/db/schema";

/**
 * A returnUrl is honoured only when it is a path on this site. Anything that could leave it
 * (absolute URLs, protocol-relative `//host`, back-slash tricks, control characters) is ignored.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || typeof value !== "string") return null;
  if (value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = "https://saath.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    // Never bounce back into the auth screens themselves.
    if (/^\/(login|logout|signup|register)(\/|$)/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
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
  return safe && safe !== "/" ? `/login?returnUrl=${encodeURIComponent(safe)}` : "/login";
}
