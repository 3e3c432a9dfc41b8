import type { PGlite, Transaction } from "@electric-sql/pglite";
import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from "cockatiel";
import type pg from "pg";

/**
 * Every query has a time limit, so a frozen or unreachable database makes a page answer
 * within three seconds (its last good copy, or a 503) instead of hanging. Decision record 013.
 *
 * - QUERY_TIME_LIMIT_MS bounds one query from the application's side, waiting for a
 *   connection included (PostgreSQL: the pool's `query` and `connect`; PGlite: its queue).
 * - STATEMENT_TIMEOUT_MS is PostgreSQL's own `statement_timeout`: the server cancels a slow
 *   statement (and frees its locks) a little before the application gives up on it.
 * - CONNECT_TIMEOUT_MS bounds opening a connection to PostgreSQL.
 * After one query fails because the database is unreachable, the breaker answers the next
 * ones at once for BREAK_MS (a page's later queries then cost nothing), then lets one query
 * through to try again; the first success closes it.
 */
const failureListeners = new Set<(error: unknown) => void>();

/**
 * Called, inside the request that ran it, whenever a guarded query fails. The page cache
 * registers its listener when it loads (`features/page-cache/page-state.server.ts`), so the
 * database layer needs to know nothing about pages.
 */
export function onQueryFailure(listener: (error: unknown) => void) {
  failureListeners.add(listener);
}

export const QUERY_TIME_LIMIT_MS = 2_500;
export const STATEMENT_TIMEOUT_MS = 2_000;
export const CONNECT_TIMEOUT_MS = 2_000;
export const BREAK_MS = 2_000;

/** The one error meaning "the database cannot be reached just now". */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

// PostgreSQL SQLSTATEs: connection exceptions (08…), the server shutting down or starting
// (57P01-57P03), a statement cancelled by statement_timeout (57014), a lock not granted within
// lock_timeout (55P03), no free connection slot.
const UNAVAILABLE_CODES = /^(08...|57P0[123]|57014|55P03|53300)$/;
const UNAVAILABLE_SYSCALLS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// pg and PGlite say these in words only.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended|PGlite is closed/i;

function isUnavailableCause(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (error instanceof TaskCancelledError || error instanceof BrokenCircuitError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_SYSCALLS.has(code)))
    return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/**
 * Whether an error (or what caused it: Drizzle wraps driver errors) means the database is
 * unreachable or too slow, rather than a mistake in a query or a broken constraint.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (isUnavailableCause(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

let queryTimeLimitMs = QUERY_TIME_LIMIT_MS;

/**
 * Integration tests run the embedded database in their own process, and on a machine whose
 * cores are busy elsewhere an ordinary query can wait longer than a page may: they raise the
 * application's limit, and the tests of outages set it back to QUERY_TIME_LIMIT_MS. The
 * application never calls this.
 */
export function setQueryTimeLimitForTests(ms: number) {
  queryTimeLimitMs = ms;
}

function createGuard() {
  const breaker = circuitBreaker(handleWhen(isUnavailableCause), {
    halfOpenAfter: BREAK_MS,
    breaker: new ConsecutiveBreaker(1),
  });
  // The breaker is outside the time limit, so a query that runs out of time opens it. The
  // queries never read the policy's abort signal, so it is not aborted after each one: that
  // made a DOMException, stack trace and all, for every query of every page (issue 12).
  const withLimit = (ms: number) =>
    wrap(breaker, timeout(ms, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false }));
  let limit = queryTimeLimitMs;
  let policy = withLimit(limit);
  return async function guarded<T>(run: () => Promise<T>): Promise<T> {
    if (limit !== queryTimeLimitMs) {
      limit = queryTimeLimitMs;
      policy = withLimit(limit);
    }
    try {
      return await policy.execute(run);
    } catch (error) {
      // A page made while a read failed (shown from the last good copy, or without a part) is
      // never shared with other visitors: the page cache is told through its listener.
      for (const listener of failureListeners) listener(error);
      if (!isUnavailableCause(error) || error instanceof DatabaseUnavailableError) throw error;
      throw new DatabaseUnavailableError(`The database is unavailable: ${messageOf(error)}`, {
        cause: error,
      });
    }
  };
}

export type Guard = ReturnType<typeof createGuard>;

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The pool Drizzle is given: `query` (a connection, then one statement) and `connect` (the
 * connection a transaction runs on) answer within the limit or fail as unavailable. The
 * statements of a transaction are bounded by the pool's own `query_timeout`.
 */
export function guardPool(pool: pg.Pool, guard: Guard = createGuard()): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  Object.assign(pool, {
    query: (...args: unknown[]) => guard(() => query(...args)),
    connect: (...args: unknown[]) => {
      // pg-pool's own `query` connects with a callback: that path is already guarded.
      if (args.length > 0) return connect(...args);
      let abandoned = false;
      return guard(() => {
        const pending = connect();
        // A connection that arrives after we gave up on it goes straight back to the pool.
        pending.then((client) => abandoned && client.release()).catch(() => {});
        return pending;
      }).catch((error: unknown) => {
        abandoned = true;
        throw error;
      });
    },
  });
  return pool;
}

/**
 * The embedded database runs one statement at a time; a query waits its turn behind a long
 * transaction. The same limit applies to that wait: `query` and `exec` answer in time or fail
 * as unavailable, and a transaction must start in time — one that starts after we gave up on
 * it rolls back at once instead of writing late.
 */
export function guardPglite(client: PGlite, guard: Guard = createGuard()): PGlite {
  const guardedMethods: Partial<Record<keyof PGlite, unknown>> = {
    query: (...args: Parameters<PGlite["query"]>) => guard(() => client.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => guard(() => client.exec(...args)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
      let abandoned = false;
      let run: Promise<T> | undefined;
      const started = () =>
        new Promise<void>((resolve, reject) => {
          run = client.transaction(async (tx) => {
            if (abandoned) throw new DatabaseUnavailableError("The transaction started too late");
            resolve();
            return callback(tx);
          });
          // Failing before it started (a closed database) fails the start.
          run.catch(reject);
        });
      return guard(started).then(
        () => run as Promise<T>,
        (error: unknown) => {
          abandoned = true;
          throw error;
        },
      );
    },
  };
  return new Proxy(client, {
    get(target, property) {
      if (property in guardedMethods) return guardedMethods[property as keyof PGlite];
      // PGlite's getters and methods use private fields: read and call them on the client.
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
