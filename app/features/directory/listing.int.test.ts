/**
 * Rating and area filters, server-side pagination, featured vendors, and the rule that pending
 * and rejected vendors never leave the database through any public read.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { CATEGORIES } from "~/features/vendors/categories";
import { listVendors } from "~/features/vendors/vendor-list.server";
import {
  countVendorsByCategory,
  getFeaturedVendors,
  getPublicVendor,
  listApprovedVendorIds,
  listLocationAreas,
  PAGE_SIZE,
} from "~/features/vendors/vendors.server";
import { buildDemoReviews, demoShownStars } from "~/startup/demo-reviews";
import { buildDemoVendors } from "~/startup/demo-vendors";
import { deleteTestVendor, insertTestVendor } from "../../../tests/support/vendors";
import { loadVendorList } from "./directory.server";
import { type DirectoryFilters, parseDirectoryFilters } from "./filters";

const demo = buildDemoVendors();
const demoReviews = buildDemoReviews(demo);
const approved = demo
  .filter((v) => v.approvalStatus === "approved")
  .map((v) => {
    const stars = demoShownStars(v, demoReviews);
    return { ...v, shownRating: stars.rating, shownReviewCount: stars.count };
  });
const hiddenDemo = demo.filter((v) => v.approvalStatus !== "approved");
/** The public order of an unsearched, unlocated list: by the shown stars, unrated last. */
const publicOrder = (a: (typeof approved)[number], b: (typeof approved)[number]) =>
  (b.shownRating ?? -1) - (a.shownRating ?? -1) ||
  b.shownReviewCount - a.shownReviewCount ||
  a.id - b.id;
const sortedIds = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

function filters(overrides: Partial<DirectoryFilters>): DirectoryFilters {
  return { ...parseDirectoryFilters(new URLSearchParams()), ...overrides };
}

