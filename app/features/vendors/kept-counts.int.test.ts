/**
 * The counts the triggers on `vendor` keep (issue 32, decision 043): the location filter's areas
 * (`area_count`), and the approved vendors at each spot (`spot_count`, `category_spot_count`)
 * that a radius's total and the unfiltered totals are read from. Each must say exactly what
 * scanning every vendor said before, after every kind of write: through the vendor writer
 * (add, approve, move, hide, an owner's edit, delete, a bulk import) and around it (direct SQL,
 * a truncate).
 */
import crypto from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { lookupPostcode, type Point } from "~/lib/postcodes.server";
import { makeUser, unique } from "../../../tests/factories";
import { importVendorRows } from "./vendor-import.server";
import { listVendors } from "./vendor-list.server";
import {
  decideVendor,
  deleteVendor,
  editOwnedVendor,
  insertVendor,
  type NewVendorRow,
  updateVendor,
} from "./vendor-write.server";
import { listLocationAreas } from "./vendors.server";

const actor = { id: `kept-counts-${crypto.randomUUID()}` };
const admin = { ...actor, isAdmin: true };
const created = new Set<number>();
const near = lookupPostcode("LE4 5LN") as Point;

beforeAll(async () => {
  await makeUser({ id: actor.id, name: "Admin" });
});
afterAll(async () => {
  for (const id of created) await deleteVendor(actor, id);
});

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The location filter's list exactly as it was read before: every approved vendor scanned. */
async function scannedAreas(): Promise<string[]> {
  const rows = await rowsOf<{ area: string | null }>(
    sql`select distinct location_area as area from vendor
        where approval_status = 'approved' and location_area is not null order by location_area`,
  );
  return rows.map((row) => row.area).filter((area): area is string => Boolean(area));
}

/** Each kept table beside a fresh count over every vendor (as JSON, keys sorted). */
async function keptAndFresh() {
  const json = (rows: Record<string, unknown>[]) =>
    rows.map((row) => JSON.stringify(Object.entries(row).map(([k, v]) => [k, String(v)])));
  const pair = async (kept: SQL, fresh: SQL) => ({
    kept: json(await rowsOf(kept)).sort(),
    fresh: json(await rowsOf(fresh)).sort(),
  });
  const approvedPlaced = sql`approval_status = 'approved' and lat is not null and lng is not null`;
  return {
    areas: await pair(
      sql`select area, approved from area_count`,
      sql`select location_area as area, count(*)::int as approved from vendor
          where approval_status = 'approved' and location_area <> '' group by location_area`,
    ),
    spots: await pair(
      sql`select lat, lng, approved from spot_count`,
      sql`select lat, lng, count(*)::int as approved from vendor where ${approvedPlaced}
          group by lat, lng`,
    ),
    categorySpots: await pair(
      sql`select category_id, lat, lng, approved from category_spot_count`,
      sql`select category_id, lat, lng, count(*)::int as approved from vendor
          where ${approvedPlaced} group by category_id, lat, lng`,
    ),
  };
}

/** The kept list and tables say what a scan says. */
async function expectInStep() {
  expect(await listLocationAreas()).toEqual(await scannedAreas());
  const tables = await keptAndFresh();
  expect(tables.areas.kept).toEqual(tables.areas.fresh);
  expect(tables.spots.kept).toEqual(tables.spots.fresh);
  expect(tables.categorySpots.kept).toEqual(tables.categorySpots.fresh);
}

async function add(fields: Partial<NewVendorRow> & { location: string }) {
  const { id } = await insertVendor(actor, {
    name: unique("Kept Count Mehndi"),
    categoryId: "mehndi-artists",
    rating: 4,
    approvalStatus: "approved",
    source: "database",
    ...fields,
  });
  created.add(id);
  return id;
}

/** An area name no other test or demo listing uses. */
const newArea = (label: string) => `${label} ${crypto.randomUUID().slice(0, 6)}`;

