import { logger } from "~/lib/logger.server";

/**
 * The last good copy of each public directory read, held in this server's memory.
 * When the database is unreachable, public pages are served from it with the spec's
 * 'Connection Issue' notice, and recover by themselves on the next successful read.
 */
const MAX_ENTRIES = 2000;
const lastGood = new Map<string, unknown>();

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
    lastGood.delete(key);
    lastGood.set(key, data);
    if (lastGood.size > MAX_ENTRIES) lastGood.delete(lastGood.keys().next().value as string);
    return { data, connectionIssue: false };
  } catch (error) {
    if (!lastGood.has(key)) throw error;
    logger.warn(
      "Database read failed; serving the last good copy. %s",
      `${key}: ${errorMessage(error)}`,
    );
    return { data: lastGood.get(key) as T, connectionIssue: true };
  }
}

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