describe("rating filter", () => {
  it.each([3, 3.5, 4, 4.5])(
    "minimum %s keeps exactly the approved vendors rated at or above it",
    async (minRating) => {
      const { vendors, total } = await listVendors({ minRating, pageSize: 500 });
      const expected = approved.filter((v) => (v.shownRating ?? 0) >= minRating);
      expect(total).toBe(expected.length);
      expect(sortedIds(vendors)).toEqual(sortedIds(expected));
      expect(vendors.every((v) => (v.shownRating ?? 0) >= minRating)).toBe(true);
    },
  );

  it("4.5 and above narrows a category, through loadVendorList as the pages call it", async () => {
    const { result } = await loadVendorList(filters({ rating: 4.5 }), {
      categoryId: "mehndi-artists",
    });
    const expected = approved.filter(
      (v) => v.categoryId === "mehndi-artists" && (v.shownRating ?? 0) >= 4.5,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(8);
    expect(sortedIds(result?.vendors ?? [])).toEqual(sortedIds(expected));
  });

  it("combines with search", async () => {
    const { vendors } = await listVendors({ q: "leicester", minRating: 4.5, pageSize: 100 });
    expect(sortedIds(vendors)).toEqual(
      sortedIds(
        approved.filter((v) => v.location.includes("Leicester") && (v.shownRating ?? 0) >= 4.5),
      ),
    );
  });
});

describe("area filter", () => {
  it("lists every area of an approved vendor, in order, once", async () => {
    const areas = await listLocationAreas();
    // The area is the second comma part of a location ("Belgrave, Leicester" -> "Leicester").
    const expected = [...new Set(approved.map((v) => v.location.split(",")[1].trim()))].sort();
    expect(expected.length).toBeGreaterThan(5);
    expect(areas).toEqual(expected);
  });

  it("keeps exactly the vendors of that area", async () => {
    const { vendors, total } = await listVendors({ area: "Leicester", pageSize: 100 });
    const expected = approved.filter((v) => v.location.endsWith(", Leicester"));
    expect(total).toBe(expected.length);
    expect(sortedIds(vendors)).toEqual(sortedIds(expected));
    const london = await listVendors({ area: "London", categoryId: "catering", pageSize: 100 });
    expect(sortedIds(london.vendors)).toEqual(
      sortedIds(
        approved.filter((v) => v.location.endsWith(", London") && v.categoryId === "catering"),
      ),
    );
  });

  it("an unknown area finds nothing", async () => {
    const { vendors, total } = await listVendors({ area: "Atlantis" });
    expect(vendors).toEqual([]);
    expect(total).toBe(0);
  });
});

describe("pagination", () => {
  it("pages of the default size add up to the whole list, in the public order, without overlap", async () => {
    const expectedOrder = [...approved].sort(publicOrder).map((v) => v.id);
    const first = await listVendors({});
    expect(first.total).toBe(approved.length);
    expect(first.pageCount).toBe(Math.ceil(approved.length / PAGE_SIZE));
    expect(first.vendors).toHaveLength(PAGE_SIZE);

    const seen: number[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const { vendors, total, page: returnedPage } = await listVendors({ page });
      expect(total).toBe(approved.length);
      expect(returnedPage).toBe(page);
      const expectedSize =
        page < first.pageCount ? PAGE_SIZE : approved.length - PAGE_SIZE * (page - 1);
      expect(vendors).toHaveLength(expectedSize);
      seen.push(...vendors.map((v) => v.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expectedOrder);
  });

  it.each([1, 5, 10, 50])(
    "page size %i: no overlap, nothing missed, stable between calls",
    async (pageSize) => {
      const all = await listVendors({ q: "london", pageSize: 500 });
      expect(all.total).toBeGreaterThan(10);
      const pageCount = Math.ceil(all.total / pageSize);
      const collected: number[] = [];
      for (let page = 1; page <= pageCount; page++) {
        const once = await listVendors({ q: "london", page, pageSize });
        const again = await listVendors({ q: "london", page, pageSize });
        expect(again.vendors.map((v) => v.id)).toEqual(once.vendors.map((v) => v.id));
        expect(once.pageCount).toBe(pageCount);
        expect(once.total).toBe(all.total);
        collected.push(...once.vendors.map((v) => v.id));
      }
      expect(collected).toEqual(all.vendors.map((v) => v.id));
    },
  );

  it("a page past the end is empty but keeps the total", async () => {
    const { vendors, total, pageCount } = await listVendors({ categoryId: "catering", page: 9 });
    expect(vendors).toEqual([]);
    expect(total).toBe(8);
    expect(pageCount).toBe(1);
  });

  it("page numbers below 1 are treated as the first page", async () => {
    const zero = await listVendors({ page: 0, pageSize: 5 });
    const one = await listVendors({ page: 1, pageSize: 5 });
    expect(zero.page).toBe(1);
    expect(zero.vendors.map((v) => v.id)).toEqual(one.vendors.map((v) => v.id));
  });

  it("loadVendorList passes the page through", async () => {
    const second = await loadVendorList(filters({ page: 2 }), {});
    const direct = await listVendors({ page: 2 });
    expect(second.result?.vendors.map((v) => v.id)).toEqual(direct.vendors.map((v) => v.id));
  });
});

describe("pending and rejected vendors are never public", () => {
  const secretIds: number[] = [];
  beforeAll(async () => {
    // Hidden vendors that would win every ordering if they leaked: top rating, most reviews.
    for (const status of ["pending", "rejected"] as const) {
      for (const categoryId of ["catering", "mehndi-artists"]) {
        secretIds.push(
          await insertTestVendor({
            name: `Secret ${status} Mehndi Caterers`,
            categoryId,
            location: "Secretville, Leicester",
            postcode: "LE4 5LN",
            rating: 5,
            reviewCount: 100_000,
            shortDescription: "Photographer leicester mehndi caterers tandoor.",
            approvalStatus: status,
          }),
        );
      }
    }
  });
  afterAll(async () => {
    for (const id of secretIds) await deleteTestVendor(id);
  });
  const hiddenIds = () => [...hiddenDemo.map((v) => v.id), ...secretIds];

  it("the demo data has both kinds", () => {
    expect(hiddenDemo.some((v) => v.approvalStatus === "pending")).toBe(true);
    expect(hiddenDemo.some((v) => v.approvalStatus === "rejected")).toBe(true);
  });

  it("are not in lists, filtered lists or radius lists", async () => {
    const lists = [
      await listVendors({ pageSize: 1000 }),
      await listVendors({ categoryId: "catering", pageSize: 1000 }),
      await listVendors({ minRating: 4.5, pageSize: 1000 }),
      await listVendors({ area: "Leicester", pageSize: 1000 }),
      await listVendors({ near: { lat: 52.65315, lng: -1.1272 }, radiusMiles: 50, pageSize: 1000 }),
    ];
    for (const list of lists) {
      const ids = list.vendors.map((v) => v.id);
      for (const hidden of hiddenIds()) expect(ids).not.toContain(hidden);
      expect(list.total).toBe(list.vendors.length);
    }
    expect(lists[0].total).toBe(approved.length);
  });

  it("are not found by search, even by their exact names", async () => {
    for (const v of hiddenDemo) {
      const { vendors } = await listVendors({ q: v.name, pageSize: 500 });
      expect(vendors.map((row) => row.id)).not.toContain(v.id);
    }
    const { vendors } = await listVendors({ q: "secret pending", pageSize: 500 });
    expect(vendors).toEqual([]);
  });

  it("are not counted", async () => {
    const counts = await countVendorsByCategory();
    for (const category of CATEGORIES) {
      expect(counts[category.id] ?? 0).toBe(
        approved.filter((v) => v.categoryId === category.id).length,
      );
    }
    expect(counts.catering).toBe(8);
  });

  it("are not featured", async () => {
    const featured = await getFeaturedVendors();
    for (const hidden of hiddenIds()) expect(featured.map((v) => v.id)).not.toContain(hidden);
  });

  it("have no public page", async () => {
    for (const hidden of hiddenIds()) expect(await getPublicVendor(hidden)).toBeNull();
    expect(await getPublicVendor(1)).toMatchObject({ id: 1, name: "Anaya Bridal Couture" });
    expect(await getPublicVendor(987_654)).toBeNull();
  });

  it("are not in the sitemap", async () => {
    const ids = (await listApprovedVendorIds()).map((row) => row.id);
    expect(ids).toEqual(approved.map((v) => v.id).sort((a, b) => a - b));
    const { loader } = await import("~/routes/sitemap");
    const xml = await (await loader()).text();
    const listed = [...xml.matchAll(/\/vendor\/(\d+)</g)].map((match) => Number(match[1]));
    expect(listed.sort((a, b) => a - b)).toEqual(ids);
  });

  it("do not add their area to the location filter", async () => {
    expect(await listLocationAreas()).not.toContain("Secretville");
  });
});

describe("featured vendors", () => {
  const bestPerCategory = () => {
    const best = new Map<string, (typeof approved)[number]>();
    for (const v of [...approved].sort(publicOrder))
      if (!best.has(v.categoryId) && v.shownRating !== null) best.set(v.categoryId, v);
    return [...best.values()].sort(publicOrder);
  };

  it("are the best vendors of four different categories", async () => {
    const featured = await getFeaturedVendors();
    expect(featured).toHaveLength(4);
    expect(new Set(featured.map((v) => v.categoryId)).size).toBe(4);
    expect(featured.map((v) => v.id)).toEqual(
      bestPerCategory()
        .slice(0, 4)
        .map((v) => v.id),
    );
  });

  it("take one per category first, then pad with the next best when fewer categories have vendors", async () => {
    const keep = ["catering", "venues"];
    const parked = await db
      .update(vendor)
      .set({ approvalStatus: "pending" })
      .where(
        inArray(
          vendor.categoryId,
          CATEGORIES.map((c) => c.id).filter((id) => !keep.includes(id)),
        ),
      )
      .returning({ id: vendor.id, approvalStatus: vendor.approvalStatus });
    const previouslyApproved = parked
      .map((row) => row.id)
      .filter((id) => approved.some((v) => v.id === id));
    try {
      const featured = await getFeaturedVendors();
      const left = approved.filter((v) => keep.includes(v.categoryId)).sort(publicOrder);
      const firstTwo = keep
        .map((categoryId) => left.find((v) => v.categoryId === categoryId)!)
        .sort(publicOrder);
      expect(featured).toHaveLength(4);
      expect(featured.slice(0, 2).map((v) => v.id)).toEqual(firstTwo.map((v) => v.id));
      const rest = left.filter((v) => !firstTwo.includes(v)).slice(0, 2);
      expect(featured.slice(2).map((v) => v.id)).toEqual(rest.map((v) => v.id));
      expect(featured.every((v) => keep.includes(v.categoryId))).toBe(true);
    } finally {
      await db
        .update(vendor)
        .set({ approvalStatus: "approved" })
        .where(inArray(vendor.id, previouslyApproved));
    }
    expect((await listVendors({})).total).toBe(approved.length);
  });
});
