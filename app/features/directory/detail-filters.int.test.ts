/**
 * The traditions and budget filters (issue 14): languages (any of), ceremonies and faiths and
 * dietary options (all of), "Prices from" up to a budget and guest capacity; each alone, with
 * a postcode radius and a minimum rating, in the search words, and "why it matches".
 */
import { describe, expect, it } from "vitest";
import { listVendors, type VendorQuery } from "~/features/vendors/vendor-list.server";
import { distanceInMiles } from "~/lib/postcode";
import { lookupPostcode } from "~/lib/postcodes.server";
import { buildDemoReviews, demoShownStars } from "~/startup/demo-reviews";
import { buildDemoVendors } from "~/startup/demo-vendors";
import { loadVendorList } from "./directory.server";
import { parseDirectoryFilters } from "./filters";

const demo = buildDemoVendors();
const demoReviews = buildDemoReviews(demo);
const approved = demo.filter((v) => v.approvalStatus === "approved");
/** The stars a card shows (decision 041): never the typed `rating`. */
const shown = (v: (typeof demo)[number]) => demoShownStars(v, demoReviews).rating ?? 0;
type Demo = (typeof approved)[number];
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

const FILTERS: Array<[string, VendorQuery, (v: Demo) => boolean]> = [
  ["a language", { languages: ["Punjabi"] }, (v) => v.languages.includes("Punjabi")],
  [
    "either of two languages",
    { languages: ["Tamil", "Bengali"] },
    (v) => v.languages.includes("Tamil") || v.languages.includes("Bengali"),
  ],
  ["a faith", { faiths: ["Sikh"] }, (v) => v.faiths.includes("Sikh")],
  [
    "two faiths together",
    { faiths: ["Hindu", "Jain"] },
    (v) => v.faiths.includes("Hindu") && v.faiths.includes("Jain"),
  ],
  ["a dietary option", { dietary: ["Halal"] }, (v) => v.dietary.includes("Halal")],
  [
    "two dietary options",
    { dietary: ["Vegetarian", "Vegan"] },
    (v) => v.dietary.includes("Vegetarian") && v.dietary.includes("Vegan"),
  ],
  ["a budget", { budget: 1000 }, (v) => v.priceFrom !== null && v.priceFrom <= 1000],
  [
    "a guest count",
    { guests: 450 },
    (v) => v.capacityMax !== null && v.capacityMax >= 450 && (v.capacityMin ?? 0) <= 450,
  ],
];

