/**
 * The guest list at scale (issue 29), through the real production server: `npm run bench:guests`.
 *
 * For each database (PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * is set, or `--backends=postgres`): a fresh database; a couple signs up through the app's own
 * form; then, with the server stopped (PGlite allows one process per folder), one transaction
 * of set-based SQL (`generate_series`, foreign-key triggers off, the secondary indexes built
 * once at the end) loads 100,000 weddings (a couple, the wedding, its partner, 2 to 7 events),
 * a share of them with a guest list already (50 to 300 people in 20 to 120 households,
 * invitations, and answers from about 60 % of the households), and makes the signed-up couple's
 * wedding the measured one: 800 guests in 300 households across 7 events, invited by side and
 * group as families do, with a mix of answers and dietary needs.
 *
 * Then it times, one request after another (no concurrency: the render time of one page), the
 * couple's guest list page, the Reception's counts page and a household's RSVP page (a
 * different household and client address each time, as guests opening their own links; the
 * page's rate limits are per link and address), each with `Accept-Encoding: br` as a browser
 * sends it: p50/p95/max of the whole answer. Side by side, in the same run, a minimal static
 * server (bench/static-server.ts) sends the same bytes, timed the same way. Report:
 * bench/results/guests.md.
 *
 * Options (flags or environment):
 *   --backends=pglite,postgres  BENCH_BACKENDS     (postgres needs a server URL)
 *   --weddings=100000           BENCH_WEDDINGS     weddings in the database
 *   --with-guests=20            BENCH_WITH_GUESTS  % of them with a guest list
 *   --iterations=200            BENCH_ITERATIONS   timed requests a page
 *   --source=worktree           BENCH_SOURCE       or a commit to build instead
 *   --keep                      BENCH_KEEP=true    keep the database (its folder or URL is logged)
 */

import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { createPostgresBench, openPgliteBench, openPostgresBench } from "./db";
import {
  cpuMs,
  freePort,
  percentile,
  prepareBuild,
  type RunningServer,
  startServer,
  stopServer,
} from "./server";

function option(name: string, envName: string, fallback: string): string {
  const flag = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (flag) return flag.includes("=") ? flag.slice(flag.indexOf("=") + 1) : "true";
  return process.env[envName] ?? fallback;
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const backends = option("backends", "BENCH_BACKENDS", serverUrl ? "pglite,postgres" : "pglite")
  .split(",")
  .map((b) => b.trim())
  .filter((b): b is "pglite" | "postgres" => b === "pglite" || b === "postgres");
const WEDDINGS = Number(option("weddings", "BENCH_WEDDINGS", "100000"));
const WITH_GUESTS = Number(option("with-guests", "BENCH_WITH_GUESTS", "20"));
const ITERATIONS = Number(option("iterations", "BENCH_ITERATIONS", "200"));
const WARM_UP = 20;
const source = option("source", "BENCH_SOURCE", "worktree");
/** Keep the loaded database (PGlite folder or PostgreSQL database) to look into afterwards. */
const keep = option("keep", "BENCH_KEEP", "false") === "true";
const ROOT = process.cwd();
const RESULTS_DIR = path.join(ROOT, "bench/results");
/** One secret for every server start, so the couple's session outlives the restart. */
const SECRET = crypto.randomBytes(32).toString("hex");

const log = (message: string) =>
  console.log(`[guests-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

if (backends.includes("postgres") && !serverUrl) {
  console.error("The postgres backend needs BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  process.exit(1);
}

// ---------------------------------------------------------------- HTTP
interface Answer {
  status: number;
  encoding: string;
  body: Buffer;
  cookies: string[];
}

function request(
  url: string,
  options: { headers?: Record<string, string>; body?: string; origin?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.body ? "POST" : "GET",
        headers: {
          ...options.headers,
          ...(options.body
            ? {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": String(Buffer.byteLength(options.body)),
                Origin: options.origin ?? new URL(url).origin,
              }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers["content-encoding"] ?? "identity"),
            body: Buffer.concat(chunks),
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A couple signed up through the app's own form; its id and session cookie. */
async function signUp(origin: string) {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const answer = await request(`${origin}/signup`, {
    body: new URLSearchParams({
      intent: "create",
      accountType: "couple",
      name1: "Priya Sharma",
      email,
      password: "Bench!Couple2027",
      termsAccepted: "on",
      weddingDate: "2027-08-14",
    }).toString(),
  });
  // The sign-up's welcome toast is a one-time flash cookie; a browser sends it once.
  const cookie = answer.cookies
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.startsWith("saath_toast="))
    .join("; ");
  if (!cookie.includes("session_token")) {
    throw new Error(`Signing up for the benchmark failed (${answer.status})`);
  }
  return { email, cookie };
}

/** The RSVP link's token, as app/features/guests/rsvp-link.server.ts signs it. */
function rsvpToken(householdId: number, linkVersion: number) {
  const signature = crypto
    .createHmac("sha256", SECRET)
    .update(`rsvp-link:${householdId}.${linkVersion}`)
    .digest("base64url")
    .slice(0, 22);
  return `${householdId.toString(36)}-${linkVersion.toString(36)}-${signature}`;
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
  /** The server's CPU ms (user + system, from /proc) per timed request. */
  cpu: number;
}

/** `count` requests one after another after a warm-up; `next(i)` gives the i-th request. */
async function time(
  next: (i: number) => { url: string; headers: Record<string, string> },
  count: number,
  pid: number | undefined,
): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) {
    const { url, headers } = next(i);
    const answer = await request(url, { headers });
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} (warm-up)`);
  }
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let i = WARM_UP; i < WARM_UP + count; i++) {
    const { url, headers } = next(i);
    const started = performance.now();
    const answer = await request(url, { headers });
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  }
  const cpu = (cpuMs(pid) - cpuBefore) / count;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? Number.NaN,
    cpu,
  };
}

