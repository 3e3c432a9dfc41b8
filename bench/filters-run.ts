/**
 * `npm run bench:filters`: issue 14's filter + radius queries alone, on a fresh PostgreSQL
 * database of 100,000 generated vendors (BENCH_DATABASE_URL or TEST_DATABASE_URL). Prints p50,
 * p95 and max per case; the full `npm run bench` runs the same cases in its query timings.
 */
import { execFileSync } from "node:child_process";
import { analyse, createPostgresBench, openPostgresBench, withIndexesDeferred } from "./db";
import { loadVendors } from "./generate";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("Set BENCH_DATABASE_URL or TEST_DATABASE_URL");
const count = Number(process.env.BENCH_VENDORS ?? 100_000);

const created = await createPostgresBench(serverUrl);
try {
  const bench = await openPostgresBench(created.url);
  await withIndexesDeferred(bench.db, () => loadVendors(bench.db, 0, count));
  await analyse(bench.db);
  await bench.close();
  const output = execFileSync(process.execPath, ["--import", "tsx", "bench/filters-time.ts"], {
    env: { ...process.env, DATABASE_URL: created.url },
    encoding: "utf8",
  });
  const { results } = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as {
    results: { name: string; p50: number; p95: number; max: number }[];
  };
  console.log(
    `| case (${count.toLocaleString("en-GB")} vendors, PostgreSQL) | p50 ms | p95 ms | max ms |`,
  );
  console.log("|---|---:|---:|---:|");
  for (const r of results) {
    console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
  }
} finally {
  await created.drop();
}