describe.each(FILTERS)("filtering by %s", (_name, query, keep) => {
  it("returns exactly the approved vendors that fit, in at least three towns", async () => {
    const { vendors, total } = await listVendors({ ...query, pageSize: 500 });
    const expected = approved.filter(keep);
    expect(total).toBe(expected.length);
    expect(ids(vendors)).toEqual(ids(expected));
    const towns = new Set(expected.map((v) => v.location.split(", ")[1]));
    expect(towns.size).toBeGreaterThanOrEqual(3);
  });

  it("combines with a postcode radius and a minimum rating", async () => {
    const origin = "B11 1LH";
    const near = lookupPostcode(origin);
    if (!near) throw new Error("unknown origin");
    const { vendors } = await listVendors({
      ...query,
      near,
      // Wide enough that every filter keeps a listing with stars (decision 041: fewer have them).
      radiusMiles: 120,
      minRating: 3,
      pageSize: 500,
    });
    const expected = approved.filter((v) => {
      const point = lookupPostcode(v.postcode);
      return keep(v) && shown(v) >= 3 && point && distanceInMiles(near, point) <= 120;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(vendors)).toEqual(ids(expected));
    expect(vendors.every((v) => v.matches.length > 0)).toBe(true);
  });
});

describe("the URL, the card and the search", () => {
  it("reads the filters from the URL and drops values not on the lists", async () => {
    const filters = parseDirectoryFilters(
      new URLSearchParams("lang=Punjabi&lang=Klingon&diet=Halal&budget=3000&guests=abc"),
    );
    expect(filters).toMatchObject({
      languages: ["Punjabi"],
      dietary: ["Halal"],
      budget: 3000,
      guests: 0,
    });
    const { result } = await loadVendorList(filters, { categoryId: "catering" });
    const expected = approved.filter(
      (v) =>
        v.categoryId === "catering" &&
        v.languages.includes("Punjabi") &&
        v.dietary.includes("Halal") &&
        v.priceFrom !== null &&
        v.priceFrom <= 3000,
    );
    expect(ids(result?.vendors ?? [])).toEqual(ids(expected));
  });

  it("says on each card why it matches", async () => {
    const { vendors } = await listVendors({
      categoryId: "catering",
      languages: ["Punjabi"],
      dietary: ["Halal"],
    });
    expect(vendors.length).toBeGreaterThan(0);
    for (const row of vendors) {
      expect(row.matches).toEqual(["Speaks Punjabi", "Halal"]);
    }
    const plain = await listVendors({ categoryId: "catering" });
    expect(plain.vendors.every((row) => row.matches.length === 0)).toBe(true);
  });

  it.each([
    [
      "halal caterer birmingham",
      (v: Demo) =>
        v.categoryId === "catering" &&
        v.dietary.includes("Halal") &&
        v.location.includes("Birmingham"),
    ],
    ["sikh priest", (v: Demo) => v.categoryId === "priests" && v.faiths.includes("Sikh")],
    [
      "gujarati dj",
      (v: Demo) => v.categoryId === "entertainment" && v.languages.includes("Gujarati"),
    ],
  ])("understands “%s”", async (q, fits) => {
    const { vendors } = await listVendors({ q, pageSize: 100 });
    expect(vendors.length).toBeGreaterThan(0);
    expect(ids(vendors)).toEqual(ids(approved.filter(fits)));
  });
});

/**
 * Counts past a cap (decision 046): a filtered total is exact up to `countCap`, then the cap
 * with `totalCapped`; the page itself is the same page. The product's cap is 1,000; the demo
 * catalogue is smaller, so these pass a cap of 5.
 */
describe("a filtered count stops at its cap", () => {
  const punjabi = approved.filter((v) => v.languages.includes("Punjabi"));

  it("says the cap and that more match, with the same vendors on the page", async () => {
    expect(punjabi.length).toBeGreaterThan(5);
    const exact = await listVendors({ languages: ["Punjabi"], pageSize: 3 });
    const capped = await listVendors({ languages: ["Punjabi"], pageSize: 3, countCap: 5 });
    expect(exact).toMatchObject({ total: punjabi.length, totalCapped: false });
    expect(capped).toMatchObject({ total: 5, totalCapped: true, pageCount: 2 });
    expect(capped.vendors.map((row) => row.id)).toEqual(exact.vendors.map((row) => row.id));
  });

  it("still pages past the cap", async () => {
    const exact = await listVendors({ languages: ["Punjabi"], pageSize: 2, page: 4 });
    const capped = await listVendors({
      languages: ["Punjabi"],
      pageSize: 2,
      page: 4,
      countCap: 5,
    });
    expect(capped.vendors.map((row) => row.id)).toEqual(exact.vendors.map((row) => row.id));
    expect(capped).toMatchObject({ total: 5, totalCapped: true, page: 4, pageCount: 4 });
  });

  it("pages past the cap nearest first, where the walk stops at the page's last row", async () => {
    // A rating within a radius, nearest first: the count is capped, and the walk down the
    // nearest-first index must not run past the vendors that match (it would read the country).
    const near = lookupPostcode("LE4 5LN");
    const query = { minRating: 4, near, radiusMiles: 200, sort: "distance" as const, pageSize: 2 };
    const all = await listVendors({ ...query, pageSize: 500 });
    expect(all.total).toBeGreaterThan(6);
    for (const page of [1, 2, 3, 4, Math.ceil(all.total / 2), Math.ceil(all.total / 2) + 1]) {
      const exact = await listVendors({ ...query, page });
      const capped = await listVendors({ ...query, page, countCap: 5 });
      expect(capped.vendors.map((row) => row.id)).toEqual(exact.vendors.map((row) => row.id));
      expect(capped.vendors.map((row) => row.id)).toEqual(
        all.vendors.slice((page - 1) * 2, page * 2).map((row) => row.id),
      );
      expect(capped.totalCapped).toBe(true);
    }
  });

  it("is exact at or under the cap, with a radius too", async () => {
    const atCap = await listVendors({ languages: ["Punjabi"], countCap: punjabi.length });
    expect(atCap).toMatchObject({ total: punjabi.length, totalCapped: false });
    const near = lookupPostcode("LE4 5LN");
    const within = await listVendors({ languages: ["Punjabi"], near, radiusMiles: 50 });
    const cappedWithin = await listVendors({
      languages: ["Punjabi"],
      near,
      radiusMiles: 50,
      countCap: within.total,
    });
    expect(within.total).toBeGreaterThan(0);
    expect(cappedWithin).toMatchObject({ total: within.total, totalCapped: false });
  });

  it("never caps the kept counts or a search's own count", async () => {
    const all = await listVendors({ countCap: 5 });
    expect(all).toMatchObject({ total: approved.length, totalCapped: false });
    const catering = await listVendors({ categoryId: "catering", countCap: 5 });
    expect(catering.totalCapped).toBe(false);
    expect(catering.total).toBe(approved.filter((v) => v.categoryId === "catering").length);
    const search = await listVendors({ q: "punjabi", countCap: 1 });
    expect(search.totalCapped).toBe(false);
    expect(search.total).toBeGreaterThan(1);
  });
});