describe("the location filter's areas, kept by triggers", () => {
  it("list what scanning every approved vendor listed, each area once, in order", async () => {
    const areas = await listLocationAreas();
    expect(areas.length).toBeGreaterThan(5);
    expect(areas).toEqual(await scannedAreas());
    expect(new Set(areas).size).toBe(areas.length);
    await expectInStep();
  });

  it("follow inserts: an approved listing adds its area once; pending, rejected or area-less ones add none", async () => {
    const area = newArea("Keptford");
    const first = await add({ location: `Old Town, ${area}` });
    expect(await listLocationAreas()).toContain(area);
    await add({ location: `New Town, ${area}` });
    expect((await listLocationAreas()).filter((a) => a === area)).toEqual([area]);

    const pendingArea = newArea("Pendingham");
    await add({ location: `Mill End, ${pendingArea}`, approvalStatus: "pending" });
    const rejectedArea = newArea("Rejectby");
    await add({ location: `Mill End, ${rejectedArea}`, approvalStatus: "rejected" });
    const listed = await listLocationAreas();
    expect(listed).not.toContain(pendingArea);
    expect(listed).not.toContain(rejectedArea);

    // A location that is only a postcode, or too short, has no area (spec: the location filter).
    const before = await listLocationAreas();
    await add({ location: "LE4 5QQ" });
    await add({ location: "Ab" });
    expect(await listLocationAreas()).toEqual(before);
    // A single part of 3+ characters that is not a postcode is its own area.
    const single = newArea("Solotown");
    await add({ location: single });
    expect(await listLocationAreas()).toContain(single);
    expect(first).toBeGreaterThan(0);
    await expectInStep();
  });

  it("follow area changes, approval, hiding and removal through the vendor writer", async () => {
    const from = newArea("Fromley");
    const to = newArea("Toburgh");
    const id = await add({ location: `Green, ${from}` });
    const base = {
      name: unique("Kept Count Moved"),
      categoryId: "mehndi-artists",
      rating: 4,
      reviewCount: 0,
    };
    // The only listing of `from` moves: `from` goes, `to` comes.
    expect(await updateVendor(actor, id, { ...base, location: `Green, ${to}` })).toBe(true);
    let areas = await listLocationAreas();
    expect(areas).toContain(to);
    expect(areas).not.toContain(from);
    await expectInStep();

    // Hidden by an admin (approved → rejected): its area goes with it.
    await updateVendor(actor, id, {
      ...base,
      location: `Green, ${to}`,
      approvalStatus: "rejected",
    });
    expect(await listLocationAreas()).not.toContain(to);
    // Its owner's edit sends a rejected listing back to review: still not public.
    await editOwnedVendor(admin, id, { ...base, location: `Green, ${from}` });
    expect(await listLocationAreas()).not.toContain(from);
    await expectInStep();

    // A pending listing approved: its area appears.
    expect(await decideVendor(actor, id, "approved")).toBe(true);
    expect(await listLocationAreas()).toContain(from);
    // Another listing in the same area keeps it listed while one of them is removed.
    const second = await add({ location: `Hill, ${from}` });
    await deleteVendor(actor, id);
    created.delete(id);
    expect(await listLocationAreas()).toContain(from);
    await deleteVendor(actor, second);
    created.delete(second);
    areas = await listLocationAreas();
    expect(areas).not.toContain(from);
    await expectInStep();
  });

  it("follow a bulk import's additions and moves", async () => {
    const area = newArea("Importon");
    const moved = newArea("Shiftwell");
    const name = unique("Kept Count Import Mehndi");
    const row = (location: string) => ({
      line: 2,
      name,
      categoryId: "mehndi-artists",
      location,
      // An import moves a listing only with a new address (import-plan.ts).
      address: `1 High Street, ${location}`,
      phone: null,
      email: null,
      website: null,
    });
    const [added] = await importVendorRows(actor, [row(`Centre, ${area}`)]);
    expect(added.outcome).toBe("added");
    expect(await listLocationAreas()).toContain(area);
    const [updated] = await importVendorRows(actor, [row(`Centre, ${moved}`)]);
    expect(updated.outcome).toBe("updated");
    const areas = await listLocationAreas();
    expect(areas).toContain(moved);
    expect(areas).not.toContain(area);
    await expectInStep();
    const [found] = await rowsOf<{ id: number }>(sql`select id from vendor where name = ${name}`);
    created.add(Number(found.id));
  });

  it("follow writes that bypass the writer: direct inserts, updates, deletes and a truncate", async () => {
    const area = newArea("Directon");
    const [row] = await rowsOf<{ id: number }>(
      sql`insert into vendor (name, category_id, image, location, location_area, approval_status)
          values (${unique("Direct Mehndi")}, 'mehndi-artists', '/x.svg', ${`Side, ${area}`}, ${area}, 'approved')
          returning id`,
    );
    const id = Number(row.id);
    expect(await listLocationAreas()).toContain(area);
    // An empty area was never listed (the old read dropped it): nor is it kept.
    await db.execute(sql`update vendor set location_area = '' where id = ${id}`);
    expect(await listLocationAreas()).not.toContain("");
    await expectInStep();
    await db.execute(sql`update vendor set location_area = ${area} where id = ${id}`);
    await db.execute(sql`update vendor set approval_status = 'pending' where id = ${id}`);
    expect(await listLocationAreas()).not.toContain(area);
    await db.execute(sql`update vendor set approval_status = 'approved' where id = ${id}`);
    expect(await listLocationAreas()).toContain(area);
    await db.execute(sql`delete from vendor where id = ${id}`);
    expect(await listLocationAreas()).not.toContain(area);
    await expectInStep();

    // A truncate empties every kept count (in a transaction put back afterwards).
    const rollback = new Error("put the vendors back");
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`truncate vendor cascade`);
        const counts = (await tx.execute(
          sql`select (select count(*) from area_count)::int as areas,
                     (select count(*) from spot_count)::int as spots,
                     (select count(*) from category_spot_count)::int as category_spots,
                     (select count(*) from category_count where approved <> 0)::int as categories`,
        )) as unknown as { rows: Record<string, number>[] };
        expect(counts.rows[0]).toEqual({ areas: 0, spots: 0, category_spots: 0, categories: 0 });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expectInStep();
  });
});

