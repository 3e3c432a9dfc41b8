import { LRUCache } from "lru-cache";
import { logger } from "~/lib/logger.server";

/**
 * The last good copy of each public directory read, held in this server's memory.
 * When the database is unreachable, public pages are served from it with the spec's
 * 'Connection Issue' notice, and recover by themselves on the next successful read.
 */
const MAX_ENTRIES = 2000;
/** The most recently read first out when full; a fallback read (`peek`) does not refresh it. */
const lastGood = new LRUCache<string, { data: unknown }>({ max: MAX_ENTRIES });

/** Tests that share one process between files start each file with nothing kept. */
export function forgetLastGoodCopies() {
  lastGood.clear();
}

export interface WithFallback<T> {
  data: T;
  connectionIssue: boolean;
}

export async function readWithFallback<T>(
  key: string,
  read: () => Promise<T>,
): Promise<WithFallback<T>> {
  try {
    const data = await read();
    lastGood.set(key, { data });
    return { data, connectionIssue: false };
  } catch (error) {
    const kept = lastGood.peek(key);
    if (!kept) throw error;
    logger.warn(
      "Database read failed; serving the last good copy. %s",
      `${key}: ${errorMessage(error)}`,
    );
    return { data: kept.data as T, connectionIssue: true };
  }
}

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
