import { getEnv } from "~/config.server";
import { IMPERSONAL_COOKIES } from "~/lib/cookie-names";

/** The page cache's memory bound and time limit, from PAGE_CACHE_MB and PAGE_CACHE_TTL_SECONDS. */
export function pageCacheSettings() {
  const env = getEnv();
  return {
    maxBytes: Math.round(env.PAGE_CACHE_MB * 1024 * 1024),
    ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
    impersonalCookies: [...IMPERSONAL_COOKIES],
  };
}
