import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { vendor } from "~/db/schema";
import type { radiusParts } from "./vendor-radius.server";
import { approved, cardColumns } from "./vendors.server";

/**
 * The ways the directory's list query (`vendor-list.server.ts`) reads one page when an index
 * cannot simply be walked in the page's order: a search's page with its count, a few matches
 * read whole, and nearest first by walking the GiST index from the postcode.
 */

/** What a card shows, and what "why it matches" reads. */
export const listColumns = {
  ...cardColumns,
  languages: vendor.languages,
  faiths: vendor.faiths,
  dietary: vendor.dietary,
  priceFrom: vendor.priceFrom,
  capacityMax: vendor.capacityMax,
};

/**
 * How many of the nearest vendors a search or the traditions filters walk, nearest first,
 * when more than the count's cap match, before the page is found by sorting every match
 * instead (`runListQuery`, decision 052). "mehndi" within 25 miles at a million vendors: 408
 * walked for a page of 24 (1.9 ms), against 31 ms to read and sort its 4,295 matches.
 */
export const WALK_SCAN = 1_000;

/** One list query's page: what it filters on, in what order, and which rows of it. */
export interface ListPage {
  /** Every filter but the radius. */
  filters: SQL[];
  radius?: ReturnType<typeof radiusParts>;
  /** The sort order, nearest first by the distance the circle tests. */
  order: SQL[];
  /** The same order, nearest first by the chord the GiST walk follows. */
  walkOrder: SQL[];
  /**
   * Set when the order ranks a search (it reads the search vector and the name): a match's
   * rank, and best match's order by it read back as the matches' `best_match`.
   */
  best?: { rank: SQL; order: SQL[] };
  pageSize: number;
  offset: number;
  /** The count's cap (`COUNT_CAP`). */
  cap: number;
}

/**
 * A search's page and how many match, in one pass: the matches' sort columns are read once
 * through the search's own index, then counted and sorted. `offset 0` keeps that step apart:
 * merged into the outer query, PostgreSQL 15 would walk the index of an order that has one
 * (rating, reviews, newest), testing every vendor against the search, as if the page's LIMIT
 * stopped it early, though the count over the window needs every match (4.9 s at a million
 * vendors, past the queries' time limit). Best match reads every match to rank it anyway; each
 * match's rank is worked out once in that step, so the count keeps five columns a row, not its
 * search vector and name (decision 053).
 */
export async function searchPage(page: ListPage, where: SQL, byRelevance: boolean) {
  const { pageSize, offset } = page;
  const best = byRelevance ? page.best : undefined;
  const rank = best ? sql`, ${best.rank} as best_match` : sql``;
  // The outer query names the matches "vendor", so the sort order's columns read from them.
  return queryRows<{ id: number; total: number }>(sql`select id, (count(*) over ())::int as total
    from (select ${vendor.id}, ${vendor.shownRating}, ${vendor.shownReviewCount}, ${vendor.createdAt}${rank}
      from ${vendor} where ${where} offset 0) as ${vendor}
    order by ${sql.join(best?.order ?? page.order, sql`, `)} limit ${pageSize} offset ${offset}`);
}

/**
 * How many match, and this page of them, from one read of at most `cap + 1` matches: when
 * there are no more than the cap, every match was read, so the count and the page are exact;
 * one more says only that the count stops at the cap, and nothing is sorted. The matches'
 * sort columns are read once, as a MATERIALIZED step (from the radius's index alone where it
 * holds them). The page query names them "vendor", so the sort order's columns read from
 * them. One row with a null id when the page is empty.
 */
export function fewMatches(page: ListPage, where: SQL | undefined) {
  const { order, pageSize, offset, cap } = page;
  const columns = [
    vendor.id,
    vendor.lat,
    vendor.lng,
    vendor.shownRating,
    vendor.shownReviewCount,
    vendor.createdAt,
    ...(page.best ? [vendor.searchVector, vendor.name] : []),
  ];
  return queryRows<{ id: number | null; total: number }>(sql`with matched as materialized (
      select ${sql.join(columns, sql`, `)} from ${vendor} where ${where} limit ${cap + 1}),
    counted as (select count(*)::int as total from matched)
    select counted.total, page.id from counted left join lateral (
      select id from matched as ${vendor} where counted.total <= ${cap}
      order by ${sql.join(order, sql`, `)} limit ${pageSize} offset ${offset}) page on true`);
}

/**
 * The first `reach` matches nearest first, walking `vendor_geo_knn_idx` (GiST). With `scan`,
 * only the nearest `scan` vendors in the radius are looked at, matching or not: fewer than
 * `reach` rows back then says only that they held too few.
 */
export function walkNearest(page: ListPage, reach: number, scan?: number) {
  const { filters, radius } = page;
  if (!radius) return Promise.resolve([]);
  const matching = and(...filters, radius.within);
  if (scan === undefined) {
    return db
      .select({ id: vendor.id, lat: vendor.lat, lng: vendor.lng })
      .from(vendor)
      .where(matching)
      .orderBy(asc(radius.chord))
      .limit(reach);
  }
  const nearest = db
    .select({
      id: vendor.id,
      lat: vendor.lat,
      lng: vendor.lng,
      matches: sql<boolean>`${matching}`.as("matches"),
    })
    .from(vendor)
    .where(and(approved, radius.within))
    .orderBy(asc(radius.chord))
    .limit(scan)
    .as("nearest");
  return db
    .select({ id: nearest.id, lat: nearest.lat, lng: nearest.lng })
    .from(nearest)
    .where(sql`${nearest.matches}`)
    .limit(reach);
}

/**
 * Nearest first. PostgreSQL cannot follow the GiST walk with the tie-breaks (rating, reviews,
 * id) itself, so it would measure and sort every vendor in the radius (20,000 within 50
 * miles of Leicester at 100,000 vendors). Instead: walk the index nearest first to the last
 * row of this page (`walkNearest`), then sort just those rows and the ones at the same spot
 * as the last (equal distance), with the tie-breaks. Vendors share a spot when they share a
 * postcode sector.
 */
export async function nearestPage(
  page: ListPage,
  where: SQL | undefined,
  walk: { id: number; lat: number | null; lng: number | null }[],
) {
  const { radius } = page;
  const last = walk.at(-1);
  if (!radius || !last || last.lat === null || last.lng === null) return [];
  const sameSpot = and(eq(vendor.lat, last.lat), eq(vendor.lng, last.lng));
  const walked = inArray(
    vendor.id,
    walk.map((row) => row.id),
  );
  return db
    .select({ ...listColumns, distanceMiles: radius.distance })
    .from(vendor)
    .where(and(where, or(walked, sameSpot)))
    .orderBy(...page.walkOrder)
    .limit(page.pageSize)
    .offset(page.offset);
}
