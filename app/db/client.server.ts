import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { getEnv } from "~/config.server";
import {
  CONNECT_TIMEOUT_MS,
  guardPglite,
  guardPool,
  QUERY_TIME_LIMIT_MS,
  STATEMENT_TIMEOUT_MS,
} from "./availability.server";
import * as baseSchema from "./schema";
import * as eventsSchema from "./schema-events";
import * as reviewsSchema from "./schema-reviews";

/** Every table, for drizzle (the events and reviews tables live in files of their own). */
const schema = { ...baseSchema, ...eventsSchema, ...reviewsSchema };

export type Database = NodePgDatabase<typeof schema>;

interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded client itself; only the outage test hooks below use it. */
  pglite?: PGlite;
}

/**
 * Typo tolerance: a search word matches when its trigram word-similarity reaches 0.5
 * (the default 0.6 misses "leicster" for "Leicester").
 */
const SESSION_SETUP = "SET pg_trgm.word_similarity_threshold = 0.5";

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/db/migrations");

function openPglite(dataDir: string, loadDataDir?: Blob | File): DbHandle {
  const inMemory = dataDir.startsWith("memory://");
  const folder = inMemory ? dataDir : path.resolve(dataDir, "pglite");
  // PGlite does not create parent folders itself.
  if (!inMemory) fs.mkdirSync(path.dirname(folder), { recursive: true });
  const client = new PGlite(folder, { extensions: { pg_trgm }, loadDataDir });
  void client.exec(SESSION_SETUP);
  // Both drivers expose the same query builder; one type keeps feature code driver-agnostic.
  // The application's queries have a time limit (availability.server.ts); migrations do not.
  const db = drizzlePglite({ client: guardPglite(client), schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () =>
      migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    pglite: client,
  };
}

// Set at connection start-up rather than by a query on "connect", which raced the pool's
// first query on that connection (pg warns it will stop queueing them in pg@9).
const STARTUP_OPTIONS = "-c pg_trgm.word_similarity_threshold=0.5";

function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The server cancels a slow statement; the client gives up on a server that stopped
    // answering altogether (frozen, or a network that drops packets).
    options: `${STARTUP_OPTIONS} -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
    query_timeout: QUERY_TIME_LIMIT_MS,
  });
  // An idle client losing its connection must not crash the process (the database may restart).
  pool.on("error", () => {});
  const db = drizzlePg({ client: guardPool(pool), schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}

/** Migrations may take longer than a page's query: one connection of their own, no limit. */
async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url, options: STARTUP_OPTIONS });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

// One handle per process, even if this module is loaded twice (dev HMR, server + build).
const globalKey = Symbol.for("saath.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: DbHandle };

export function getDbHandle(): DbHandle {
  const store = globalThis as GlobalWithDb;
  if (!store[globalKey]) {
    const env = getEnv();
    store[globalKey] = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
  }
  return store[globalKey];
}

/** The application's database. Opened on first use. */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const real = getDbHandle().db as unknown as Record<PropertyKey, unknown>;
    const value = real[property];
    return typeof value === "function" ? value.bind(real) : value;
  },
});

export async function closeDb() {
  const store = globalThis as GlobalWithDb;
  const handle = store[globalKey];
  store[globalKey] = undefined;
  await handle?.close();
}

export { schema };

/**
 * Test hooks for the database-down fallback test on the embedded database: close the real
 * PGlite client (every query then fails, as when a server goes away), and open it again
 * with the same data. On PostgreSQL the test makes the server refuse connections instead.
 * The application never calls these.
 */
let parkedData: Blob | File | undefined;

export async function simulateOutageForTests() {
  const handle = getDbHandle();
  if (!handle.pglite) throw new Error("simulateOutageForTests is for the embedded database");
  // An in-memory database would be lost on close: keep a copy of its files to reopen from.
  parkedData = getEnv().DATA_DIR.startsWith("memory://")
    ? await handle.pglite.dumpDataDir("none")
    : undefined;
  await handle.pglite.close();
}

export async function restoreAfterOutageForTests() {
  const store = globalThis as GlobalWithDb;
  const handle = store[globalKey];
  if (!handle?.pglite?.closed) throw new Error("No simulated outage to restore");
  const reopened = openPglite(getEnv().DATA_DIR, parkedData);
  await reopened.pglite?.waitReady;
  store[globalKey] = reopened;
  parkedData = undefined;
}
