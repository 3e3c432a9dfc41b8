import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { BrokenCircuitError } from "cockatiel";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  BREAK_MS,
  CONNECT_TIMEOUT_MS,
  DatabaseUnavailableError,
  guardPglite,
  guardPool,
  isDatabaseUnavailable,
  QUERY_TIME_LIMIT_MS,
} from "./availability.server";

const LIMIT = { timeout: 60_000 };

/** What Drizzle throws: its own error, with the driver's as the cause. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1", { cause });
const pgError = (code: string, message = "error") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows an unreachable or too slow database, however deep the cause", () => {
    expect(isDatabaseUnavailable(wrapped(pgError("57014", "canceling statement")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError("08006")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError("57P01")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError("ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped(new DatabaseUnavailableError("x"))))).toBe(true);
  });

  it("does not mistake a query's own failure for an outage", () => {
    expect(isDatabaseUnavailable(wrapped(pgError("23505", "duplicate key")))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pgError("42601", "syntax error")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Vendor not found"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("a PostgreSQL server that accepts connections and never answers", () => {
  const sockets: net.Socket[] = [];
  const frozen = net.createServer((socket) => sockets.push(socket));
  let pool: pg.Pool | undefined;

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => frozen.close(resolve));
    await pool?.end().catch(() => {});
  });

  it(
    "fails as unavailable, and the next query fails at once without a connection",
    LIMIT,
    async () => {
      await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
      const address = frozen.address() as net.AddressInfo;
      pool = guardPool(
        new pg.Pool({
          host: "127.0.0.1",
          port: address.port,
          user: "saath",
          database: "saath",
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          query_timeout: QUERY_TIME_LIMIT_MS,
        }),
      );
      pool.on("error", () => {});
      const first = await pool.query("select 1").catch((error: unknown) => error);
      expect(first).toBeInstanceOf(DatabaseUnavailableError);
      expect(pool.totalCount).toBe(0);

      const second = await pool.query("select 1").catch((error: unknown) => error);
      expect(second).toBeInstanceOf(DatabaseUnavailableError);
      expect((second as Error).cause).toBeInstanceOf(BrokenCircuitError);
      const third = await pool.connect().catch((error: unknown) => error);
      expect((third as Error).cause).toBeInstanceOf(BrokenCircuitError);
      // Neither opened a connection.
      expect(pool.totalCount).toBe(0);
    },
  );
});

describe("the embedded database held by a transaction that does not end", () => {
  // Starting PGlite from an empty folder is CPU work (seconds on a busy machine), not a wait:
  // it happens before the test, with a generous limit, and the test's waits run on a fake clock.
  let raw: PGlite;
  beforeAll(async () => {
    raw = await PGlite.create();
    await raw.exec("create table note (body text)");
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await raw?.close();
  });

  it("answers as unavailable, and a transaction that starts too late writes nothing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const db = guardPglite(raw);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const stuck = raw.transaction(async () => {
      holding();
      await gate;
    });
    await held;

    // Waits its turn past the limit: given up on, and left queued behind the stuck one.
    const late = vi.fn(async (tx: { query: (sql: string) => Promise<unknown> }) => {
      await tx.query("insert into note values ('written late')");
    });
    const outcome = db.transaction(late).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(QUERY_TIME_LIMIT_MS);
    expect(await outcome).toBeInstanceOf(DatabaseUnavailableError);
    // The breaker is open now: these fail without waiting.
    await expect(db.query("select 1")).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.exec("select 1")).rejects.toBeInstanceOf(DatabaseUnavailableError);

    release();
    await stuck;
    // Still within the break: refused without touching the database.
    await vi.advanceTimersByTimeAsync(BREAK_MS - 1);
    await expect(db.query("select 1")).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // Once the break is over, the breaker lets a query through again.
    await vi.advanceTimersByTimeAsync(1);
    await expect(db.query("select 1")).resolves.toBeDefined();
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from note");
    expect(rows[0]?.n).toBe(0);
    expect(late).not.toHaveBeenCalled();
    expect(db.closed).toBe(false);
  });
});
