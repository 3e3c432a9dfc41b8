/**
 * The list orders (issue 15) and the faster queries behind them (issue 12, decision 021): every
 * order is checked against a plain SQL reference on the seeded demo data, nearest first is
 * checked page by page (the nearest-first walk must give the same pages as sorting everything),
 * misspelt words must find what comparing against the whole search text found, and the kept
 * category counts must equal a fresh count after every kind of write.
 */
import crypto from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { listVendors, searchTerms } from "~/features/vendors/vendor-list.server";
import {
  decideVendor,
  deleteVendor,
  insertVendor,
  updateVendor,
} from "~/features/vendors/vendor-write.server";
import { countVendorsByCategory } from "~/features/vendors/vendors.server";
import { lookupPostcode, type Point } from "~/lib/postcodes.server";
import { makeUser } from "../../../tests/factories";
import { deleteTestVendor, insertTestVendor } from "../../../tests/support/vendors";
import { loadVendorList } from "./directory.server";
import { parseDirectoryFilters } from "./filters";

const near = lookupPostcode("LE4 5LN") as Point;

async function idsOf(query: SQL): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** The great-circle distance as the radius filter has always measured it. */
const haversine = (point: Point) =>
  sql.raw(`(3958.8 * 2 * asin(sqrt(power(sin(radians(lat - ${point.lat}) / 2), 2) +
    cos(radians(${point.lat})) * cos(radians(lat)) * power(sin(radians(lng - ${point.lng}) / 2), 2))))`);

const ORDER_SQL = {
  rating: sql.raw("shown_rating desc nulls last, shown_review_count desc, id asc"),
  reviews: sql.raw("shown_review_count desc, shown_rating desc nulls last, id asc"),
  newest: sql.raw("created_at desc, id desc"),
};

