/**
 * `npm run bench:queries`: the directory queries called directly (no HTTP) on a fresh
 * PostgreSQL database of 100,000 generated vendors (BENCH_DATABASE_URL or TEST_DATABASE_URL),
 * each 100 times after a warm-up; prints p50, p95 and max per case, then drops the database.
 * The cases are bench/query-bench.ts's (the same ones `npm run bench` times).
 *
 *   BENCH_VENDORS=100000        how many vendors
 *   BENCH_EXPLAIN_FILE=path     also write EXPLAIN (ANALYZE, BUFFERS) of the search and radius cases
 *   BENCH_KEEP=true             keep the database and print its URL (drop it yourself)
 *   BENCH_REUSE_URL=url         time an already loaded database instead of making one
 */
import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import {
  analyse,
  createPostgresBench,
  openPostgresBench,
  sampleVendorId,
  withIndexesDeferred,
} from "./db";
import { loadVendors } from "./generate";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const reuse = process.env.BENCH_REUSE_URL;
if (!serverUrl && !reuse) throw new Error("Set BENCH_DATABASE_URL or TEST_DATABASE_URL");
const count = Number(process.env.BENCH_VENDORS ?? 100_000);
const keep = process.env.BENCH_KEEP === "true";

const created = reuse ? null : await createPostgresBench(serverUrl as string);
const url = reuse ?? (created?.url as string);
try {
  const bench = await openPostgresBench(url);
  if (created) {
    const started = Date.now();
    await withIndexesDeferred(bench.db, () =>
      loadVendors(bench.db, 0, count, (done) => {
        if (done % 100_000 === 0 || done === count) {
          console.error(
            `${done.toLocaleString("en-GB")} vendors inserted (${Date.now() - started} ms)`,
          );
        }
      }),
    );
    await analyse(bench.db);
    console.error(`Loaded ${count.toLocaleString("en-GB")} vendors in ${Date.now() - started} ms`);
  }
  const vendorId = await sampleVendorId(bench.db);
  // The table's own size: a reused database holds however many it was loaded with.
  const held = Number(
    (
      (await bench.db.execute(sql`select count(*)::int as n from vendor`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );
  await bench.close();
  const output = execFileSync(process.execPath, ["--import", "tsx", "bench/query-bench.ts"], {
    env: { ...process.env, DATABASE_URL: url, BENCH_VENDOR_ID: String(vendorId) },
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const { results } = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as {
    results: { name: string; p50: number; p95: number; max: number }[];
  };
  console.log(
    `| case (${held.toLocaleString("en-GB")} vendors, PostgreSQL) | p50 ms | p95 ms | max ms |`,
  );
  console.log("|---|---:|---:|---:|");
  for (const r of results) {
    console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
  }
} finally {
  if (created && keep) console.error(`Kept ${created.url}`);
  else await created?.drop();
}
