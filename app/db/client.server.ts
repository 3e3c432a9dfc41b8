import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { getEnv } from "~/config.server";
import { logger } from "~/lib/logger.server";
import {
  CONNECT_TIMEOUT_MS,
  guardPglite,
  guardPool,
  QUERY_TIME_LIMIT_MS,
  STATEMENT_TIMEOUT_MS,
} from "./availability.server";
import * as baseSchema from "./schema";
import * as bookingsSchema from "./schema-bookings";
import * as budgetSchema from "./schema-budget";
import * as eventsSchema from "./schema-events";
import * as reviewsSchema from "./schema-reviews";
import * as weddingsSchema from "./schema-weddings";

/** Every table, for drizzle (the events and reviews tables live in files of their own). */
const schema = {
  ...baseSchema,
  ...eventsSchema,
  ...reviewsSchema,
  ...weddingsSchema,
  ...bookingsSchema,
  ...budgetSchema,
};

export type Database = NodePgDatabase<typeof schema>;
/** A transaction: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or a transaction: what a query takes that runs alone or inside a write. */
export type Executor = Database | Tx;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other process migrates or seeds the same database. On PostgreSQL this
   * is an advisory lock held by a connection of its own; the embedded database is already
   * owned by one process (the DATA_DIR lock file), so it simply runs.
   */
  withMigrationLock: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /**
   * Calls `onMessage` for each NOTIFY on `channel` (from any process using this database) and
   * `onListening` whenever the subscription starts or is lost: a PostgreSQL server's listening
   * connection reconnects by itself; the embedded database cannot lose it. Resolves to a stop.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  /** The embedded client itself; only the outage test hooks below use it. */
  pglite?: PGlite;
}

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  onListening: (listening: boolean) => void;
}

/**
 * The PostgreSQL listener's heartbeat (decision 036): every `intervalMs` the process NOTIFYs its
 * own channel with a heartbeat payload through the pool, and expects to hear one on the
 * listening connection within `deadlineMs`. A connection that went silent — a paused network,
 * a stalled proxy, a half-open socket that never errors — is otherwise indistinguishable from a
 * quiet database, and kept pages and sessions would be served stale for as long as it lasts.
 */
export interface ListenHeartbeat {
  intervalMs: number;
  deadlineMs: number;
}

export const LISTEN_HEARTBEAT: ListenHeartbeat = { intervalMs: 2_000, deadlineMs: 5_000 };

