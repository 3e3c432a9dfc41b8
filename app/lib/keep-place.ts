import { pathInQuery } from "./login-url";
import { safeReturnUrl } from "./return-url";

/**
 * Where a visitor sent to log in was going, and what they were doing there (issue 31, decision
 * 042): `returnUrl` (a same-site path, the one check of `return-url.ts`) and `next`, the one
 * step the server finishes once the account exists — today the heart ("shortlist:12"). Both
 * travel in the address from the page to /login, from /login's "Sign up" to the wizard, through
 * its steps as hidden fields, and into the confirmation e-mail's link. From the heart to /login
 * the step rides in the navigation's state (features/accounts/use-next-step.ts), so the log-in
 * address stays the spec's `/login?returnUrl=…`.
 */
export interface Place {
  returnUrl: string | null;
  next: string | null;
}

export type NextStep = { kind: "shortlist"; vendorId: number };

const SHORTLIST = /^shortlist:([1-9]\d{0,8})$/;

/** The step a `next` value names, or null for anything else (never trusted beyond this). */
export function parseNextStep(value: unknown): NextStep | null {
  if (typeof value !== "string") return null;
  const shortlist = value.match(SHORTLIST);
  return shortlist ? { kind: "shortlist", vendorId: Number(shortlist[1]) } : null;
}

/** The heart a visitor tapped, as a `next` value. */
export const shortlistStep = (vendorId: number) => `shortlist:${vendorId}`;

/** The place an address (or a form's fields) carries, each part checked. */
export function readPlace(source: URLSearchParams | Record<string, string | undefined>): Place {
  const get = (key: string) =>
    source instanceof URLSearchParams ? source.get(key) : (source[key] ?? null);
  const next = get("next");
  return {
    returnUrl: safeReturnUrl(get("returnUrl")),
    next: parseNextStep(next) ? (next as string) : null,
  };
}

/** `path` (/login, /signup, …) with the place in its query, the parts that are set. */
export function withPlace(path: string, place: Partial<Place>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  const returnUrl = safeReturnUrl(place.returnUrl);
  if (returnUrl && returnUrl !== "/") params.set("returnUrl", returnUrl);
  if (place.next && parseNextStep(place.next)) params.set("next", place.next);
  const query = pathInQuery(params.toString());
  return query ? `${path}?${query}` : path;
}
