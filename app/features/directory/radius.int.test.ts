/**
 * Postcode radius: vendors' postcodes become coordinates when saved; the filter keeps those
 * whose great-circle distance from the typed postcode's sector (else district) centroid is
 * within the radius. Distances are checked against the centroid CSVs, computed independently.
 */
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { listVendors } from "~/features/vendors/vendor-list.server";
import { cellsCovering, radiusParts } from "~/features/vendors/vendor-radius.server";
import { lookupPostcode } from "~/lib/postcodes.server";
import { buildDemoVendors } from "~/startup/demo-vendors";
import {
  centroidFromCsv,
  deleteTestVendor,
  greatCircleMiles,
  insertTestVendor,
  type TestVendorInput,
} from "../../../tests/support/vendors";
import { loadVendorList, POSTCODE_NOT_RECOGNISED } from "./directory.server";
import { type DirectoryFilters, parseDirectoryFilters } from "./filters";

const ORIGIN = "LE4 5LN";
// Vendors of our own at known postcodes (names are invented). Distances from the LE4 5 sector:
// LE4 5 ~0 mi, LE1 1 ~1.3 mi, LE11 (district only: LE11 7 is not a sector) ~9 mi,
// NG1 1 ~20.8 mi, CV1 1 ~23 mi, B11 1 ~34 mi.
const OURS = [
  { key: "le4", postcode: "LE4 5QQ", location: "Belgrave, Leicester" },
  { key: "le1", postcode: "LE1 1AA", location: "City Centre, Leicester" },
  { key: "le11", postcode: "LE11 7AA", location: "Town Centre, Loughborough" },
  { key: "ng1", postcode: "NG1 1AA", location: "City Centre, Nottingham" },
  { key: "cv1", postcode: "CV1 1AA", location: "City Centre, Coventry" },
  { key: "b11", postcode: "B11 1AA", location: "Sparkhill, Birmingham" },
] as const;
type Key = (typeof OURS)[number]["key"];

const idOf = {} as Record<Key, number>;
let pendingNearby = 0;
let rejectedNearby = 0;
let noPostcode = 0;

/** One of our own vendors: all are Honeymoons listings named "Radius Test …". */
const honeymoonVendor = (name: string, fields: Omit<TestVendorInput, "name" | "categoryId">) =>
  insertTestVendor({ name: `Radius Test ${name}`, categoryId: "honeymoon", ...fields });

beforeAll(async () => {
  for (const [index, { key, location, postcode }] of OURS.entries()) {
    idOf[key] = await honeymoonVendor(`Honeymoons ${index + 1}`, {
      location,
      postcode,
      rating: 4.2,
    });
  }
  pendingNearby = await honeymoonVendor("Pending Travel", {
    location: "Belgrave, Leicester",
    postcode: "LE4 5QQ",
    approvalStatus: "pending",
  });
  rejectedNearby = await honeymoonVendor("Rejected Travel", {
    location: "Belgrave, Leicester",
    postcode: "LE1 1AA",
    approvalStatus: "rejected",
  });
  // Not a town we know either, so it stays unplaced (a known town is placed: towns.int.test.ts).
  noPostcode = await honeymoonVendor("Nowhere Travel", { location: "Nowhere-on-the-Marsh" });
});

afterAll(async () => {
  for (const id of [...Object.values(idOf), pendingNearby, rejectedNearby, noPostcode]) {
    await deleteTestVendor(id);
  }
});

const origin = () => centroidFromCsv(ORIGIN);
const near = () => lookupPostcode(ORIGIN);

/** Every approved vendor (demo + ours) with its expected distance from the origin sector. */
function expectedDistances() {
  const rows = [
    ...buildDemoVendors()
      .filter((v) => v.approvalStatus === "approved")
      .map((v) => ({ id: v.id, postcode: v.postcode })),
    ...OURS.map((spec) => ({ id: idOf[spec.key], postcode: spec.postcode })),
  ];
  return new Map(rows.map((r) => [r.id, greatCircleMiles(origin(), centroidFromCsv(r.postcode))]));
}

