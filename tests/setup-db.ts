/**
 * Every integration test file gets a database of its own, already migrated and seeded: a copy
 * of the world that tests/integration/global-setup.ts built once for the run. On the embedded
 * database that is a new in-memory PGlite loaded from the world's dump; on the PostgreSQL server
 * named by TEST_DATABASE_URL, a database with a random name made from the world's template and
 * dropped afterwards.
 *
 * Files share their worker process with the files before them (vitest.config.ts: the app's
 * modules are loaded once per worker, not once per file), so each file also starts with nothing
 * kept in memory and gives back the environment it found.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { databaseUrl, setIntegrationEnv, TEST_QUERY_TIME_LIMIT_MS } from "./integration/env";

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;
const environmentBefore = { ...process.env };

setIntegrationEnv();

if (serverUrl) {
  databaseName = `saath_test_${crypto.randomBytes(6).toString("hex")}`;
  await copyTemplate(serverUrl, inject("worldTemplate"), databaseName);
  process.env.DATABASE_URL = databaseUrl(serverUrl, databaseName);
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
}

const { resetEnvForTests } = await import("~/config.server");
resetEnvForTests();

// A file that failed before its afterAll may have left its database open in this worker.
await (await import("~/db/client.server")).closeDb();

if (!serverUrl) {
  const { openEmbeddedCopyForTests } = await import("~/db/client.server");
  const bytes = fs.readFileSync(inject("worldSnapshot"));
  openEmbeddedCopyForTests(new Blob([bytes]));
}

beforeAll(async () => {
  await forgetWhatEarlierFilesKept();
  const { setQueryTimeLimitForTests } = await import("~/db/availability.server");
  setQueryTimeLimitForTests(TEST_QUERY_TIME_LIMIT_MS);
  // Finds the copy migrated and seeded, so it only checks (and marks the process ready).
  const { prepareDatabase } = await import("~/startup/prepare.server");
  await prepareDatabase("integration tests");
});

afterAll(async () => {
  // The background worker never outlives its file (nor reaches the next file's database).
  const { stopBackgroundWorkForTests } = await import("~/startup/background.server");
  await stopBackgroundWorkForTests();
  const { closeDb } = await import("~/db/client.server");
  await closeDb();
  if (serverUrl && databaseName) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
  restoreEnvironment();
  resetEnvForTests();
});

/** The app's in-memory copies of what an earlier file's database said. */
async function forgetWhatEarlierFilesKept() {
  const [directory, fallback, sessions, photoPool, photos, background, routes] = await Promise.all([
    import("~/features/vendors/directory-cache.server"),
    import("~/features/directory/fallback.server"),
    import("~/features/accounts/session-cache.server"),
    import("~/features/business/photo-pool.server"),
    import("~/features/business/photos.server"),
    import("~/startup/background.server"),
    import("./support/routes"),
  ]);
  directory.setDirectoryCacheListening(false);
  fallback.forgetLastGoodCopies();
  sessions.forgetSessionUsers();
  photoPool.resetPhotoPoolCounters();
  photos.forgetPhotoUploads();
  await background.stopBackgroundWorkForTests();
  routes.deliverMailAfterEachRequest(false);
}

/** Variables a test file set (an SMTP server, a fake Google) must not reach the next file. */
function restoreEnvironment() {
  for (const key of Object.keys(process.env)) {
    if (!(key in environmentBefore)) delete process.env[key];
  }
  Object.assign(process.env, environmentBefore);
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is copying the same template
 * ("being accessed by other users", 55006): the files start at the same moment, so wait for
 * that copy to end and try again.
 */
async function copyTemplate(url: string, template: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
