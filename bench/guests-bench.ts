/**
 * The guest list at scale (issue 29), on PostgreSQL, through the real server: 100,000 weddings
 * (each with two events, five households of twelve people, invitations and some answers) and one
 * big wedding of 800 guests in 300 households across 7 events. Times, as the browser would ask
 * for them, the big wedding's guest list page, one event's counts page and one household's RSVP
 * page: each page requested one after another (no concurrency), p50/p95/max of the whole server
 * answer (loader, render and bytes). `npm run bench:guests` (TEST_DATABASE_URL names the server).
 */
import crypto from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createPostgresBench, openPostgresBench } from "./db";
import { percentile, prepareBuild, startServer, stopServer } from "./server";

const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const WEDDINGS = Number(process.env.BENCH_WEDDINGS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_PAGE_ITERATIONS ?? 200);
const log = (message: string) => console.log(`[guests-bench] ${message}`);

function request(origin: string, path: string, options: { cookie?: string; body?: string } = {}) {
  return new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      {
        method: options.body ? "POST" : "GET",
        headers: {
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...(options.body
            ? {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": Buffer.byteLength(options.body),
                Origin: origin,
              }
            : {}),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

async function timePage(origin: string, path: string, cookie?: string) {
  for (let i = 0; i < 10; i++) await request(origin, path, { cookie });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    const answer = await request(origin, path, { cookie });
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    bytes = answer.body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), bytes };
}

const bench = await createPostgresBench(SERVER);
const appDir = prepareBuild(process.env.BENCH_SOURCE ?? "worktree", log);
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const started = performance.now();
  const { db, close } = await openPostgresBench(bench.url);
  log(`loading ${WEDDINGS.toLocaleString("en-GB")} weddings…`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, name2, wedding_date)
    select 'wc-' || g, 'Partner ' || g, 'wc' || g || '@bench.example', true, 'user', 'Other ' || g,
           date '2027-06-01' + (g % 300)
    from generate_series(1, ${WEDDINGS}) g`);
  await db.execute(
    sql`insert into wedding (plan_user_id) select id from "user" where id like 'wc-%'`,
  );
  await db.execute(
    sql`insert into wedding_member (wedding_id, user_id, role) select id, plan_user_id, 'partner' from wedding`,
  );
  await db.execute(sql`
    insert into wedding_event (user_id, type, event_date, guests, needs)
    select w.plan_user_id, t.type, date '2027-06-01' + (w.id % 300) + t.shift, 60, '[]'::jsonb
    from wedding w cross join (values ('mehndi', -2), ('reception', 0)) as t(type, shift)`);
  await db.execute(sql`
    insert into household (wedding_id, name, side, group_name, email)
    select w.id, 'Household ' || h, (array['partner1','partner2','both'])[1 + h % 3],
           (array['family','friends','work','neighbours'])[1 + h % 4],
           'h' || w.id || '-' || h || '@bench.example'
    from wedding w cross join generate_series(1, 5) h`);
  await db.execute(sql`
    insert into guest (wedding_id, household_id, name, is_child, dietary)
    select h.wedding_id, h.id, 'Guest ' || p, p > 10,
           case when p % 4 = 0 then '["vegetarian"]'::jsonb when p % 9 = 0 then '["jain"]'::jsonb else '[]'::jsonb end
    from household h cross join generate_series(1, 12) p`);
  await db.execute(sql`
    insert into event_invitation (household_id, event_id, wedding_id)
    select h.id, e.id, h.wedding_id
    from household h join wedding w on w.id = h.wedding_id
    join wedding_event e on e.user_id = w.plan_user_id`);
  await db.execute(sql`
    insert into rsvp_answer (guest_id, event_id, wedding_id, attending)
    select g.id, i.event_id, g.wedding_id, g.id % 5 <> 0
    from guest g join event_invitation i on i.household_id = g.household_id
    where g.id % 3 <> 0`);

  log("the big wedding: 800 guests, 300 households, 7 events…");
  const big = 1;
  await db.execute(sql`delete from household where wedding_id = ${big}`);
  await db.execute(sql`delete from wedding_event where user_id = 'wc-1'`);
  await db.execute(sql`
    insert into wedding_event (user_id, type, event_date, guests, needs)
    select 'wc-1', t, date '2027-08-08' + i, 300, '[]'::jsonb
    from unnest(array['roka','mehndi','sangeet','haldi','baraat','nikah','reception']) with ordinality as x(t, i)`);
  await db.execute(sql`
    insert into household (wedding_id, name, side, group_name, email, tags)
    select ${big}, 'The Family ' || h, (array['partner1','partner2','both'])[1 + h % 3],
           (array['family','friends','work','neighbours'])[1 + h % 4],
           'big' || h || '@bench.example', '["bench"]'::jsonb
    from generate_series(1, 300) h`);
  // 800 people: two in every household, three in 200 of them.
  await db.execute(sql`
    insert into guest (wedding_id, household_id, name, is_child, dietary)
    select ${big}, h.id, 'Person ' || h.id || '-' || p, p = 3,
           case when p = 1 then '["vegetarian"]'::jsonb when h.id % 7 = 0 then '["jain","nut-allergy"]'::jsonb else '[]'::jsonb end
    from household h cross join generate_series(1, 3) p
    where h.wedding_id = ${big} and (p < 3 or h.id % 3 <> 0)`);
  await db.execute(sql`
    insert into event_invitation (household_id, event_id, wedding_id)
    select h.id, e.id, ${big}
    from household h join wedding_event e on e.user_id = 'wc-1'
    where h.wedding_id = ${big} and (e.type = 'reception' or (h.id + e.id) % 2 = 0)`);
  await db.execute(sql`
    insert into rsvp_answer (guest_id, event_id, wedding_id, attending)
    select g.id, i.event_id, ${big}, g.id % 6 <> 0
    from guest g join event_invitation i on i.household_id = g.household_id
    where g.wedding_id = ${big} and g.id % 4 <> 0`);
  await db.execute(sql`vacuum analyze`);
  const counts = (await db.execute(sql`
    select (select count(*) from wedding)::int as weddings, (select count(*) from household)::int as households,
           (select count(*) from guest)::int as guests, (select count(*) from rsvp_answer)::int as answers`)) as unknown as {
    rows: { weddings: number; households: number; guests: number; answers: number }[];
  };
  log(
    `loaded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts.rows[0])}`,
  );
  await close();

  server = await startServer(appDir, { url: bench.url });
  // A couple signs up through the form, then becomes the big wedding's plan account.
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const signup = await request(server.origin, "/signup", {
    body: new URLSearchParams({
      intent: "create",
      accountType: "couple",
      name1: "Bench Couple",
      email,
      password: "Bench!Couple2027",
      termsAccepted: "on",
      weddingDate: "2027-08-14",
    }).toString(),
  });
  const cookie = signup.cookies.map((entry) => entry.split(";")[0]).join("; ");
  if (!cookie) throw new Error(`sign-up gave no session (${signup.status})`);
  const again = await openPostgresBench(bench.url);
  await again.db.execute(
    sql`delete from wedding_member where user_id = (select id from "user" where email = ${email})`,
  );
  await again.db.execute(sql`
    insert into wedding_member (wedding_id, user_id, role)
    select ${big}, id, 'partner' from "user" where email = ${email}`);
  await again.db.execute(
    sql`update wedding set plan_user_id = (select id from "user" where email = ${email}) where id = ${big}`,
  );
  await again.db.execute(
    sql`update wedding_event set user_id = (select id from "user" where email = ${email}) where user_id = 'wc-1'`,
  );
  const reception = (await again.db.execute(sql`
    select e.id from wedding_event e join wedding w on w.plan_user_id = e.user_id
    where w.id = ${big} and e.type = 'reception'`)) as unknown as { rows: { id: number }[] };
  await again.close();
  const eventId = reception.rows[0].id;

  const invitations = await request(server.origin, "/dashboard/guests/invitations", { cookie });
  const rsvpPath = invitations.body.match(/\/rsvp\/[A-Za-z0-9._~-]+/)?.[0];
  if (!rsvpPath) throw new Error(`no RSVP link on the invitations page (${invitations.status})`);

  const pages = [
    {
      name: "guest list (800 guests, 300 households)",
      path: "/dashboard/guests",
      cookie,
      budget: 100,
    },
    {
      name: "an event's counts (the Reception)",
      path: `/dashboard/guests/events/${eventId}`,
      cookie,
      budget: 100,
    },
    { name: "a household's RSVP page (no account)", path: rsvpPath, cookie: undefined, budget: 50 },
  ];
  console.log(
    `\n| page | p50 ms | p95 ms | max ms | bytes | budget (p95) |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
  );
  for (const page of pages) {
    const result = await timePage(server.origin, page.path, page.cookie);
    console.log(
      `| ${page.name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.max?.toFixed(1)} | ${result.bytes} | ${page.budget} ms ${result.p95 <= page.budget ? "✓" : "✗"} |`,
    );
  }
} finally {
  if (server) await stopServer(server);
  await bench.drop();
}