function filters(overrides: Partial<DirectoryFilters>): DirectoryFilters {
  return { ...parseDirectoryFilters(new URLSearchParams()), ...overrides };
}

describe("postcode radius filter", () => {
  it("our vendors sit at the distances the centroid CSVs give", () => {
    const miles = (key: Key) =>
      greatCircleMiles(origin(), centroidFromCsv(OURS.find((o) => o.key === key)!.postcode));
    expect(miles("le4")).toBe(0);
    expect(miles("le1")).toBeGreaterThan(1);
    expect(miles("le1")).toBeLessThan(2);
    expect(miles("le11")).toBeGreaterThan(5);
    expect(miles("le11")).toBeLessThan(25);
    expect(miles("ng1")).toBeGreaterThan(5);
    expect(miles("ng1")).toBeLessThan(25);
    expect(miles("cv1")).toBeGreaterThan(5);
    expect(miles("cv1")).toBeLessThan(25);
    expect(miles("b11")).toBeGreaterThan(25);
    expect(miles("b11")).toBeLessThan(50);
  });

  it.each([
    [5, ["le4", "le1"]],
    [25, ["le4", "le1", "le11", "ng1", "cv1"]],
    [50, ["le4", "le1", "le11", "ng1", "cv1", "b11"]],
  ] as const)("within %i miles of LE4 5LN keeps exactly %j of ours", async (radius, keys) => {
    const { vendors, total } = await listVendors({
      categoryId: "honeymoon",
      q: "radius test",
      near: near(),
      radiusMiles: radius,
      pageSize: 100,
    });
    expect(vendors.map((v) => v.id)).toEqual(keys.map((key) => idOf[key]));
    expect(total).toBe(keys.length);
  });

  it.each([1, 5, 10, 25, 50])(
    "within %i miles returns exactly the approved vendors the CSV distances put inside, nearest first",
    async (radius) => {
      const expected = [...expectedDistances()].filter(([, miles]) => miles <= radius);
      // No vendor sits so close to the edge that rounding could decide it.
      for (const [, miles] of expectedDistances())
        expect(Math.abs(miles - radius)).toBeGreaterThan(0.01);

      const { vendors, total } = await listVendors({
        near: near(),
        radiusMiles: radius,
        pageSize: 500,
      });
      expect(total).toBe(expected.length);
      expect(vendors.map((v) => v.id).sort((a, b) => a - b)).toEqual(
        expected.map(([id]) => id).sort((a, b) => a - b),
      );
      const distances = expectedDistances();
      for (const v of vendors) {
        expect(v.distanceMiles).not.toBeNull();
        expect(
          Math.abs((v.distanceMiles ?? -1) - (distances.get(v.id) ?? Number.NaN)),
        ).toBeLessThan(0.06);
        expect(v.distanceMiles).toBeLessThanOrEqual(radius);
      }
      const shown = vendors.map((v) => v.distanceMiles ?? 0);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      // Pending, rejected and unlocated vendors are never in a radius result.
      const returned = vendors.map((v) => v.id);
      expect(returned).not.toContain(pendingNearby);
      expect(returned).not.toContain(rejectedNearby);
      expect(returned).not.toContain(noPostcode);
    },
  );

  it("reports distances close to the great-circle miles from the centroid CSVs", async () => {
    const { vendors } = await listVendors({
      categoryId: "honeymoon",
      q: "radius test",
      near: near(),
      radiusMiles: 50,
    });
    const byId = new Map(vendors.map((v) => [v.id, v.distanceMiles]));
    for (const spec of OURS) {
      const expected = greatCircleMiles(origin(), centroidFromCsv(spec.postcode));
      expect(byId.get(idOf[spec.key])).toBeCloseTo(expected, 1);
    }
    expect(byId.get(idOf.cv1)).toBeGreaterThan(20);
    expect(byId.get(idOf.b11)).toBeGreaterThan(30);
  });

  it.each([
    ["mehndi", 25],
    ["photography", 50],
    ["caterers", 50],
    ["leicester", 5],
  ] as const)(
    "'%s' within %i miles keeps exactly the matching vendors the CSV distances put inside",
    async (q, radius) => {
      // What the word matches, read as the prefix it is, then those inside the circle.
      const matching = new Set(
        (
          await queryRows<{ id: number }>(
            sql`select id from vendor where search_vector @@ to_tsquery('english', ${`${q}:*`})`,
          )
        ).map((row) => row.id),
      );
      const expected = [...expectedDistances()]
        .filter(([id, miles]) => matching.has(id) && miles <= radius)
        .map(([id]) => id)
        .sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThan(0);
      const { vendors, total } = await listVendors({
        q,
        near: near(),
        radiusMiles: radius,
        pageSize: 500,
      });
      expect(total).toBe(expected.length);
      expect(vendors.map((v) => v.id).sort((a, b) => a - b)).toEqual(expected);
    },
  );

  it.each([
    { q: "mehndi", radiusMiles: 50 },
    { q: "leicester", radiusMiles: 50 },
    { q: "photography", radiusMiles: 200 },
    { q: "photgrapher", radiusMiles: 200 },
    { languages: ["Punjabi"], radiusMiles: 50 },
    { faiths: ["Sikh"], radiusMiles: 200 },
    { faiths: ["Sikh"], dietary: ["Vegetarian"], radiusMiles: 200 },
    { q: "catering", languages: ["Gujarati", "Hindi"], radiusMiles: 200 },
  ])("nearest first with %j: every way to the page finds the same page", async (filters) => {
    const everything = await listVendors({ ...filters, near: near(), pageSize: 500 });
    expect(everything.total).toBeGreaterThan(2);
    // Under the count's cap the matches are read, counted and sorted at once. Past it (a cap
    // of 2 here) the walk looks at the nearest `walkScan` vendors: none, so the page is
    // sorted; 3, so it finds the first pages of common matches and gives up on the rest; or
    // enough for every page of the demo's catalogue.
    const ways = [{}, ...[0, 3, 1_000].map((walkScan) => ({ countCap: 2, walkScan }))];
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(everything.total / 2) + 1; page++) {
      const [exact, ...capped] = await Promise.all(
        ways.map((way) =>
          listVendors({ ...filters, ...way, near: near(), sort: "distance", page, pageSize: 2 }),
        ),
      );
      expect(exact.total).toBe(everything.total);
      for (const result of capped) {
        expect(result.vendors.map((v) => [v.id, v.distanceMiles])).toEqual(
          exact.vendors.map((v) => [v.id, v.distanceMiles]),
        );
        expect(result).toMatchObject({ total: 2, totalCapped: true });
      }
      seen.push(...exact.vendors.map((v) => v.id));
    }
    expect(seen).toEqual(everything.vendors.map((v) => v.id));
  });

  it("covers the radius's box with grid cells", () => {
    // 52.29..53.02 N, 1.72..0.53 W: rows 261..265, columns -9..-3 (a fifth of a degree each).
    const cells = cellsCovering(52.2908, 53.0155, -1.7245, -0.5299);
    expect(cells).toHaveLength(5 * 7);
    expect(cells[0]).toBe(261 * 10000 - 9);
    expect(cells.at(-1)).toBe(265 * 10000 - 3);
    expect(cellsCovering(52.1, 52.1, -0.1, -0.1)).toEqual([260 * 10000 - 1]);
    // The cell in the query is the index's expression to the letter, constants and all
    // (migration 0026), or PostgreSQL would not use the index.
    const { sql: text } = new PgDialect().sqlToQuery(radiusParts(origin(), 25).cells);
    expect(text).toContain(
      '(array[(floor("vendor"."lat" * 5)::int * 10000 + floor("vendor"."lng" * 5)::int)])',
    );
  });

  it("lists carry no distance when no postcode was given", async () => {
    const { vendors } = await listVendors({ categoryId: "honeymoon" });
    expect(vendors.every((v) => v.distanceMiles === null)).toBe(true);
    expect(vendors.map((v) => v.id)).toContain(noPostcode);
  });
});

