import { data } from "react-router";
import { isDatabaseUnavailable } from "~/db/availability.server";
import { UNAVAILABLE_MESSAGES, type Unavailable } from "./unavailable";

/**
 * What a page answers when the database cannot be reached and there is no last good copy to
 * show: a 503 with Retry-After, rendered by the root ErrorBoundary (decision record 013).
 */
export const RETRY_AFTER_SECONDS = 60;

export const retryAfterHeaders = () => ({ "Retry-After": String(RETRY_AFTER_SECONDS) });

/** The 503 to throw from a loader or action. */
export function serviceUnavailable(what: Unavailable = "directory") {
  return data(UNAVAILABLE_MESSAGES[what], { status: 503, headers: retryAfterHeaders() });
}

/** Runs a read; if the database is unavailable, throws the 503 instead of the raw error. */
export async function orUnavailable<T>(
  read: Promise<T>,
  what: Unavailable = "directory",
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw serviceUnavailable(what);
    throw error;
  }
}