/** The minimal static server (bench/static-server.ts) over `folder`, as a process of its own. */
async function startStatic(folder: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["bench/static-server.ts", folder, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      if (String(chunk).includes("ready")) resolve();
    });
    child.once("exit", () => reject(new Error("The static server did not start")));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => child.kill("SIGTERM"),
  };
}

// ---------------------------------------------------------------- the data
const rowsOf = <T>(result: unknown) =>
  ("rows" in (result as object) ? (result as { rows: T[] }).rows : (result as T[])) as T[];

/** A stable pseudo-random integer in [0, n) from an integer expression and a salt. */
const pick = (expression: string, salt: number, n: number) =>
  `((hashint4((${expression})::int + ${salt * 1_000_003}) & 2147483647) % ${n})`;

const WEDDING_TABLES = ["wedding_event", "household", "guest", "event_invitation", "rsvp_answer"];

/**
 * Everything in one transaction: the filler weddings, then the couple's. Foreign-key triggers
 * are off for the load (the rows are made consistent by construction) and the secondary
 * indexes of the planning tables are dropped and built once at the end, as the vendor load does
 * (bench/db.ts `withIndexesDeferred`), from their definitions in the database.
 */
async function load(db: Database, coupleEmail: string) {
  const step = async (name: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const tables = sql.raw(WEDDING_TABLES.map((t) => `'${t}'`).join(", "));
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`
      select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${tables})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.indexname}`));
    const execStep = async (name: string, statement: ReturnType<typeof sql>) => {
      const started = performance.now();
      await tx.execute(statement);
      log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };

    // ---- 100,000 weddings (the couple's is one of them): their couples, partners and events.
    const filler = WEDDINGS - 1;
    await execStep(
      `${filler.toLocaleString("en-GB")} couples`,
      sql.raw(`
      insert into "user" (id, name, name2, email, email_verified, role, wedding_date)
      select 'wc-' || g, 'Partner ' || g, 'Other ' || g, 'wc' || g || '@bench.example', true,
             'user', date '2027-01-01' + ${pick("g", 1, 540)}
      from generate_series(1, ${filler}) g`),
    );
    await execStep(
      "their weddings",
      sql.raw(`
      insert into wedding (plan_user_id, rsvp_deadline)
      select 'wc-' || g, case when g % 3 = 0 then date '2026-12-01' + ${pick("g", 2, 400)} end
      from generate_series(1, ${filler}) g`),
    );
    await execStep(
      "their partners (members)",
      sql.raw(`
      insert into wedding_member (wedding_id, user_id, role)
      select id, plan_user_id, 'partner' from wedding where plan_user_id like 'wc-%'`),
    );
    // 2 to 7 events each, the Reception always last; the others from a family's usual run.
    await execStep(
      "their events (2 to 7 each)",
      sql.raw(`
      insert into wedding_event (user_id, type, event_date, start_time, venue, postcode, guests, needs)
      select u.id, t.types[7 - n.count + k], u.wedding_date + (k - n.count),
             (array['11:00','14:00','18:30','19:00'])[1 + ${pick("u.wedding_date - date '2027-01-01' + k", 3, 4)}],
             'Venue ' || k, 'LE4 5AS', 50 + ${pick("k * 1000 + length(u.id)", 4, 250)}, '[]'::jsonb
      from "user" u
      cross join (select array['roka','mehndi','sangeet','haldi','baraat','hindu-ceremony','reception'] as types) t
      cross join lateral (select 2 + ${pick("substr(u.id, 4)::int", 5, 6)} as count) n
      cross join lateral generate_series(1, n.count) k
      where u.id like 'wc-%'`),
    );
    // A share of the weddings have started their guest list: 20 to 120 households of 1 to 4.
    await execStep(
      `households (${WITH_GUESTS} % of the weddings have a guest list)`,
      sql.raw(`
      insert into household (wedding_id, name, email, phone, side, group_name, tags, address)
      select w.id, 'The ' || (array['Patel','Shah','Singh','Kaur','Sharma','Khan','Mistry','Gill','Desai','Ahmed'])[1 + ${pick("w.id * 131 + k", 6, 10)}] || ' family ' || k,
             case when k % 5 <> 0 then 'h' || w.id || '-' || k || '@bench.example' end,
             case when k % 3 = 0 then '07700 9' || lpad((k % 100000)::text, 5, '0') end,
             (array['partner1','partner2','both'])[1 + ${pick("w.id * 131 + k", 7, 3)}],
             (array['family','family','friends','work','neighbours'])[1 + ${pick("w.id * 131 + k", 8, 5)}],
             case when k % 7 = 0 then '["out of town"]'::jsonb else '[]'::jsonb end,
             k || ' Belgrave Road, Leicester'
      from wedding w
      cross join lateral generate_series(1, 20 + ${pick("w.id", 9, 101)}) k
      where w.plan_user_id like 'wc-%' and ${pick("w.id", 10, 100)} < ${WITH_GUESTS}`),
    );
    await execStep(
      "their people (1 to 4 a household)",
      sql.raw(`
      insert into guest (wedding_id, household_id, name, is_child, dietary, email)
      select h.wedding_id, h.id, 'Guest ' || h.id || '-' || p, p >= 3,
             case ${pick("h.id * 5 + p", 11, 20)}
               when 0 then '["vegetarian"]'::jsonb when 1 then '["vegetarian"]'::jsonb
               when 2 then '["vegetarian"]'::jsonb when 3 then '["vegetarian"]'::jsonb
               when 4 then '["vegetarian","jain"]'::jsonb when 5 then '["halal"]'::jsonb
               when 6 then '["vegan"]'::jsonb when 7 then '["nut-allergy"]'::jsonb
               else '[]'::jsonb end,
             case when p = 1 then 'g' || h.id || '@bench.example' end
      from household h
      cross join lateral generate_series(1, 1 + ${pick("h.id", 12, 4)}) p`),
    );
    await execStep(
      "invitations (the Reception for all, each other event for about 60 %)",
      sql.raw(`
      insert into event_invitation (household_id, event_id, wedding_id)
      select h.id, e.id, h.wedding_id
      from household h
      join wedding w on w.id = h.wedding_id
      join wedding_event e on e.user_id = w.plan_user_id
      where e.type = 'reception' or ${pick("h.id * 8 + e.id % 8", 13, 10)} < 6`),
    );
    await execStep(
      "answers (about 60 % of the households; 85 % coming)",
      sql.raw(`
      insert into rsvp_answer (guest_id, event_id, wedding_id, attending, answered_at)
      select g.id, i.event_id, g.wedding_id, ${pick("g.id * 8 + i.event_id % 8", 14, 100)} < 85,
             now() - interval '1 day' * ${pick("g.household_id", 15, 60)}
      from event_invitation i
      join guest g on g.household_id = i.household_id
      where ${pick("i.household_id", 16, 10)} < 6`),
    );

    // ---- The couple's wedding: 800 guests in 300 households across 7 events.
    const [couple] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from "user" where email = ${coupleEmail}`),
    );
    if (!couple) throw new Error("The benchmark couple is missing");
    await tx.execute(
      sql`update "user" set name = 'Priya', name2 = 'Arjun', wedding_date = '2027-08-14' where id = ${couple.id}`,
    );
    await tx.execute(
      sql`insert into wedding (plan_user_id, rsvp_deadline) values (${couple.id}, '2027-07-01')
          on conflict (plan_user_id) do update set rsvp_deadline = excluded.rsvp_deadline`,
    );
    const [big] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from wedding where plan_user_id = ${couple.id}`),
    );
    await tx.execute(sql`
      insert into wedding_member (wedding_id, user_id, role) values (${big.id}, ${couple.id}, 'partner')
      on conflict do nothing`);
    await tx.execute(sql`delete from wedding_event where user_id = ${couple.id}`);
    await tx.execute(sql`
      insert into wedding_event (user_id, type, event_date, start_time, venue, postcode, guests, dress_notes, needs)
      select ${couple.id}, x.type, x.day::date, x.at, x.venue, x.postcode, x.guests, x.notes, '[]'::jsonb
      from (values
        ('roka', '2027-06-12', '13:00', 'The Sharma home', 'LE4 5AS', 40, 'Family only; lunch served.'),
        ('mehndi', '2027-08-11', '18:00', 'Belgrave Neighbourhood Centre', 'LE4 5PG', 150, 'Bright colours; henna from 6pm.'),
        ('sangeet', '2027-08-12', '19:00', 'Athena, Leicester', 'LE1 1RE', 300, 'Dance-floor shoes.'),
        ('haldi', '2027-08-13', '10:00', 'The Sharma home', 'LE4 5AS', 80, 'Wear something you do not mind staining yellow.'),
        ('baraat', '2027-08-14', '10:00', 'Shree Hindu Temple', 'LE4 6AN', 250, 'Meet at the gates at 9:45.'),
        ('hindu-ceremony', '2027-08-14', '11:00', 'Shree Hindu Temple', 'LE4 6AN', 350, 'Shoes off in the temple; heads covered.'),
        ('reception', '2027-08-15', '18:30', 'Athena, Leicester', 'LE1 1RE', 700, 'Black tie or Indian formal.')
      ) as x(type, day, at, venue, postcode, guests, notes)`);
    // 300 households: 40 % each partner's side, 20 % both; half family.
    await tx.execute(
      sql.raw(`
      insert into household (wedding_id, name, email, phone, side, group_name, tags, address, message)
      select ${big.id},
             'The ' || (array['Patel','Shah','Singh','Kaur','Sharma','Khan','Mistry','Gill','Desai','Mehta','Joshi','Parmar','Chauhan','Sandhu','Bhatt'])[1 + k % 15] || ' family' || case when k > 15 then ' (' || k || ')' else '' end,
             case when k % 6 <> 0 then 'family' || k || '@bench.example' end,
             case when k % 2 = 0 then '+44 7700 9' || lpad(k::text, 5, '0') end,
             (array['partner1','partner1','partner2','partner2','both'])[1 + k % 5],
             (array['family','family','friends','work','family','neighbours','friends','family','friends','family'])[1 + (k / 5) % 10],
             case when k % 11 = 0 then '["out of town"]'::jsonb when k % 13 = 0 then '["uni"]'::jsonb else '[]'::jsonb end,
             k || ' Melton Road, Leicester LE4 6P' || chr(65 + k % 26),
             null
      from generate_series(1, 300) k`),
    );
    // 800 people: households of 1, 2, 2, 3, 3 and 5 (children are the third and later).
    await tx.execute(
      sql.raw(`
      insert into guest (wedding_id, household_id, name, is_child, email, phone, dietary, dietary_other, accessibility)
      select ${big.id}, h.id,
             (array['Aarav','Anika','Dev','Isha','Kiran','Meera','Nikhil','Pooja','Rohan','Sanjay','Tara','Vikram','Zara','Arjun','Leela'])[1 + (h.id * 3 + p) % 15] || ' ' || split_part(h.name, ' ', 2),
             p >= 3,
             case when p = 1 then 'guest' || h.id || '@bench.example' end,
             case when p = 2 and h.id % 2 = 0 then '07700 9' || lpad(h.id::text, 5, '0') end,
             case (h.id * 7 + p) % 20
               when 0 then '["vegetarian"]'::jsonb when 1 then '["vegetarian"]'::jsonb
               when 2 then '["vegetarian"]'::jsonb when 3 then '["vegetarian"]'::jsonb
               when 4 then '["vegetarian"]'::jsonb when 5 then '["vegetarian"]'::jsonb
               when 6 then '["vegetarian","jain"]'::jsonb when 7 then '["vegetarian","no-onion-garlic"]'::jsonb
               when 8 then '["halal"]'::jsonb when 9 then '["vegan"]'::jsonb
               when 10 then '["vegetarian","eggless"]'::jsonb when 11 then '["nut-allergy"]'::jsonb
               when 12 then '["other"]'::jsonb
               else '[]'::jsonb end,
             case when (h.id * 7 + p) % 20 = 12 then 'No mushrooms' end,
             case when (h.id + p) % 40 = 0 then 'Wheelchair user; step-free access please' end
      from household h
      cross join lateral generate_series(1, (array[1,2,2,3,3,5])[1 + h.id % 6]) p
      where h.wedding_id = ${big.id}`),
    );
    // Invited as families do: everyone to the Reception, most to the ceremony, each side's
    // family to its own functions, close family only to the Roka and the Haldi.
    await tx.execute(
      sql.raw(`
      insert into event_invitation (household_id, event_id, wedding_id)
      select h.id, e.id, ${big.id}
      from household h
      join wedding_event e on e.user_id = '${couple.id}'
      where h.wedding_id = ${big.id} and (
        e.type = 'reception'
        or (e.type = 'hindu-ceremony' and h.group_name in ('family', 'friends'))
        or (e.type = 'baraat' and h.side in ('partner2', 'both'))
        or (e.type = 'sangeet' and (h.group_name <> 'work' or h.id % 2 = 0))
        or (e.type = 'mehndi' and h.side in ('partner1', 'both') and h.group_name in ('family', 'friends'))
        or (e.type in ('haldi', 'roka') and h.group_name = 'family' and h.id % 3 = 0))`),
    );
    // About two thirds of the households have answered, most of their people coming.
    await tx.execute(
      sql.raw(`
      insert into rsvp_answer (guest_id, event_id, wedding_id, attending, answered_at)
      select g.id, i.event_id, ${big.id}, (g.id + i.event_id) % 7 <> 0, now() - interval '1 hour' * (g.household_id % 500)
      from event_invitation i
      join guest g on g.household_id = i.household_id
      where i.wedding_id = ${big.id} and i.household_id % 3 <> 0`),
    );
    await tx.execute(
      sql.raw(`
      update household set answered_at = now() - interval '1 hour' * (id % 500),
        invitation_sent_at = now() - interval '20 days',
        message = case when id % 4 = 0 then 'Cannot wait to celebrate with you both!' end
      where wedding_id = ${big.id} and id % 3 <> 0`),
    );

    const indexStarted = performance.now();
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
    log(
      `  ${indexes.length} secondary indexes built: ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`,
    );
  });
  await step("vacuum analyze", sql`vacuum analyze`);
  const [couple] = rowsOf<{ wedding: number; reception: number }>(
    await db.execute(sql`
      select w.id as wedding, e.id as reception from wedding w
      join "user" u on u.id = w.plan_user_id
      join wedding_event e on e.user_id = u.id and e.type = 'reception'
      where u.email = ${coupleEmail}`),
  );
  const households = rowsOf<{ id: number; link_version: number }>(
    await db.execute(
      sql`select id, link_version from household where wedding_id = ${couple.wedding} order by id`,
    ),
  );
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select (select count(*) from wedding)::int as weddings,
             (select count(*) from wedding_event)::int as events,
             (select count(*) from household)::int as households,
             (select count(*) from guest)::int as guests,
             (select count(*) from event_invitation)::int as invitations,
             (select count(*) from rsvp_answer)::int as answers,
             (select count(*) from guest where wedding_id = ${couple.wedding})::int as "couple's guests",
             (select count(*) from wedding_event e join wedding w on w.plan_user_id = e.user_id where w.id = ${couple.wedding})::int as "couple's events"`),
  );
  return { weddingId: couple.wedding, receptionId: couple.reception, households, counts };
}

// ---------------------------------------------------------------- one database
interface PageRow {
  backend: string;
  page: string;
  path: string;
  bytes: number;
  brBytes: number;
  app: Timing;
  static: Timing;
}

const pageRows: PageRow[] = [];
const loadRows: { backend: string; seconds: number; counts: Record<string, number> }[] = [];

async function measureBackend(
  appDir: string,
  backend: "pglite" | "postgres",
  cleanups: (() => Promise<void>)[],
) {
  let database: { dataDir?: string; url?: string };
  if (backend === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-bench-guests-"));
    if (!keep) cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    database = { dataDir };
  } else {
    const created = await createPostgresBench(serverUrl as string);
    if (!keep) cleanups.push(created.drop);
    database = { url: created.url };
    log(`created PostgreSQL database ${created.name}`);
  }
  const open = () =>
    database.url ? openPostgresBench(database.url) : openPgliteBench(database.dataDir as string);
  const env = { BETTER_AUTH_SECRET: SECRET, REQUIRE_EMAIL_VERIFICATION: "false" };

  // Migrated and seeded, then a couple signs up through the form (the server is stopped for
  // the load: PGlite allows one process per folder).
  await (await open()).close();
  let server: RunningServer | null = await startServer(appDir, database, env);
  let couple: Awaited<ReturnType<typeof signUp>>;
  try {
    couple = await signUp(server.origin);
  } finally {
    await stopServer(server);
    server = null;
  }

  log(`${backend}: loading ${WEDDINGS.toLocaleString("en-GB")} weddings…`);
  const started = performance.now();
  const bench = await open();
  let loaded: Awaited<ReturnType<typeof load>>;
  try {
    loaded = await load(bench.db, couple.email);
  } finally {
    await bench.close();
  }
  const seconds = (performance.now() - started) / 1000;
  loadRows.push({ backend, seconds, counts: loaded.counts });
  log(`${backend}: loaded in ${seconds.toFixed(0)} s: ${JSON.stringify(loaded.counts)}`);
  if (keep)
    log(`${backend}: kept at ${database.url ?? database.dataDir} (wedding ${loaded.weddingId})`);

  server = await startServer(appDir, database, env);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "saath-bench-guests-static-"));
  try {
    const dashboard = { Cookie: couple.cookie, "Accept-Encoding": "br" };
    // Each guest opens their own household's link, from their own address (the page's rate
    // limits count per link and per address).
    const rsvp = (i: number) => {
      const household = loaded.households[i % loaded.households.length];
      return {
        path: `/rsvp/${rsvpToken(household.id, household.link_version)}`,
        headers: {
          "Accept-Encoding": "br",
          "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      };
    };
    const pages = [
      {
        page: "guest list (800 guests in 300 households, page 1)",
        shows: "Households",
        next: (_i: number) => ({ path: "/dashboard/guests", headers: dashboard }),
      },
      {
        page: "an event's counts (the Reception: 300 households, 800 invited)",
        shows: "Attending",
        next: (_i: number) => ({
          path: `/dashboard/guests/events/${loaded.receptionId}`,
          headers: dashboard,
        }),
      },
      // The open form, with a choice per person and event (not "closed" or "limited").
      { page: "a household's RSVP page (no account)", shows: 'type="radio"', next: rsvp },
    ];
    const origin = server.origin;
    const samples: { plain: Buffer; br: Buffer | null }[] = [];
    for (const page of pages) {
      // The bytes the static server will send: the page as the app answers it.
      const { path: pagePath, headers } = page.next(10_000);
      const plainHeaders = { ...headers, "Accept-Encoding": "identity" };
      const plain = await request(`${origin}${pagePath}`, { headers: plainHeaders });
      const br = await request(`${origin}${pagePath}`, {
        headers: { ...headers, "X-Forwarded-For": "10.255.255.254" },
      });
      if (plain.status !== 200 || br.status !== 200) {
        throw new Error(`${pagePath}: ${plain.status} / ${br.status}\n${server.output()}`);
      }
      if (!plain.body.toString("utf8").includes(page.shows)) {
        throw new Error(`${pagePath} does not show "${page.shows}": not the page to measure`);
      }
      samples.push({ plain: plain.body, br: br.encoding === "br" ? br.body : null });
    }
    samples.forEach((sample, index) => {
      fs.writeFileSync(path.join(folder, `${index}.html`), sample.plain);
      if (sample.br) fs.writeFileSync(path.join(folder, `${index}.html.br`), sample.br);
    });
    const staticServer = await startStatic(folder);
    try {
      for (const [index, page] of pages.entries()) {
        log(`${backend}: ${page.page}: app, then static, ${ITERATIONS} requests each`);
        const app = await time(
          (i) => {
            const { path: pagePath, headers } = page.next(i);
            return { url: `${origin}${pagePath}`, headers };
          },
          ITERATIONS,
          server.child.pid,
        );
        const yardstick = await time(
          () => ({
            url: `${staticServer.origin}/${index}.html`,
            headers: { "Accept-Encoding": "br" },
          }),
          ITERATIONS,
          staticServer.pid,
        );
        pageRows.push({
          backend,
          page: page.page,
          path: page.next(0).path.replace(/\/rsvp\/.*/, "/rsvp/{token}"),
          bytes: samples[index].plain.length,
          brBytes: samples[index].br?.length ?? samples[index].plain.length,
          app,
          static: yardstick,
        });
      }
    } finally {
      staticServer.stop();
    }
  } finally {
    await stopServer(server);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- main
const benchStarted = performance.now();
const loadAtStart = os.loadavg()[0].toFixed(1);
const appDir = prepareBuild(source, log);
const cleanups: (() => Promise<void>)[] = [
  async () => fs.rmSync(appDir, { recursive: true, force: true }),
];
try {
  for (const backend of backends) await measureBackend(appDir, backend, cleanups);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
}

const BUDGETS: Record<string, number> = {
  "/dashboard/guests": 100,
  "/rsvp/{token}": 50,
};
const budgetOf = (pagePath: string) => BUDGETS[pagePath] ?? 100;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");
const lines = [
  `# Guest list at scale, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  "",
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. ` +
    `${WEDDINGS.toLocaleString("en-GB")} weddings, ${WITH_GUESTS} % of them with a guest list; ${ITERATIONS} requests a page, one at a time, after ${WARM_UP} to warm up; Accept-Encoding: br. ` +
    `Source: ${source === "worktree" ? "working tree" : source}. Total run: ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min. ` +
    `Load average at the start ${loadAtStart}, at the end ${os.loadavg()[0].toFixed(1)} (anything well above ${os.cpus().length} means other work competed for the CPUs).`,
  "",
  "App and static: p50 / p95 / max ms of the whole answer, then the server's CPU ms per request (PGlite runs inside the app's process, so its CPU counts; a PostgreSQL server's does not).",
  "",
  "| Database | Page | KB (br) | App p50 / p95 / max ms | App CPU ms/req | Static p50 / p95 / max ms | Static CPU ms/req | Budget (p95) |",
  "| --- | --- | ---: | --- | ---: | --- | ---: | --- |",
  ...pageRows.map(
    (row) =>
      `| ${row.backend} | ${row.page} \`${row.path}\` | ${(row.bytes / 1024).toFixed(1)} (${(row.brBytes / 1024).toFixed(1)}) | ${ms(row.app.p50)} / ${ms(row.app.p95)} / ${ms(row.app.max)} | ${ms(row.app.cpu)} | ${ms(row.static.p50)} / ${ms(row.static.p95)} / ${ms(row.static.max)} | ${ms(row.static.cpu)} | ${budgetOf(row.path)} ms ${row.app.p95 <= budgetOf(row.path) ? "✓" : "✗"} |`,
  ),
  "",
  "| Database | Load s | Rows |",
  "| --- | ---: | --- |",
  ...loadRows.map(
    (row) =>
      `| ${row.backend} | ${row.seconds.toFixed(0)} | ${Object.entries(row.counts)
        .map(([name, count]) => `${count.toLocaleString("en-GB")} ${name}`)
        .join(", ")} |`,
  ),
  "",
];
const report = lines.join("\n");
fs.mkdirSync(RESULTS_DIR, { recursive: true });
fs.writeFileSync(path.join(RESULTS_DIR, "guests.md"), report);
console.log(`\n${report}`);
