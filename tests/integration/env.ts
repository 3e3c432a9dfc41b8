/**
 * The environment every integration test process runs with: the global set-up that builds the
 * test world and each test file's own process set the same values, so the world a file copies
 * is the one it would have built.
 */
export function setIntegrationEnv() {
  process.env.NODE_ENV = "test";
  process.env.SEED_DEMO_DATA = "true";
  process.env.BASE_URL = "http://localhost:3000";
  process.env.LOG_LEVEL = "silent";
}

/**
 * The integration tests' ceiling for one query (the application's is 2.5 s): on a machine whose
 * cores are busy elsewhere an ordinary query on the embedded database can take longer than a
 * page may wait. `tests/support/outage.ts` puts the application's own limit back while a test's
 * database is down or frozen.
 */
export const TEST_QUERY_TIME_LIMIT_MS = 30_000;

/** The PostgreSQL server URL with another database name. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

declare module "vitest" {
  interface ProvidedContext {
    /** File holding the migrated, seeded embedded database (PGlite's dumpDataDir). */
    worldSnapshot: string;
    /** Name of the migrated, seeded template database on the PostgreSQL server. */
    worldTemplate: string;
  }
}
