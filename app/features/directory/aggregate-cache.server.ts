/**
 * Catalogue-wide aggregates (vendor counts per category, the location filter's areas) cost a
 * scan of every approved vendor, so they are kept for up to a minute (the spec's own cache
 * stale time) instead of being recomputed on every page view. Vendor writes in this process
 * forget them at once; other instances catch up within the minute.
 */
const TTL_MS = 60_000;
const entries = new Map<string, { value: unknown; expires: number }>();

export async function cachedAggregate<T>(key: string, read: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const value = await read();
  entries.set(key, { value, expires: Date.now() + TTL_MS });
  return value;
}

/** Call after any change to vendors (create, approve, reject, edit, delete, import). */
export function forgetDirectoryAggregates() {
  entries.clear();
}