describe("sort orders", () => {
  it.each(["rating", "reviews", "newest"] as const)(
    "/vendors by %s is the SQL reference order, page after page",
    async (sort) => {
      const expected = await idsOf(
        sql`select id from vendor where approval_status = 'approved' order by ${ORDER_SQL[sort]}`,
      );
      const all = await listVendors({ sort, pageSize: 1000 });
      expect(all.vendors.map((v) => v.id)).toEqual(expected);
      expect(all.total).toBe(expected.length);
      const second = await listVendors({ sort, page: 2, pageSize: 10 });
      expect(second.vendors.map((v) => v.id)).toEqual(expected.slice(10, 20));
    },
  );

  it("'highest rated' and 'most reviewed' read as such on the cards", async () => {
    const byRating = (await listVendors({ sort: "rating", pageSize: 1000 })).vendors;
    const ratings = byRating.map((v) => v.shownRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings.at(-1), "listings without stars come last").toBe(-1);
    const byReviews = (await listVendors({ sort: "reviews", pageSize: 1000 })).vendors;
    const counts = byReviews.map((v) => v.shownReviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byReviews.map((v) => v.id)).not.toEqual(byRating.map((v) => v.id));
  });

  it.each(["rating", "reviews", "newest"] as const)(
    "a category page by %s keeps to the category",
    async (sort) => {
      const expected = await idsOf(
        sql`select id from vendor where approval_status = 'approved' and category_id = 'catering' order by ${ORDER_SQL[sort]}`,
      );
      const { vendors } = await listVendors({ categoryId: "catering", sort, pageSize: 100 });
      expect(vendors.map((v) => v.id)).toEqual(expected);
    },
  );

  it.each(["rating", "reviews", "newest"] as const)(
    "a search by %s finds the same vendors as best match, in that order",
    async (sort) => {
      const best = await listVendors({ q: "leicester", pageSize: 200 });
      const sorted = await listVendors({ q: "leicester", sort, pageSize: 200 });
      const ids = best.vendors.map((v) => v.id);
      expect(sorted.total).toBe(best.total);
      expect(ids.length).toBeGreaterThan(5);
      const expected = await idsOf(
        sql`select id from vendor where id in ${sql.raw(`(${ids.join(",")})`)} order by ${ORDER_SQL[sort]}`,
      );
      expect(sorted.vendors.map((v) => v.id)).toEqual(expected);
    },
  );

  it.each(["rating", "reviews", "newest"] as const)(
    "a radius by %s keeps the radius and its distances",
    async (sort) => {
      const expected = await idsOf(
        sql`select id from vendor where approval_status = 'approved' and ${haversine(near)} <= 25 order by ${ORDER_SQL[sort]}`,
      );
      const { vendors, total } = await listVendors({ near, radiusMiles: 25, sort, pageSize: 500 });
      expect(vendors.map((v) => v.id)).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(vendors.every((v) => v.distanceMiles !== null && v.distanceMiles <= 25)).toBe(true);
    },
  );

  it("a search near a postcode by best match pages and counts as every other order does", async () => {
    const query = { q: "leicester", near, radiusMiles: 50, sort: "relevance" } as const;
    const everything = await listVendors({ ...query, pageSize: 500 });
    expect(everything.totalCapped).toBe(false);
    expect(everything.total).toBeGreaterThan(4);
    expect(everything.vendors).toHaveLength(everything.total);
    expect(everything.vendors.every((v) => v.distanceMiles !== null && v.distanceMiles <= 50)).toBe(
      true,
    );
    // The same vendors as any other order finds.
    const byRating = await listVendors({ ...query, sort: "rating", pageSize: 500 });
    expect(byRating.total).toBe(everything.total);
    expect(new Set(everything.vendors.map((v) => v.id))).toEqual(
      new Set(byRating.vendors.map((v) => v.id)),
    );
    const second = await listVendors({ ...query, page: 2, pageSize: 2 });
    expect(second.total).toBe(everything.total);
    expect(second.vendors.map((v) => v.id)).toEqual(
      everything.vendors.slice(2, 4).map((v) => v.id),
    );
    // Past the cap it says "N+" like every other order near a postcode; the page is the same.
    const capped = await listVendors({ ...query, page: 2, pageSize: 2, countCap: 3 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    expect(capped.vendors).toEqual(second.vendors);
    const past = await listVendors({ ...query, page: 500, pageSize: 2 });
    expect(past).toMatchObject({ vendors: [], total: everything.total, totalCapped: false });
  });

  it("defaults: nearest with a postcode, best match with a search, highest rated otherwise", async () => {
    const rated = await listVendors({ sort: "rating", pageSize: 1000 });
    expect((await listVendors({ pageSize: 1000 })).vendors).toEqual(rated.vendors);
    // An order the page does not offer falls back to the default.
    expect((await listVendors({ sort: "distance", pageSize: 1000 })).vendors).toEqual(
      rated.vendors,
    );
    expect((await listVendors({ sort: "relevance", pageSize: 1000 })).vendors).toEqual(
      rated.vendors,
    );
    const best = await listVendors({ q: "mehndi", pageSize: 100 });
    expect((await listVendors({ q: "mehndi", sort: "relevance", pageSize: 100 })).vendors).toEqual(
      best.vendors,
    );
    const nearest = await listVendors({ near, radiusMiles: 50, pageSize: 500 });
    expect(
      (await listVendors({ near, radiusMiles: 50, sort: "distance", pageSize: 500 })).vendors,
    ).toEqual(nearest.vendors);
  });

  it("the URL's sort reaches the query through the page's loader", async () => {
    const filters = parseDirectoryFilters(new URLSearchParams("sort=reviews&page=1"));
    expect(filters.sort).toBe("reviews");
    expect(parseDirectoryFilters(new URLSearchParams("sort=cheapest")).sort).toBeUndefined();
    const { result } = await loadVendorList(filters, { categoryId: "venues" });
    const counts = result?.vendors.map((v) => v.shownReviewCount) ?? [];
    expect(counts.length).toBeGreaterThan(2);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe("nearest first, walked on the GiST index", () => {
  /** Every page as one list, sorted the way the radius always sorted: distance, then rating… */
  async function reference(point: Point, radius: number, extra = sql``) {
    return idsOf(
      sql`select id from vendor where approval_status = 'approved' and ${haversine(point)} <= ${sql.raw(String(radius))} ${extra}
          order by ${haversine(point)} asc, shown_rating desc nulls last, shown_review_count desc, id asc`,
    );
  }

  it.each([5, 25, 50])(
    "pages of 7 within %i miles, put together, are the reference order",
    async (radius) => {
      const expected = await reference(near, radius);
      expect(expected.length).toBeGreaterThan(7);
      const pages: number[] = [];
      for (let page = 1; ; page++) {
        const result = await listVendors({ near, radiusMiles: radius, page, pageSize: 7 });
        expect(result.total).toBe(expected.length);
        pages.push(...result.vendors.map((v) => v.id));
        if (page >= result.pageCount) break;
      }
      expect(pages).toEqual(expected);
      // A page past the end is empty, not an error.
      const past = await listVendors({ near, radiusMiles: radius, page: 500, pageSize: 7 });
      expect(past.vendors).toEqual([]);
    },
  );

  it("vendors at one spot (one postcode sector) are ordered by rating, then reviews, then id, across a page break", async () => {
    const ids: number[] = [];
    for (const rating of [3.1, 4.9, 4.2, 4.9]) {
      ids.push(
        await insertTestVendor({
          name: `Same Spot Cars ${crypto.randomUUID().slice(0, 6)}`,
          categoryId: "transport",
          location: "Belgrave, Leicester",
          postcode: "LE4 5QQ",
          // The shown stars: Google's (a typed rating would not count, decision 041).
          source: "google",
          googleRating: rating,
          googleReviewCount: rating === 4.9 && ids.length === 3 ? 50 : 5,
        }),
      );
    }
    try {
      const expected = await reference(near, 3, sql`and category_id = 'transport'`);
      const page1 = await listVendors({
        categoryId: "transport",
        near,
        radiusMiles: 3,
        pageSize: 2,
      });
      const page2 = await listVendors({
        categoryId: "transport",
        near,
        radiusMiles: 3,
        pageSize: 2,
        page: 2,
      });
      expect([...page1.vendors, ...page2.vendors].map((v) => v.id)).toEqual(expected.slice(0, 4));
      const ours = expected.filter((id) => ids.includes(id));
      expect(ours).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    } finally {
      for (const id of ids) await deleteTestVendor(id);
    }
  });

  it("a rare filter with a wide radius finds every match", async () => {
    const expected = await reference(near, 50, sql`and category_id = 'menswear'`);
    const { vendors, total } = await listVendors({
      categoryId: "menswear",
      near,
      radiusMiles: 50,
    });
    expect(vendors.map((v) => v.id)).toEqual(expected);
    expect(total).toBe(expected.length);
  });
});

describe("misspelt words, matched against whole words", () => {
  /** What the typo path matched before decision 021: trigram similarity to the whole text. */
  async function wholeTextMatches(q: string) {
    const terms = searchTerms(q);
    const each = terms.map(
      (term) =>
        sql`(search_vector @@ to_tsquery('english', ${`${term}:*`}) or ${term} <% search_text)`,
    );
    return idsOf(
      sql`select id from vendor where approval_status = 'approved' and ${sql.join(each, sql` and `)} order by id`,
    );
  }

  it.each([
    "photgrapher leicster",
    "leicster",
    "photgrapher",
    "sherwni",
    "rangoli caterrs",
    "birmingam",
    "manchster",
    "bradfrd",
    "weding planer",
    "mehandi",
    "jewelery",
    "dhol playr",
    "tandor",
    "glasgw",
    "vegitarian",
    "bollywod dj",
  ])("'%s' finds the same vendors as before", async (q) => {
    const { vendors, total } = await listVendors({ q, pageSize: 500 });
    const found = vendors.map((v) => v.id).sort((a, b) => a - b);
    expect(found).toEqual(await wholeTextMatches(q));
    expect(total).toBe(found.length);
  });

  it("a new vendor's own words are searchable, misspelt, at once", async () => {
    const id = await insertTestVendor({
      name: "Zanzibarique Events",
      categoryId: "decor",
      location: "Belgrave, Leicester",
    });
    try {
      const { vendors } = await listVendors({ q: "zanzibariqe" });
      expect(vendors.map((v) => v.id)).toEqual([id]);
    } finally {
      await deleteTestVendor(id);
    }
  });
});

describe("the kept category counts", () => {
  async function freshCounts() {
    const result = (await db.execute(
      sql`select category_id, count(*)::int as n from vendor where approval_status = 'approved' group by category_id`,
    )) as unknown as { rows: { category_id: string; n: number }[] };
    return Object.fromEntries(result.rows.map((row) => [row.category_id, Number(row.n)]));
  }
  const actor = { id: `counts-${crypto.randomUUID()}` };

  it("equal a fresh count after adding, approving, rejecting, moving and deleting", async () => {
    await makeUser({ id: actor.id, name: "Admin" });
    expect(await countVendorsByCategory()).toEqual(await freshCounts());
    const base = {
      location: "Belgrave, Leicester",
      postcode: "LE4 5QQ",
      rating: 4,
      source: "database" as const,
    };
    const pending = await insertVendor(actor, {
      ...base,
      name: `Count Pending ${crypto.randomUUID().slice(0, 6)}`,
      categoryId: "makeup",
      approvalStatus: "pending",
    });
    const other = await insertVendor(actor, {
      ...base,
      name: `Count Other ${crypto.randomUUID().slice(0, 6)}`,
      categoryId: "makeup",
      approvalStatus: "pending",
    });
    const approved = await insertVendor(actor, {
      ...base,
      name: `Count Approved ${crypto.randomUUID().slice(0, 6)}`,
      categoryId: "decor",
      approvalStatus: "approved",
    });
    expect(await countVendorsByCategory()).toEqual(await freshCounts());

    const makeupBefore = (await countVendorsByCategory()).makeup ?? 0;
    expect(await decideVendor(actor, pending.id, "approved")).toBe(true);
    expect((await countVendorsByCategory()).makeup).toBe(makeupBefore + 1);
    expect(await decideVendor(actor, other.id, "rejected")).toBe(true);
    expect((await countVendorsByCategory()).makeup).toBe(makeupBefore + 1);
    expect(await countVendorsByCategory()).toEqual(await freshCounts());

    // An approved listing moved to another category counts there, and no longer here.
    const decorBefore = (await countVendorsByCategory()).decor ?? 0;
    const transportBefore = (await countVendorsByCategory()).transport ?? 0;
    await updateVendor(actor, approved.id, {
      ...base,
      name: "Count Approved, moved",
      categoryId: "transport",
      reviewCount: 0,
    });
    expect((await countVendorsByCategory()).decor).toBe(decorBefore - 1);
    expect((await countVendorsByCategory()).transport).toBe(transportBefore + 1);

    await deleteVendor(actor, approved.id);
    await deleteVendor(actor, pending.id);
    await deleteVendor(actor, other.id);
    expect((await countVendorsByCategory()).transport ?? 0).toBe(transportBefore);
    expect(await countVendorsByCategory()).toEqual(await freshCounts());
  });

  it("equal a fresh count after a write that bypasses the writer (a trigger keeps them)", async () => {
    const id = await insertTestVendor({
      name: "Direct Insert Bakery",
      categoryId: "cake-desserts",
      location: "Belgrave, Leicester",
    });
    expect(await countVendorsByCategory()).toEqual(await freshCounts());
    await db.execute(sql`update vendor set approval_status = 'rejected' where id = ${id}`);
    expect(await countVendorsByCategory()).toEqual(await freshCounts());
    await deleteTestVendor(id);
    expect(await countVendorsByCategory()).toEqual(await freshCounts());
  });
});
