import { getEnv } from "~/config.server";
import { getDbHandle } from "~/db/client.server";
import { acquireDataDirLock } from "~/db/lock.server";
import { seedDatabase } from "./seed.server";

let prepared: Promise<void> | undefined;

/** Migrate and seed inside the process that owns the database (see docs/architecture.md). */
export function prepareDatabase(owner = "the Saath server"): Promise<void> {
  prepared ??= (async () => {
    const env = getEnv();
    if (!env.DATABASE_URL && !env.DATA_DIR.startsWith("memory://")) {
      acquireDataDirLock(env.DATA_DIR, owner);
    }
    const handle = getDbHandle();
    await handle.migrate();
    await seedDatabase(handle.db, { demo: env.SEED_DEMO_DATA });
  })();
  return prepared;
}