/** Heartbeat payloads (any instance's) prove the connection hears; they are no message. */
export const HEARTBEAT_PREFIX = "heartbeat:";

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
  const client = new PGlite(folder, { extensions: { pg_trgm, cube }, loadDataDir });
  void client.exec(SESSION_SETUP);
  // Both drivers expose the same query builder; one type keeps feature code driver-agnostic.
  // The application's queries have a time limit (availability.server.ts); migrations do not.
  const db = drizzlePglite({ client: guardPglite(client), schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () =>
      migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    withMigrationLock: (work) => work(),
    close: () => client.close(),
    listen: async (channel, { onMessage, onListening }) => {
      const stop = await client.listen(channel, onMessage);
      onListening(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    pglite: client,
  };
}

// Set at connection start-up rather than by a query on "connect", which raced the pool's
// first query on that connection (pg warns it will stop queueing them in pg@9).
// No parallel workers for a request's query (decision 049): a list already runs its page and
// its count side by side, and other requests want the other cores. At a million vendors the
// workers made the slow directory queries two to three times slower on two cores (a 25-mile
// radius with traditions filters: 159 ms p95 with them, 51 ms without).
const STARTUP_OPTIONS = [
  "-c pg_trgm.word_similarity_threshold=0.5",
  "-c max_parallel_workers_per_gather=0",
].join(" ");

/**
 * The key of the start-up lock (the two-key form of pg_advisory_lock, a key space apart from the
 * one-key locks that features take, e.g. per couple for enquiries).
 */
export const MIGRATION_LOCK = [0x5a47, 1] as const;

/**
 * Holds the start-up advisory lock on a connection outside the pool while `work` runs. Several
 * instances starting at once on an empty database would otherwise all run
 * `CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations` and the losers fail on
 * `pg_type`'s unique key. If the process dies, PostgreSQL ends the session and the lock with it.
 */
async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    const [first] = (
      await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1, $2) as taken", [
        ...MIGRATION_LOCK,
      ])
    ).rows;
    if (!first?.taken) {
      logger.info("Another instance is migrating the database; waiting for it to finish");
      await client.query("select pg_advisory_lock($1, $2)", [...MIGRATION_LOCK]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}

function openPostgres(url: string, heartbeat: ListenHeartbeat = LISTEN_HEARTBEAT): DbHandle {
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
    withMigrationLock: (work) => withAdvisoryLock(url, work),
    close: () => pool.end(),
    listen: (channel, handlers) =>
      listenPostgres(url, channel, handlers, {
        heartbeat,
        notify: (payload) => pool.query("select pg_notify($1, $2)", [channel, payload]),
      }),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops
 * (the server restarts, the network fails) or goes silent (no heartbeat heard within the
 * deadline), `onListening(false)` is called at once, the connection is torn down, and it
 * reconnects with a growing pause (0.5 s up to 30 s), then calls `onListening(true)`.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  {
    heartbeat,
    notify,
  }: { heartbeat: ListenHeartbeat; notify: (payload: string) => Promise<unknown> },
) {
  let stopped = false;
  let current: pg.Client | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let beats: NodeJS.Timeout | undefined;
  let sent = 0;

  const retry = () => {
    if (stopped) return;
    const pause = Math.min(30_000, 500 * 2 ** failures++);
    timer = setTimeout(() => void connect(), pause);
    timer.unref();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    let lost = false;
    let lastHeard = Date.now();
    const onLost = () => {
      if (lost) return;
      lost = true;
      clearInterval(beats);
      if (current === client) current = undefined;
      handlers.onListening(false);
      void client.end().catch(() => {});
      // A silent socket never finishes ending: close it ourselves.
      (
        client as unknown as { connection?: { stream?: { destroy?: () => void } } }
      ).connection?.stream?.destroy?.();
      retry();
    };
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (message) => {
      if (message.channel !== channel) return;
      lastHeard = Date.now();
      const payload = message.payload ?? "";
      if (!payload.startsWith(HEARTBEAT_PREFIX)) handlers.onMessage(payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    failures = 0;
    lastHeard = Date.now();
    clearInterval(beats);
    beats = setInterval(() => {
      if (Date.now() - lastHeard > heartbeat.deadlineMs) {
        logger.warn(
          { channel },
          "No heartbeat heard on the listening connection: treating it as lost",
        );
        onLost();
        return;
      }
      // Through the pool: the beat crosses the database to this connection like any change.
      void notify(`${HEARTBEAT_PREFIX}${process.pid}:${++sent}`).catch(() => {});
    }, heartbeat.intervalMs);
    beats.unref();
    handlers.onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(beats);
    await current?.end().catch(() => {});
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

/** A handle of its own on `url`, outside the process's one (tests that play several instances). */
export function openPostgresHandle(url: string, heartbeat?: ListenHeartbeat): DbHandle {
  return openPostgres(url, heartbeat);
}

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

/** The rows of a query written in SQL (`db.execute` answers with the driver's whole result). */
export async function queryRows<Row>(query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return ("rows" in result ? result.rows : result) as Row[];
}

export async function closeDb() {
  const store = globalThis as GlobalWithDb;
  const handle = store[globalKey];
  store[globalKey] = undefined;
  await handle?.close();
}

export { schema };

/**
 * Integration tests: this process's database becomes an in-memory PGlite loaded from a dump of
 * one already migrated and seeded (tests/integration/global-setup.ts builds it once per run),
 * instead of one made from an empty folder. The application never calls this.
 */
export function openEmbeddedCopyForTests(dump: Blob) {
  const store = globalThis as GlobalWithDb;
  if (store[globalKey]) throw new Error("The database is already open");
  store[globalKey] = openPglite("memory://", dump);
}

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
