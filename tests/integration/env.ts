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
