import { getEnv } from "~/config.server";
import { type DbHandle, getDbHandle } from "~/db/client.server";
import { acquireDataDirLock } from "~/db/lock.server";
import { seedDatabase } from "./seed.server";

let prepared: Promise<void> | undefined;
let ready = false;

/**
 * Applies the migrations and the seed under the start-up lock, so any number of instances can
 * start on one database at the same moment: one migrates, the others wait, then find nothing to
 * do (the seed only adds what is missing).
 */
export function migrateAndSeed(handle: DbHandle, options: { demo: boolean }): Promise<void> {
  return handle.withMigrationLock(async () => {
    await handle.migrate();
    await seedDatabase(handle.db, options);
  });
}

/** Migrate and seed inside the process that owns the database (see docs/architecture.md). */
export function prepareDatabase(owner = "the Saath server"): Promise<void> {
  prepared ??= (async () => {
    const env = getEnv();
    if (!env.DATABASE_URL && !env.DATA_DIR.startsWith("memory://")) {
      acquireDataDirLock(env.DATA_DIR, owner);
    }
    await migrateAndSeed(getDbHandle(), { demo: env.SEED_DEMO_DATA });
    ready = true;
  })();
  return prepared;
}

/** True once this process has migrated and seeded its database (readiness, /readyz). */
export function isPrepared() {
  return ready;
}
