/**
 * Every integration test file gets a database of its own, migrated and seeded:
 * an in-memory PGlite by default, or a fresh database with a random name on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards: that server keeps
 * whatever earlier runs left behind).
 */
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

process.env.NODE_ENV = "test";
process.env.SEED_DEMO_DATA = "true";
process.env.BASE_URL = "http://localhost:3000";
process.env.LOG_LEVEL = "silent";

if (serverUrl) {
  databaseName = `saath_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
}

const { resetEnvForTests } = await import("~/config.server");
resetEnvForTests();

beforeAll(async () => {
  const { prepareDatabase } = await import("~/startup/prepare.server");
  await prepareDatabase("integration tests");
});

afterAll(async () => {
  const { closeDb } = await import("~/db/client.server");
  await closeDb();
  if (serverUrl && databaseName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});
