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
