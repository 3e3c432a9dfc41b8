/**
 * `npm run bench:free-dates`: "free on my event dates" (issue 30) on a fresh PostgreSQL
 * database of 100,000 generated vendors and 1,000,000 booked days (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL). The days are written by one INSERT … SELECT (seconds, not a million
 * round trips): about ten per vendor over two years (eleven drawn, a few fall on the same day), more on Saturdays as real weddings are; one
 * vendor in ten takes two events a day and has room left on its days. Prints p50, p95 and max
 * per case, and the plan of the main query (it must use `vendor_day_full_idx`).
 */
import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { analyse, createPostgresBench, openPostgresBench, withIndexesDeferred } from "./db";
import { loadVendors } from "./generate";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("Set BENCH_DATABASE_URL or TEST_DATABASE_URL");
const count = Number(process.env.BENCH_VENDORS ?? 100_000);
const daysPerVendor = Number(process.env.BENCH_DAYS_PER_VENDOR ?? 11);

const created = await createPostgresBench(serverUrl);
try {
  const bench = await openPostgresBench(created.url);
  await withIndexesDeferred(bench.db, () => loadVendors(bench.db, 0, count));
  const started = Date.now();
  // Day k of vendor v: a spread over 2027–2028 (730 days) that differs per vendor; every
  // other booking is moved to that week's Saturday, so Saturdays are the busy days.
  await bench.db.execute(sql`update vendor set events_per_day = 2 where id % 10 = 0`);
  await bench.db.execute(sql`
    insert into vendor_day (vendor_id, day, booked, "full")
    select v.id, d.day, 1, v.id % 10 <> 0
    from vendor v
    cross join lateral (
      select distinct on (day) day from (
        select date '2027-01-02' + case when k % 2 = 0
          then ((v.id * 7 + k * 53) % 104) * 7
          else (v.id * 7919 + k * 37) % 730 end as day
        from generate_series(1, ${daysPerVendor}) as k
      ) days
    ) d
    on conflict do nothing`);
  const counted = await bench.db.execute<{ total: number; full: number }>(
    sql`select count(*)::int as total, count(*) filter (where "full")::int as full from vendor_day`,
  );
  const [{ total, full }] = counted.rows;
  await analyse(bench.db);
  await bench.db.execute(sql`vacuum analyze vendor_day`);
  console.log(
    `Booked days: ${total.toLocaleString("en-GB")} (${full.toLocaleString("en-GB")} full), written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const plan = await bench.db.execute(sql`explain (costs off)
    select id from vendor where approval_status = 'approved' and category_id = 'catering'
    and not exists (select 1 from vendor_day where "full" and day in ('2027-08-12'::date, '2027-08-14'::date) and vendor_id = vendor.id)
    order by rating desc, review_count desc, id limit 24`);
  console.log((plan.rows as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]).join("\n"));
  await bench.close();
  const output = execFileSync(process.execPath, ["--import", "tsx", "bench/free-dates-time.ts"], {
    env: { ...process.env, DATABASE_URL: created.url },
    encoding: "utf8",
  });
  const { results } = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as {
    results: { name: string; p50: number; p95: number; max: number }[];
  };
  console.log(
    `| case (${count.toLocaleString("en-GB")} vendors, booked days above, PostgreSQL) | p50 ms | p95 ms | max ms |`,
  );
  console.log("|---|---:|---:|---:|");
  for (const r of results) {
    console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
  }
} finally {
  if (process.env.BENCH_KEEP === "true") console.log(`Kept: ${created.url}`);
  else await created.drop();
}
