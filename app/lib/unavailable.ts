import type { HeadersArgs } from "react-router";

/**
 * The words of the 503 a page answers when the database cannot be reached and there is no
 * last good copy to show (the root ErrorBoundary renders them; decision record 013).
 */
export const UNAVAILABLE_MESSAGES = {
  directory: "The directory is briefly unavailable. Please try again in a minute.",
  account:
    "Your account is briefly unavailable. You are still signed in: please try again in a minute.",
  site: "Saath is briefly unavailable. Please try again in a minute.",
} as const;

export type Unavailable = keyof typeof UNAVAILABLE_MESSAGES;

/**
 * A route's `headers` export that keeps a 503's Retry-After on the page's response: its own
 * loader's (a page that shows its error state itself) or a thrown one's (the root ErrorBoundary).
 */
export function keepRetryAfter({ parentHeaders, loaderHeaders, errorHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
