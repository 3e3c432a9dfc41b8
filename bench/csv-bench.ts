/**
 * The admin's CSV import at 10,000 rows, timed with the app's own function (the same one the
 * panel and /admin/import call), on the embedded database by default or on PostgreSQL when
 * TEST_DATABASE_URL names a server (a fresh database, dropped afterwards).
 * `npm run bench:csv` (or `BENCH_DB=postgres npm run bench:csv`).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createPostgresBench } from "./db";

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 10_000);
const usePostgres = process.env.BENCH_DB === "postgres";
const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

process.env.LOG_LEVEL = "silent";
process.env.SEED_DEMO_DATA = "true";
const bench = usePostgres ? await createPostgresBench(SERVER) : null;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "saath-csv-bench-"));
if (bench) process.env.DATABASE_URL = bench.url;
else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = folder;
}

const categories = ["venues", "catering", "photography", "decor", "music", "mehndi"];
/** A realistic file: every column filled, addresses with postcodes, one in 50 rows bad. */
export function benchCsv(rows: number, tag: string) {
  const lines = ["Category,Name,Website,Phone,Email,Address"];
  for (let i = 0; i < rows; i++) {
    const category = i % 50 === 49 ? "dragons" : categories[i % categories.length];
    lines.push(
      `${category},"Bench ${tag} ${i}, Leicester",https://bench${i}.example,0116 496 ${String(i % 10_000).padStart(4, "0")},hello${i}@bench.example,"${i} Belgrave Road, Leicester, LE4 5AS"`,
    );
  }
  return lines.join("\n");
}

try {
  const { prepareDatabase } = await import("~/startup/prepare.server");
  await prepareDatabase("csv bench");
  const { db, closeDb } = await import("~/db/client.server");
  const { user } = await import("~/db/schema");
  const { eq } = await import("drizzle-orm");
  const { importVendorsCsv } = await import("~/features/admin/csv-import.server");
  const [admin] = await db.select().from(user).where(eq(user.role, "admin")).limit(1);
  if (!admin) throw new Error("No admin in the seed");
  const actor = admin as never;
  const text = benchCsv(ROWS, crypto.randomUUID().slice(0, 6));

  const time = async (label: string, file = text) => {
    const started = performance.now();
    const answer = await importVendorsCsv(actor, file);
    const seconds = (performance.now() - started) / 1000;
    const kb = Math.round(Buffer.byteLength(file) / 1024);
    if (!answer.ok) throw new Error(answer.description);
    const { added, updated, skipped } = answer.result;
    console.log(
      `${label}: ${ROWS} rows (${kb} KB) in ${seconds.toFixed(2)} s — ${added} added, ${updated} updated, ${skipped} skipped`,
    );
  };
  console.log(`CSV import on ${usePostgres ? "PostgreSQL" : "PGlite"}`);
  await time("new file      ");
  await time("same file again");
  // Every listing's website and e-mail change: 9,800 updates.
  await time("changed file   ", text.replaceAll(".example", ".example.org"));
  await closeDb();
} finally {
  await bench?.drop();
  fs.rmSync(folder, { recursive: true, force: true });
}
