import type { HeadersArgs } from "react-router";
import { keepRetryAfter } from "~/lib/unavailable";

/**
 * What a page every anonymous visitor sees alike tells caches: shared caches (a CDN, nginx, and
 * the server's own page cache, server/page-cache.ts) may keep it for a few seconds and serve it
 * a little stale while they fetch a new copy; browsers check again each time (a 304 when the
 * ETag still matches). The server's own cache is told of changes at once (decision record 025).
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
/** A page with anything personal or temporary on it. */
export const PRIVATE_PAGE = "private, no-cache";

export function isSharedPolicy(cacheControl: string | null) {
  return cacheControl?.startsWith("public") ?? false;
}

/**
 * The `headers` export of a public page: keeps a 503's Retry-After (keepRetryAfter) and says
 * the page may be shared. The root's `sharedPagePolicy` takes that back for a visitor with a
 * cookie, an error, or the last good copy.
 */
export function publicPageHeaders(args: HeadersArgs) {
  const headers = keepRetryAfter(args);
  headers.set("Cache-Control", PUBLIC_PAGE);
  return headers;
}
