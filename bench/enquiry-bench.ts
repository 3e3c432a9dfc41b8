/**
 * The enquiry inbox at scale, on PostgreSQL: 100,000 vendors, 2,000 business owners of 20,000
 * of them, 20,000 couples and 100,000 enquiry threads of 3 messages (300,000 messages), plus
 * one busy listing with 5,000 threads of its own. Times the reads the inbox pages make, with
 * the app's own functions. `npm run bench:enquiries` (TEST_DATABASE_URL names the server).
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { analyse, createPostgresBench, openPostgresBench, withIndexesDeferred } from "./db";
import { loadVendors } from "./generate";
import { timeCases } from "./timing";

const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const VENDORS = 100_000;
const COUPLES = 20_000;
const OWNERS = 2_000;
const THREADS = 100_000;
const BUSY_THREADS = 5_000;
const BUSY_VENDOR = 3;
const ITERATIONS = Number(process.env.BENCH_QUERY_ITERATIONS ?? 200);

const bench = await createPostgresBench(SERVER);
try {
  const started = performance.now();
  const { db, close } = await openPostgresBench(bench.url);
  await withIndexesDeferred(db, () => loadVendors(db, 1, VENDORS));
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role)
    select 'couple-' || g, 'Couple ' || g, 'couple' || g || '@bench.example', true, 'user'
    from generate_series(0, ${COUPLES - 1}) g
    union all
    select 'owner-' || g, 'Owner ' || g, 'owner' || g || '@bench.example', true, 'business'
    from generate_series(0, ${OWNERS - 1}) g`);
  // Every fifth vendor has an owner (ten listings each); the busy one belongs to owner 0.
  await db.execute(
    sql`update vendor set owner_id = 'owner-' || ((id / 5) % ${OWNERS}), approval_status = 'approved' where id % 5 = 0`,
  );
  await db.execute(
    sql`update vendor set owner_id = 'owner-0', approval_status = 'approved' where id = ${BUSY_VENDOR}`,
  );
  // Each couple writes to five different owned vendors; a third of the threads are closed.
  await db.execute(sql`
    insert into enquiry (vendor_id, couple_id, events, guest_count, status, created_at, last_message_at, first_reply_at, closed_at)
    select ((((g % ${COUPLES}) * 13 + (g / ${COUPLES}) * 4001) % ${COUPLES}) + 1) * 5,
           'couple-' || (g % ${COUPLES}), '["Wedding"]'::jsonb, 150,
           (array['new','replied','quote_sent','booked','declined'])[1 + g % 5],
           now() - (g % 120) * interval '1 day', now() - (g % 120) * interval '1 day' + interval '3 hours',
           case when g % 5 = 0 then null else now() - (g % 120) * interval '1 day' + interval '2 hours' end,
           case when g % 3 = 0 then now() else null end
    from generate_series(0, ${THREADS - 1}) g`);
  await db.execute(sql`
    insert into enquiry (vendor_id, couple_id, events, status, created_at, last_message_at, first_reply_at)
    select ${BUSY_VENDOR}, 'couple-' || g, '["Sangeet"]'::jsonb, 'replied',
           now() - (g % 90) * interval '1 day', now() - (g % 90) * interval '1 day' + interval '1 hour',
           now() - (g % 90) * interval '1 day' + interval '30 minutes'
    from generate_series(0, ${BUSY_THREADS - 1}) g`);
  await db.execute(sql`
    insert into enquiry_message (enquiry_id, sender, body, created_at)
    select e.id, case when m = 2 then 'vendor' else 'couple' end,
           'Hello, we are planning our wedding and would love to hear about your packages. Message ' || m,
           e.created_at + m * interval '1 hour'
    from enquiry e cross join generate_series(1, 3) m`);
  await analyse(db);
  await db.execute(sql`vacuum analyze enquiry`);
  await db.execute(sql`vacuum analyze enquiry_message`);
  await close();
  const loadSeconds = (performance.now() - started) / 1000;

  process.env.DATABASE_URL = bench.url;
  const inbox = await import("~/features/enquiries/inbox.server");
  const { closeDb } = await import("~/db/client.server");
  const busyThread = THREADS + 1;
  const CASES: { name: string; run: () => Promise<unknown> }[] = [
    {
      name: "vendor inbox, busy owner (5,000+ threads)",
      run: () => inbox.listThreads({ side: "vendor", userId: "owner-0" }),
    },
    {
      name: "vendor inbox, busy listing only",
      run: () =>
        inbox.listThreads({ side: "vendor", userId: "owner-0" }, { vendorId: BUSY_VENDOR }),
    },
    {
      name: "vendor inbox, typical owner",
      run: () => inbox.listThreads({ side: "vendor", userId: "owner-777" }),
    },
    {
      name: "couple inbox",
      run: () => inbox.listThreads({ side: "couple", userId: "couple-4242" }),
    },
    {
      name: "open a thread (vendor side)",
      run: () => inbox.getThread({ side: "vendor", userId: "owner-0" }, busyThread),
    },
    {
      name: "open someone else's thread (404)",
      run: () => inbox.getThread({ side: "vendor", userId: "owner-777" }, busyThread),
    },
    { name: "couple's dashboard counts", run: () => inbox.coupleEnquiryCounts("couple-4242") },
    { name: "reply record, busy listing", run: () => inbox.responseStats(BUSY_VENDOR) },
  ];
  const rows = (await timeCases(CASES, ITERATIONS, 10)).map(
    (r) => `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.max.toFixed(2)} |`,
  );
  await closeDb();
  const report = [
    `# Enquiry inbox on PostgreSQL`,
    "",
    `${VENDORS.toLocaleString("en-GB")} vendors, ${THREADS + BUSY_THREADS} threads, ${(THREADS + BUSY_THREADS) * 3} messages; loaded in ${loadSeconds.toFixed(0)} s; ${ITERATIONS} runs a case.`,
    "",
    "| read | p50 ms | p95 ms | max ms |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/enquiries.md", report);
  console.log(report);
} finally {
  await bench.drop();
}
