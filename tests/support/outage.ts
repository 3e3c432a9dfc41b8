/**
 * A frozen database for outage tests: it stays connected but answers nothing. On PostgreSQL a
 * second connection takes every table of the test's database in ACCESS EXCLUSIVE mode inside
 * an open transaction, so every query that touches a table waits; on PGlite a transaction that
 * never ends holds the embedded database, so every query waits its turn. `thaw` lets go.
 */
import pg from "pg";
import { getDbHandle } from "~/db/client.server";

export interface Freeze {
  thaw: () => Promise<void>;
}

export async function freezeDatabase(): Promise<Freeze> {
  const handle = getDbHandle();
  if (handle.pglite) {
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
      },
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  const { rows } = await locker.query<{ name: string }>(
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
