/**
 * A REAL database outage for this test file's process: on PostgreSQL the server is told to
 * refuse connections to the file's database and its open connections are terminated; on
 * PGlite the embedded client is closed (and reopened with the same data afterwards).
 */
import pg from "pg";
import {
  getDbHandle,
  restoreAfterOutageForTests,
  simulateOutageForTests,
} from "~/db/client.server";
import { forgetDirectoryAggregates } from "~/features/directory/aggregate-cache.server";

const serverUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

function databaseName() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

let down = false;

/** Make the database really unreachable for this process. */
export async function takeDatabaseDown() {
  if (getDbHandle().kind === "postgres") {
    const name = databaseName();
    // Identifiers cannot be parameters; the name is ours (saath_test_<hex>), checked first.
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
    await adminQuery(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await adminQuery(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
  } else {
    await simulateOutageForTests();
  }
  // As if the outage outlasted the aggregates' one-minute cache.
  forgetDirectoryAggregates();
  down = true;
}

export async function bringDatabaseBack() {
  if (!down) return;
  if (getDbHandle().kind === "postgres") {
    await adminQuery(`ALTER DATABASE ${databaseName()} WITH ALLOW_CONNECTIONS true`);
  } else {
    await restoreAfterOutageForTests();
  }
  down = false;
}

export const isDatabaseDown = () => down;
