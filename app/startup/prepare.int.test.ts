import crypto from "node:crypto";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type DbHandle, getDbHandle, openPostgresHandle } from "~/db/client.server";
import { category, user, vendor } from "~/db/schema";
import { CATEGORIES } from "~/features/vendors/categories";
import { bringDatabaseBack, takeDatabaseDown } from "../../tests/support/outage";
import { DEMO_REVIEWERS } from "./demo-reviews";
import { readiness } from "./health.server";
import { isPrepared, migrateAndSeed } from "./prepare.server";

const serverUrl = process.env.TEST_DATABASE_URL;

/** A throwaway database on the test server, dropped by the returned function. */
async function emptyDatabase() {
  const name = `saath_startup_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return { url: url.toString(), drop };
}

describe("start-up", () => {
  it("marks the process ready once it has migrated and seeded", () => {
    // tests/setup-db.ts prepared this file's database before the tests ran.
    expect(isPrepared()).toBe(true);
  });

  it.skipIf(!serverUrl)(
    "several instances migrating and seeding one empty PostgreSQL database at once all succeed, once",
    async () => {
      const database = await emptyDatabase();
      const handles: DbHandle[] = [1, 2, 3, 4].map(() => openPostgresHandle(database.url));
      try {
        const outcomes = await Promise.allSettled(
          handles.map((handle) => migrateAndSeed(handle, { demo: true })),
        );
        expect(
          outcomes.map((outcome) =>
            outcome.status === "rejected" ? String(outcome.reason?.cause ?? outcome.reason) : "ok",
          ),
        ).toEqual(["ok", "ok", "ok", "ok"]);

        const { db } = handles[0];
        const migrations = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        const journal = (await import("~/db/migrations/meta/_journal.json")).entries;
        expect(migrations.rows[0].n).toBe(journal.length);
        const [categories] = await db.select({ n: count() }).from(category);
        expect(categories.n).toBe(CATEGORIES.length);
        const [users] = await db.select({ n: count() }).from(user);
        // The three demo accounts and the demo reviews' couples, each once.
        expect(users.n).toBe(3 + DEMO_REVIEWERS.length);
        const [owned] = await db
          .select({ n: count() })
          .from(vendor)
          .where(sql`${vendor.ownerId} is not null`);
        expect(owned.n).toBe(1);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await database.drop();
      }
    },
  );

  it("runs the start-up work under the lock on the process's own database too", async () => {
    // A second start (a restart) finds everything done and changes nothing.
    const handle = getDbHandle();
    const [before] = await handle.db.select({ n: count() }).from(vendor);
    await migrateAndSeed(handle, { demo: true });
    const [after] = await handle.db.select({ n: count() }).from(vendor);
    expect(after.n).toBe(before.n);
  });

  it("is ready while the database answers, and says why not while it does not", async () => {
    expect(await readiness()).toEqual({ ready: true });
    await takeDatabaseDown();
    try {
      const down = await readiness();
      expect(down.ready).toBe(false);
      expect(down.reason).toMatch(/^database unreachable: /);
    } finally {
      await bringDatabaseBack();
    }
    expect(await readiness()).toEqual({ ready: true });
  });
});
