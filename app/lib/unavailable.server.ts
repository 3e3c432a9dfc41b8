import { AsyncLocalStorage } from "node:async_hooks";
import { data, type MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable, onQueryFailure } from "~/db/availability.server";
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

/**
 * Whether the request being answered failed because the database could not be reached (or a
 * statement was cancelled by its time limit, e.g. waiting for a locked table). Set by the query
 * guard's failure listener and by `noteFailure` (the app's `handleError`, which sees every error
 * a loader or action threw, the ones raised inside a transaction included).
 */
interface OutageState {
  unavailable: boolean;
}

const outageState = new AsyncLocalStorage<OutageState>();

/** Called with every error a loader, an action or a render threw (entry.server's handleError). */
export function noteFailure(error: unknown) {
  const state = outageState.getStore();
  if (state && isDatabaseUnavailable(error)) state.unavailable = true;
}

onQueryFailure(noteFailure);

/**
 * The words for a request that failed because the database could not be reached, or null if
 * it failed for another reason: the raw error (or one it wraps), a 503 a guard or a read threw
 * (`serviceUnavailable`), or any other error (or none: an answer of 500) once this request has
 * seen a query fail that way. A thrown redirect or refusal is never an outage.
 */
export function outageWords(error: unknown): string | null {
  const status = answerStatus(error);
  if (status === 503) {
    const words = (error as { data?: unknown }).data;
    return typeof words === "string" ? words : UNAVAILABLE_MESSAGES.site;
  }
  // A redirect or a refusal thrown on purpose is the answer, whatever else failed.
  if (status !== null) return null;
  if (isDatabaseUnavailable(error) || outageState.getStore()?.unavailable) {
    return UNAVAILABLE_MESSAGES.site;
  }
  return null;
}

/** The status of an answer made with `data()` or as a Response; null for anything else. */
export function answerStatus(value: unknown): number | null {
  if (value instanceof Response) return value.status;
  const answer = value as { type?: unknown; init?: ResponseInit | null } | null;
  return answer?.type === "DataWithResponseInit" ? (answer.init?.status ?? 200) : null;
}

/** Which "briefly unavailable" words fit the request: a signed-in visitor's, or anyone's. */
function unavailableFor(request: Request): Unavailable {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(
    request.headers.get("cookie") ?? "",
  )
    ? "account"
    : "directory";
}

/**
 * The root route's middleware just outside `answerOutagesWith503`: React Router renders the
 * root boundary for a middleware's thrown 503 but drops the thrown answer's headers, so the
 * Retry-After is put back here on any 503 that lacks one.
 */
export const keepRetryAfterOn503: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    for (const [name, value] of Object.entries(retryAfterHeaders())) {
      response.headers.set(name, value);
    }
  }
  return response;
};

/**
 * The root route's middleware (decision 036): a page or a post that failed with a 500 because
 * the database was unavailable — a lock wait cancelled by `statement_timeout`, a dropped
 * connection, the breaker open — answers the 503 "briefly unavailable" instead, with
 * Retry-After, whichever loader or action threw. Forms that keep what was typed answer their
 * own 503 first (`keepsTyped` in form.server.ts); this is the net under every other one.
 */
export const answerOutagesWith503: MiddlewareFunction<Response> = async ({ request }, next) => {
  const state: OutageState = { unavailable: false };
  const response = await outageState.run(state, next);
  if (response.status === 500 && state.unavailable) {
    throw serviceUnavailable(unavailableFor(request));
  }
  return response;
};
