/**
 * Outages for tests. `takeDatabaseDown` makes the database really unreachable (PostgreSQL refuses
 * the file's database and ends its connections; PGlite's client is closed and reopened after).
 * `freezeDatabase` keeps it connected but answering nothing: on PostgreSQL a
 * second connection takes every table of the test's database in ACCESS EXCLUSIVE mode inside
 * an open transaction, so every query that touches a table waits; on PGlite a transaction that
 * never ends holds the embedded database, so every query waits its turn. `thaw` lets go.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { vi } from "vitest";
import { QUERY_TIME_LIMIT_MS, setQueryTimeLimitForTests } from "~/db/availability.server";
import {
  db,
  getDbHandle,
  restoreAfterOutageForTests,
  simulateOutageForTests,
} from "~/db/client.server";
import { forgetDirectoryCache } from "~/features/vendors/directory-cache.server";
import { TEST_QUERY_TIME_LIMIT_MS } from "../integration/env";

export interface Freeze {
  thaw: () => Promise<void>;
}

/**
 * `tables`: on PostgreSQL, lock only these (as another session's `LOCK TABLE … IN ACCESS
 * EXCLUSIVE MODE` would); PGlite cannot lock one table for one statement, so it holds all.
 */
export async function freezeDatabase(options: { tables?: string[] } = {}): Promise<Freeze> {
  const handle = getDbHandle();
  if (handle.pglite) {
    // A frozen embedded database is noticed by the application's own time limit, not the
    // tests' ceiling (tests/integration/env.ts).
    setQueryTimeLimitForTests(QUERY_TIME_LIMIT_MS);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const transaction = handle.pglite.transaction(async () => {
      holding();
      await gate;
    });
    await held;
    return {
      thaw: async () => {
        release();
        await transaction;
        setQueryTimeLimitForTests(TEST_QUERY_TIME_LIMIT_MS);
      },
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  const { rows } = options.tables
    ? { rows: options.tables.map((name) => ({ name: `public.${name}` })) }
    : await locker.query<{ name: string }>(
        "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
      );
  await locker.query("BEGIN");
  await locker.query(
    `LOCK TABLE ${rows.map((row) => row.name).join(", ")} IN ACCESS EXCLUSIVE MODE`,
  );
  return {
    thaw: async () => {
      await locker.query("ROLLBACK");
      await locker.end();
    },
  };
}

const serverUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

function databaseName() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

let down = false;

/** Make the database really unreachable for this process. */
export async function takeDatabaseDown() {
  if (getDbHandle().kind === "postgres") {
    const name = databaseName();
    // Identifiers cannot be parameters; the name is ours (saath_test_<hex>), checked first.
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
    await adminQuery(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await adminQuery(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
  } else {
    await simulateOutageForTests();
  }
  // As if the outage outlasted the aggregates' one-minute cache.
  forgetDirectoryCache();
  down = true;
}

export async function bringDatabaseBack() {
  if (!down) return;
  if (getDbHandle().kind === "postgres") {
    await adminQuery(`ALTER DATABASE ${databaseName()} WITH ALLOW_CONNECTIONS true`);
    // After an outage the application tries the database again a moment later (the breaker
    // in db/availability.server.ts); wait until it has.
    await vi.waitFor(() => db.execute(sql`select 1`), { timeout: 45_000, interval: 250 });
  } else {
    await restoreAfterOutageForTests();
  }
  down = false;
}

export const isDatabaseDown = () => down;
