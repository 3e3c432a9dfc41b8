import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import journal from "~/db/migrations/meta/_journal.json";
import { databaseUrl } from "../../../tests/integration/env";

/**
 * Migration 0017 moves every existing couple's plan into a wedding (decision 037). This test
 * builds a database as it was before it (migrations 0000–0016), puts couples with events,
 * shortlists and an enquiry in it, applies 0017 and checks that each couple is the first partner
 * of their own wedding and that nothing they had is lost or moved to someone else. On the
 * PostgreSQL run it uses a throwaway database on the test server; otherwise a fresh PGlite.
 */

const MIGRATIONS = path.resolve(import.meta.dirname, "../../db/migrations");
const tags = journal.entries.map((entry) => entry.tag);
const target = tags.indexOf("0017_planning_together");

const statements = (tag: string) =>
  fs
    .readFileSync(path.join(MIGRATIONS, `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);

interface Target {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const lite = new PGlite({ extensions: { pg_trgm, cube } });
    return {
      query: async <T>(text: string) => (await lite.query<T>(text)).rows,
      close: () => lite.close(),
    };
  }
  const name = `saath_migration_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function apply(database: Target, tag: string) {
  for (const statement of statements(tag)) await database.query(statement);
}

let database: Target;

beforeAll(async () => {
  expect(target).toBeGreaterThan(0);
  database = await emptyDatabase();
  for (const tag of tags.slice(0, target)) await apply(database, tag);
  // Two couples (one with a second partner's name), a business and an admin, as 0016 had them.
  await database.query(`
    insert into "user" (id, name, email, email_verified, role, name2, wedding_date, created_at, updated_at) values
      ('couple-a', 'Asha', 'asha@example.com', true, 'user', 'Rohan', '2027-08-14', now(), now()),
      ('couple-b', 'Priya', 'priya@example.com', true, 'user', null, '2027-09-04', now(), now()),
      ('biz', 'Sunil', 'sunil@example.com', true, 'business', null, null, now(), now()),
      ('boss', 'Admin', 'admin@example.com', true, 'admin', null, null, now(), now())`);
  await database.query(`
    insert into wedding_event (user_id, type, event_date, guests, needs) values
      ('couple-a', 'mehndi', '2027-08-12', 40, '[]'),
      ('couple-a', 'reception', '2027-08-14', 400, '[]'),
      ('couple-b', 'nikah', '2027-09-04', 150, '[]')`);
  await database.query(
    `insert into category (id, name, description, sort_order) values ('catering', 'Catering', 'Food', 1)`,
  );
  const [listing] = await database.query<{ id: number }>(
    `insert into vendor (name, category_id, image, location) values ('Spice Kitchen', 'catering', '/art/x.svg', 'Leicester') returning id`,
  );
  await database.query(
    `insert into shortlist (user_id, vendor_id) values ('couple-a', ${listing.id})`,
  );
  await apply(database, tags[target]);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("migration 0017: every couple's plan becomes their wedding's", () => {
  it("makes one wedding per couple account, the couple its first partner, and none for others", async () => {
    const rows = await database.query<{ plan: string; member: string; role: string }>(`
      select w.plan_user_id as plan, m.user_id as member, m.role
      from wedding w join wedding_member m on m.wedding_id = w.id
      order by w.plan_user_id`);
    expect(rows).toEqual([
      { plan: "couple-a", member: "couple-a", role: "partner" },
      { plan: "couple-b", member: "couple-b", role: "partner" },
    ]);
  });

  it("keeps every event and shortlist row, reachable through the couple's wedding", async () => {
    const events = await database.query<{ plan: string; type: string; guests: number }>(`
      select w.plan_user_id as plan, e.type, e.guests
      from wedding w join wedding_event e on e.user_id = w.plan_user_id
      order by e.event_date`);
    expect(events).toEqual([
      { plan: "couple-a", type: "mehndi", guests: 40 },
      { plan: "couple-a", type: "reception", guests: 400 },
      { plan: "couple-b", type: "nikah", guests: 150 },
    ]);
    const [all] = await database.query<{ n: number }>(
      `select count(*)::int as n from wedding_event`,
    );
    expect(all.n).toBe(3);
    const shortlisted = await database.query<{ user_id: string }>(`select user_id from shortlist`);
    expect(shortlisted).toEqual([{ user_id: "couple-a" }]);
  });

  it("adds the events' dress notes column empty, and the wedding's tables empty", async () => {
    const [notes] = await database.query<{ n: number }>(
      `select count(*)::int as n from wedding_event where dress_notes is not null`,
    );
    expect(notes.n).toBe(0);
    const [guests] = await database.query<{ n: number }>(
      `select (select count(*) from household) + (select count(*) from guest) as n`,
    );
    expect(Number(guests.n)).toBe(0);
  });

  it("erases a wedding and everything in it with the account that holds its plan", async () => {
    await database.query(
      `insert into household (wedding_id, name) select id, 'The Patel family' from wedding where plan_user_id = 'couple-b'`,
    );
    await database.query(`delete from "user" where id = 'couple-b'`);
    const [left] = await database.query<{ weddings: number; households: number }>(`
      select (select count(*)::int from wedding where plan_user_id = 'couple-b') as weddings,
             (select count(*)::int from household) as households`);
    expect(left).toEqual({ weddings: 0, households: 0 });
  });
});
