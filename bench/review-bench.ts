/**
 * Reviews at scale, on PostgreSQL (issue 13): 100,000 vendors, 70,000 couples and 1,020,000
 * reviews (about ten a listing, plus one listing with 20,000), loaded with set-based SQL. Times
 * what the vendor page reads (the listing, its first page of reviews with the distribution and
 * sub-score averages, the reader's review panel) and the category pages, with the app's own
 * functions. `npm run bench:reviews` (TEST_DATABASE_URL names the server).
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { analyse, createPostgresBench, openPostgresBench, withIndexesDeferred } from "./db";
import { loadVendors } from "./generate";
import { timeCases } from "./timing";

const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const VENDORS = 100_000;
const REVIEWS = 1_000_000;
const COUPLES = 50_000;
const BUSY_REVIEWS = 20_000;
const BUSY_VENDOR = 3;
const TYPICAL_VENDOR = 4242;
const ITERATIONS = Number(process.env.BENCH_QUERY_ITERATIONS ?? 200);

const bench = await createPostgresBench(SERVER);
try {
  const started = performance.now();
  const { db, close } = await openPostgresBench(bench.url);
  await withIndexesDeferred(db, () => loadVendors(db, 1, VENDORS));
  await db.execute(
    sql`update vendor set approval_status = 'approved' where id in (${BUSY_VENDOR}, ${TYPICAL_VENDOR})`,
  );
  await db.execute(sql`
    insert into "user" (id, name, name2, email, email_verified, role)
    select 'couple-' || g, 'Couple ' || g, 'Partner ' || g, 'couple' || g || '@bench.example', true, 'user'
    from generate_series(0, ${COUPLES + BUSY_REVIEWS - 1}) g`);
  // Ten reviews a listing, each from a different couple (one per couple and vendor); one in ten
  // is waiting for a decision; ratings spread over 1 to 5 stars.
  const review = (count: number, vendorSql: string, coupleSql: string) =>
    db.execute(
      sql.raw(`
    insert into review (vendor_id, couple_id, rating, quality, value, responsiveness, professionalism,
      title, body, event, service_month, status, created_at, published_at)
    select ${vendorSql}, 'couple-' || (${coupleSql}), 1 + (g * 7) % 5, 1 + g % 5, 1 + (g / 3) % 5,
      1 + (g / 5) % 5, 1 + (g / 7) % 5,
      'A lovely day, thank you ' || g,
      'They were with us from the first call to the last dance, calm and kind, and everything arrived on time. Review ' || g,
      'Wedding', date_trunc('month', now() - (g % 700) * interval '1 day')::date,
      case when g % 10 = 0 then 'pending' else 'published' end,
      now() - (g % 700) * interval '1 day',
      case when g % 10 = 0 then null else now() - (g % 700) * interval '1 day' + interval '1 day' end
    from generate_series(0, ${count - 1}) g`),
    );
  await review(REVIEWS, `(g % ${VENDORS}) + 1`, `(g / ${VENDORS}) * 5000 + g % 5000`);
  await review(BUSY_REVIEWS, String(BUSY_VENDOR), `${COUPLES} + g`);
  // The aggregate moderation keeps, set once for every listing.
  await db.execute(sql`
    update vendor set saath_rating = p.average, saath_review_count = p.n
    from (select vendor_id, count(*)::int as n, round(avg(rating), 2)::float8 as average
          from review where status = 'published' group by vendor_id) p
    where vendor.id = p.vendor_id`);
  await analyse(db);
  await db.execute(sql`vacuum analyze review`);
  await db.execute(sql`vacuum analyze vendor`);
  await close();
  const loadSeconds = (performance.now() - started) / 1000;

  process.env.DATABASE_URL = bench.url;
  const vendors = {
    ...(await import("~/features/vendors/vendors.server")),
    ...(await import("~/features/vendors/vendor-list.server")),
  };
  const reviews = await import("~/features/reviews/review-read.server");
  const { closeDb } = await import("~/db/client.server");
  const couple = {
    id: "couple-4242",
    name: "Couple 4242",
    email: "couple4242@bench.example",
    role: "user" as const,
    emailVerified: true,
    isMainAdmin: false,
  };
  /** What the vendor page's loader reads about the listing and its reviews. */
  const vendorPage = async (id: number, sort: "newest" | "highest" | "lowest", page = 1) => {
    const found = await vendors.getPublicVendor(id);
    if (!found) throw new Error(`vendor ${id} is not public`);
    const url = new URL(`http://bench/vendor/${id}?reviews=${sort}&rpage=${page}`);
    return reviews.reviewsForVendorPage(couple, found, url, false);
  };
  const CASES: { name: string; run: () => Promise<unknown> }[] = [
    {
      name: "vendor page + first page of reviews (typical, ~9)",
      run: () => vendorPage(TYPICAL_VENDOR, "newest"),
    },
    {
      name: "vendor page + first page of reviews (busy, 18,000+)",
      run: () => vendorPage(BUSY_VENDOR, "newest"),
    },
    { name: "busy vendor, highest first", run: () => vendorPage(BUSY_VENDOR, "highest") },
    { name: "busy vendor, lowest first", run: () => vendorPage(BUSY_VENDOR, "lowest") },
    { name: "busy vendor, page 50", run: () => vendorPage(BUSY_VENDOR, "newest", 50) },
    {
      name: "category catering, page 1",
      run: () => vendors.listVendors({ categoryId: "catering" }),
    },
    {
      name: "category catering, page 20",
      run: () => vendors.listVendors({ categoryId: "catering", page: 20 }),
    },
    {
      name: "category, 4.5 stars and above",
      run: () => vendors.listVendors({ categoryId: "catering", minRating: 4.5 }),
    },
  ];
  const rows = (await timeCases(CASES, ITERATIONS, 10)).map(
    (r) => `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.max.toFixed(2)} |`,
  );
  await closeDb();
  const report = [
    "# Reviews on PostgreSQL",
    "",
    `${VENDORS.toLocaleString("en-GB")} vendors, ${(REVIEWS + BUSY_REVIEWS).toLocaleString("en-GB")} reviews; loaded in ${loadSeconds.toFixed(0)} s; ${ITERATIONS} runs a case.`,
    "",
    "| read | p50 ms | p95 ms | max ms |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/reviews.md", report);
  console.log(report);
} finally {
  await bench.drop();
}