describe("postcode look-up", () => {
  const sector = { lat: 52.65315, lng: -1.1272 };
  const district = { lat: 52.66275, lng: -1.12279 };

  it.each(["LE4 5LN", "le4 5ln", "LE45LN", "le45ln", "  Le4   5Ln "])(
    "'%s' resolves to the LE4 5 sector centroid",
    (input) => {
      expect(lookupPostcode(input)).toEqual({ ...sector, formatted: "LE4 5LN" });
      expect(centroidFromCsv(input)).toEqual(sector);
    },
  );

  it.each(["LE4", "le4", " le4 "])(
    "the outward code '%s' resolves to the district centroid",
    (input) => {
      expect(lookupPostcode(input)).toEqual({ ...district, formatted: "LE4" });
    },
  );

  it("falls back to the district when the sector is not in the data", () => {
    expect(lookupPostcode("LE11 7AA")).toEqual({
      ...centroidFromCsv("LE11"),
      formatted: "LE11 7AA",
    });
  });

  it.each(["ZZ9 9ZZ", "ZZ9", "hello", "12345", "", "LE4 5L", "LE4 5LNN"])(
    "'%s' is not recognised",
    (input) => {
      expect(lookupPostcode(input)).toBeNull();
    },
  );
});

describe("loadVendorList with a postcode", () => {
  it("gives the same results for a full postcode in any case and spacing", async () => {
    const lists = await Promise.all(
      ["LE4 5LN", "le45ln", "le4 5ln"].map((postcode) =>
        loadVendorList(filters({ postcode, radius: 10 }), {}),
      ),
    );
    const [first, ...rest] = lists.map((list) =>
      list.result?.vendors.map((v) => [v.id, v.distanceMiles]),
    );
    expect(first?.length).toBeGreaterThan(0);
    for (const other of rest) expect(other).toEqual(first);
    for (const list of lists) {
      expect(list.postcodeError).toBeNull();
      expect(list.connectionIssue).toBe(false);
    }
  });

  it("an outward code alone measures from the district centroid", async () => {
    const { result, postcodeError } = await loadVendorList(
      filters({ postcode: "le4", radius: 5 }),
      { categoryId: "honeymoon" },
    );
    expect(postcodeError).toBeNull();
    const ours = result?.vendors.find((v) => v.id === idOf.le4);
    expect(ours?.distanceMiles).toBeCloseTo(
      greatCircleMiles(centroidFromCsv("LE4"), centroidFromCsv("LE4 5QQ")),
      1,
    );
    expect(ours?.distanceMiles).toBeGreaterThan(0.5);
  });

  it.each(["ZZ9 9ZZ", "notapostcode", "QQ1"])(
    "an unknown postcode '%s' gets a clear message, never an empty list",
    async (postcode) => {
      const list = await loadVendorList(filters({ postcode }), {});
      expect(list.postcodeError).toBe("We don't recognise that postcode");
      expect(POSTCODE_NOT_RECOGNISED).toBe("We don't recognise that postcode");
      expect(list.result).toBeNull();
    },
  );

  it("a category page with a postcode only lists that category, within the radius", async () => {
    const { result } = await loadVendorList(filters({ postcode: "LE4 5LN", radius: 25 }), {
      categoryId: "catering",
    });
    expect(result?.vendors.length).toBe(0);
    const wider = await loadVendorList(filters({ postcode: "LE4 5LN", radius: 50 }), {
      categoryId: "menswear",
    });
    // Bandhan Tailors, Sparkhill B11 1LH (id 12) is the only groomwear shop within 50 miles.
    expect(wider.result?.vendors.map((v) => v.id)).toEqual([12]);
  });
});
