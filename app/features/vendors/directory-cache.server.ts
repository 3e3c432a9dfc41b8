import { LRUCache } from "lru-cache";

/**
 * What the directory reads from the database, kept in this server's memory (decision 031).
 *
 * - Catalogue-wide aggregates (vendor counts per category, the location filter's areas) cost a
 *   scan of every approved vendor: kept for up to a minute (the spec's own cache stale time).
 * - A list page's results (one search, filter, sort and page: the same for every visitor) are
 *   kept only while this process hears the database's change announcements (the page cache's
 *   `saath_content` channel, decision 025): every change to what public pages show, from any
 *   instance, forgets them all at once. A signed-in couple's list page is rendered for them,
 *   but it reads the same results as everyone else.
 *
 * Vendor writes in this process forget everything at once, before their announcement arrives.
 */
const AGGREGATE_TTL_MS = 60_000;
/** A backstop: results are forgotten on every announced change long before this. */
const RESULTS_TTL_MS = 5 * 60_000;
const RESULTS_MAX = 500;

/** A handful of keys (counts, areas); 100 is far more than the directory asks for. */
const aggregates = new LRUCache<string, { value: unknown }>({ max: 100, ttl: AGGREGATE_TTL_MS });
const results = new LRUCache<string, { value: unknown }>({
  max: RESULTS_MAX,
  ttl: RESULTS_TTL_MS,
});
let listening = false;
/** Bumped by every change: a read that began before one is not kept. */
let generation = 0;

export async function cachedAggregate<T>(key: string, read: () => Promise<T>): Promise<T> {
  const hit = aggregates.get(key);
  if (hit) return hit.value as T;
  const value = await read();
  aggregates.set(key, { value });
  return value;
}

/** The results of a public directory read: kept while changes are heard, else read each time. */
export async function cachedResults<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (!listening) return read();
  const hit = results.get(key);
  if (hit) return hit.value as T;
  const since = generation;
  const value = await read();
  if (listening && since === generation) results.set(key, { value });
  return value;
}

/** Call after any change to vendors (create, approve, reject, edit, delete, import). */
export function forgetDirectoryCache() {
  generation++;
  aggregates.clear();
  results.clear();
}

/** Whether this process hears the database's change announcements (content-changes.server.ts). */
/** Whether kept results are used: only while the process hears the database's changes. */
export function isDirectoryCacheListening() {
  return listening;
}

export function setDirectoryCacheListening(value: boolean) {
  listening = value;
  forgetDirectoryCache();
}