/** The reference: every approved vendor within the radius (and category), counted. */
async function freshRadiusCount(radiusMiles: number, categoryId?: string) {
  const [row] = await rowsOf<{ n: number }>(
    sql`select count(*)::int as n from vendor where approval_status = 'approved'
        and (${categoryId ?? null}::text is null or category_id = ${categoryId ?? null})
        and 3958.8 * 2 * asin(sqrt(power(sin(radians(lat - ${near.lat}) / 2), 2) +
          cos(radians(${near.lat})) * cos(radians(lat)) * power(sin(radians(lng - ${near.lng}) / 2), 2)))
          <= ${radiusMiles}`,
  );
  return Number(row.n);
}

async function freshCount(where: SQL) {
  const [row] = await rowsOf<{ n: number }>(
    sql`select count(*)::int as n from vendor where approval_status = 'approved' and ${where}`,
  );
  return Number(row.n);
}

const RADII = [5, 10, 25, 50, 200];
const CATEGORIES = [undefined, "mehndi-artists", "catering"];

async function expectTotalsExact() {
  for (const radiusMiles of RADII) {
    for (const categoryId of CATEGORIES) {
      const expected = await freshRadiusCount(radiusMiles, categoryId);
      for (const sort of ["distance", "rating"] as const) {
        const { total } = await listVendors({ near, radiusMiles, categoryId, sort, pageSize: 3 });
        expect(total, `${radiusMiles} mi, ${categoryId ?? "every category"}, ${sort}`).toBe(
          expected,
        );
      }
    }
  }
  expect((await listVendors({ pageSize: 1 })).total).toBe(await freshCount(sql`true`));
  for (const categoryId of CATEGORIES.filter((c) => c !== undefined)) {
    expect((await listVendors({ categoryId, pageSize: 1 })).total).toBe(
      await freshCount(sql`category_id = ${categoryId}`),
    );
  }
  for (const area of ["Leicester", "London"]) {
    expect((await listVendors({ area, pageSize: 1 })).total).toBe(
      await freshCount(sql`location_area = ${area}`),
    );
    expect((await listVendors({ area, categoryId: "catering", pageSize: 1 })).total).toBe(
      await freshCount(sql`location_area = ${area} and category_id = 'catering'`),
    );
  }
}

describe("totals read from the kept counts", () => {
  it("a radius's total, in every category or one, equals a fresh count of its vendors", async () => {
    expect(await freshRadiusCount(50)).toBeGreaterThan(0);
    await expectTotalsExact();
  });

  it("stay exact after listings nearby are added, moved, hidden and removed, by any path", async () => {
    const here = await add({ location: "Belgrave, Leicester", postcode: "LE4 5QQ" });
    const there = await add({
      location: "Sparkhill, Birmingham",
      postcode: "B11 1AA",
      categoryId: "catering",
    });
    await add({ location: "Belgrave, Leicester", postcode: "LE4 5QQ", approvalStatus: "pending" });
    await expectTotalsExact();
    await expectInStep();

    // Moved across the radius, hidden, and placed by hand (a town-only listing placed later).
    await updateVendor(actor, there, {
      name: unique("Kept Count Catering"),
      categoryId: "catering",
      location: "City Centre, Leicester",
      postcode: "LE1 1AA",
      rating: 4,
      reviewCount: 0,
    });
    await db.execute(sql`update vendor set approval_status = 'rejected' where id = ${here}`);
    const townOnly = await add({ location: "Somewhere Unplaced" });
    await db.execute(
      sql`update vendor set lat = ${near.lat}, lng = ${near.lng} where id = ${townOnly}`,
    );
    await expectTotalsExact();
    await expectInStep();

    await deleteVendor(actor, there);
    created.delete(there);
    await db.execute(sql`update vendor set lat = null, lng = null where id = ${townOnly}`);
    await expectTotalsExact();
    await expectInStep();
  });
});
