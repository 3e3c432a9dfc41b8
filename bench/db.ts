/** Fresh databases for the benchmark: PGlite in a folder, or a randomly named PostgreSQL one. */
import crypto from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, schema } from "~/db/client.server";
import { seedCategories } from "~/startup/seed.server";

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/db/migrations");

export interface BenchDb {
  db: Database;
  close: () => Promise<void>;
}

/** Opens (creating if needed) the embedded database the server will use in DATA_DIR. */
export async function openPgliteBench(dataDir: string): Promise<BenchDb> {
  // The same folder layout as app/db/client.server.ts: <DATA_DIR>/pglite.
  const client = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm, cube } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  await seedCategories(db);
  return { db, close: () => client.close() };
}

export async function createPostgresBench(serverUrl: string) {
  const name = `saath_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function openPostgresBench(url: string): Promise<BenchDb> {
  // Index builds after a bulk load (withIndexesDeferred) sort in memory rather than on disk.
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    options: "-c maintenance_work_mem=256MB",
  });
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await seedCategories(db);
  return { db, close: () => pool.end() };
}

/**
 * Bulk loads run faster with the vendor table's indexes built once afterwards than updated row
 * by row (as a real import would do): at a million vendors, twenty indexes updated a row at a
 * time no longer fit in memory. Every index but those behind a constraint (the primary key) is
 * dropped and built again from its definition in the database itself, so they match the
 * migrations exactly (built afresh, as after a REINDEX).
 */
export async function withIndexesDeferred(db: Database, load: () => Promise<void>) {
  const result = (await db.execute(
    sql`select c.relname as indexname, pg_get_indexdef(i.indexrelid) as indexdef
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'vendor'::regclass
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const row of result.rows) await db.execute(sql.raw(`drop index ${row.indexname}`));
  try {
    await load();
  } finally {
    for (const row of result.rows) await db.execute(sql.raw(row.indexdef));
  }
}

/**
 * What autovacuum does shortly after a bulk insert: planner statistics, and the visibility map
 * that lets counts use index-only scans.
 */
export async function analyse(db: Database) {
  await db.execute(sql`vacuum analyze vendor`);
  // The trigger-kept word list (decision 021), its trigram index's pending entries merged, and
  // the kept counts (decision 043), each where it exists: a "before" run builds a commit older
  // than it with today's bench/.
  for (const table of ["search_word", "area_count", "spot_count", "category_spot_count"]) {
    const found = (await db.execute(
      sql`select to_regclass(${table}) is not null as present`,
    )) as unknown as { rows: { present: boolean }[] };
    if (found.rows[0]?.present) await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/** An approved vendor from the middle of the table, for the vendor-page URL. */
export async function sampleVendorId(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select id from vendor where approval_status = 'approved' order by id offset (select count(*) / 2 from vendor) limit 1`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]?.id);
}
