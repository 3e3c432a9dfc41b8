/**
 * Direct query timings of the directory reads (no HTTP), run as a child of bench/run.ts with
 * DATABASE_URL or DATA_DIR pointing at a loaded bench database. Prints one JSON line.
 * On PostgreSQL it also writes EXPLAIN ANALYZE of the search + radius queries.
 */
import fs from "node:fs";
import pg from "pg";
import { closeDb, getDbHandle } from "~/db/client.server";
import { listVendors } from "~/features/vendors/vendor-list.server";
import {
  countVendorsByCategory,
  getFeaturedVendors,
  getPublicVendor,
  listLocationAreas,
} from "~/features/vendors/vendors.server";
import { lookupPostcode } from "~/lib/postcodes.server";
import { FILTER_CASES } from "./filter-cases";
import { SORT_CASES } from "./sort-cases";
import { timeCases } from "./timing";

const iterations = Number(process.env.BENCH_QUERY_ITERATIONS ?? 100);
const vendorId = Number(process.env.BENCH_VENDOR_ID ?? 1);
const explainFile = process.env.BENCH_EXPLAIN_FILE;
const near = lookupPostcode("LE4 5LN");

const CASES: { name: string; run: () => Promise<unknown> }[] = [
  { name: "list, page 1", run: () => listVendors({}) },
  { name: "category catering, page 1", run: () => listVendors({ categoryId: "catering" }) },
  {
    name: "category catering, page 20",
    run: () => listVendors({ categoryId: "catering", page: 20 }),
  },
  {
    name: "search 'photographer leicester'",
    run: () => listVendors({ q: "photographer leicester" }),
  },
  {
    name: "search with typos 'photgrapher leicster'",
    run: () => listVendors({ q: "photgrapher leicster" }),
  },
  { name: "radius LE4 5LN 10 mi", run: () => listVendors({ near, radiusMiles: 10 }) },
  { name: "radius LE4 5LN 25 mi", run: () => listVendors({ near, radiusMiles: 25 }) },
  { name: "radius LE4 5LN 50 mi", run: () => listVendors({ near, radiusMiles: 50 }) },
  {
    name: "radius LE4 5LN 50 mi, page 5",
    run: () => listVendors({ near, radiusMiles: 50, page: 5 }),
  },
  {
    name: "catering within 10 mi of LE4 5LN",
    run: () => listVendors({ categoryId: "catering", near, radiusMiles: 10 }),
  },
  {
    name: "search 'mehndi' within 25 mi of LE4 5LN",
    run: () => listVendors({ q: "mehndi", near, radiusMiles: 25 }),
  },
  ...FILTER_CASES,
  ...SORT_CASES,
  { name: "vendor page", run: () => getPublicVendor(vendorId) },
  { name: "category counts", run: () => countVendorsByCategory() },
  { name: "location areas", run: () => listLocationAreas() },
  { name: "featured vendors", run: () => getFeaturedVendors() },
];

const results = await timeCases(CASES, iterations);

if (explainFile && getDbHandle().kind === "postgres") {
  // Capture the SQL listVendors sends, then ask PostgreSQL how it ran it.
  const captured: { text: string; values: unknown[] }[] = [];
  let capturing = false;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { text?: string; values?: unknown[] } | string;
    const text = typeof config === "object" ? config?.text : undefined;
    // The vendors, and the kept counts a radius's total is read from (decision 043).
    if (capturing && text && /from "(vendor|spot_count|category_spot_count)"/.test(text)) {
      // drizzle passes the values either inside the config or as the second argument.
      const values =
        (typeof config === "object" ? config.values : undefined) ??
        (Array.isArray(args[1]) ? args[1] : []);
      captured.push({ text, values });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  const explained: string[] = [];
  for (const testCase of CASES.filter((c) => /search|radius|mi of|mi,/.test(c.name))) {
    captured.length = 0;
    capturing = true;
    await testCase.run();
    capturing = false;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query("SET pg_trgm.word_similarity_threshold = 0.5");
    for (const query of captured) {
      const plan = await client.query({
        text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
        values: query.values,
      });
      explained.push(
        `## ${testCase.name}\n${query.text}\n\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}\n`,
      );
    }
    await client.end();
  }
  pg.Client.prototype.query = original;
  fs.writeFileSync(explainFile, explained.join("\n"));
}

await closeDb();
console.log(JSON.stringify({ results }));
