/**
 * Builds the integration tests' world once per run: migrates and seeds one database, then
 * every test file starts from a copy of it (tests/setup-db.ts). Starting PGlite from an empty
 * folder (initdb), migrating and seeding took 5–16 s per file; loading a copy takes about 1 s,
 * and on a PostgreSQL server `CREATE DATABASE … TEMPLATE` takes a fraction of that.
 *
 * On the embedded database the world is PGlite's own dump of its data folder, written to a
 * temporary file; on a PostgreSQL server (TEST_DATABASE_URL) it is a template database with a
 * random name, dropped at the end (that server keeps whatever earlier runs left behind).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { databaseUrl, setIntegrationEnv } from "./env";

interface World {
  snapshot: string;
  template: string;
  destroy: () => Promise<void>;
  users: number;
}

// Both integration projects (shared and isolated workers) name this file; they get one world.
const KEY = Symbol.for("saath.integration-world");
type WithWorld = typeof globalThis & { [KEY]?: Promise<World> };

export default async function setup(project: TestProject) {
  const store = globalThis as WithWorld;
  store[KEY] ??= buildWorld();
  const world = await store[KEY];
  world.users++;
  project.provide("worldSnapshot", world.snapshot);
  project.provide("worldTemplate", world.template);
  return async () => {
    if (--world.users > 0) return;
    store[KEY] = undefined;
    await world.destroy();
  };
}

async function buildWorld(): Promise<World> {
  setIntegrationEnv();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const started = performance.now();

  if (serverUrl) {
    const template = `saath_world_${crypto.randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    process.env.DATABASE_URL = databaseUrl(serverUrl, template);
    await prepareAndClose();
    report(`template database ${template}`, started);
    return {
      snapshot: "",
      template,
      users: 0,
      destroy: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
    };
  }

  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "saath-world-"));
  const file = path.join(folder, "pglite.tar");
  await prepareAndClose(async () => {
    const { getDbHandle } = await import("~/db/client.server");
    const dump = await getDbHandle().pglite?.dumpDataDir("none");
    if (!dump) throw new Error("The embedded database gave no dump");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  });
  report("embedded database", started);
  return {
    snapshot: file,
    template: "",
    users: 0,
    destroy: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

/** Migrates and seeds through the app's own start-up path, then lets go of the database. */
async function prepareAndClose(beforeClose?: () => Promise<void>) {
  const { resetEnvForTests } = await import("~/config.server");
  resetEnvForTests();
  const { prepareDatabase } = await import("~/startup/prepare.server");
  const { closeDb } = await import("~/db/client.server");
  await prepareDatabase("the integration tests' world");
  await beforeClose?.();
  await closeDb();
}

async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function report(what: string, started: number) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`Integration world: migrated and seeded once (${what}) in ${seconds} s\n`);
}
