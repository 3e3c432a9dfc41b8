import { and, asc, desc, eq, gte, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { searchWord, vendor } from "~/db/schema";
import { vendorDay } from "~/db/schema-bookings";
import type { Point } from "~/lib/postcodes.server";
import { detailConditions, type ListTest } from "./detail-conditions.server";
import { fullTextConditions, prefixQuery } from "./search-lexemes.server";
import { searchTerms, withoutSoftWords } from "./search-terms";
import { resolveSort, type VendorSort } from "./sort";
import {
  fewMatches,
  type ListPage,
  listColumns,
  nearestPage,
  searchPage,
  WALK_SCAN,
  walkNearest,
} from "./vendor-list-pages.server";
import { countWithinRadius, radiusParts } from "./vendor-radius.server";
import {
  approved,
  byShownStars,
  countApproved,
  countApprovedInArea,
  PAGE_SIZE,
} from "./vendors.server";
import { whyItMatches } from "./why-it-matches";

export { searchTerms };

/**
 * The directory's list query: search (full text, then typo-tolerant), filters, radius, sort
 * and pagination, in one place (decisions 021 and 022).
 */

export interface VendorQuery {
  categoryId?: string;
  q?: string;
  near?: Point | null;
  radiusMiles?: number;
  minRating?: number;
  area?: string;
  /** Speaks any of these languages (issue 14). */
  languages?: string[];
  /** Serves all of these ceremonies and faiths. */
  faiths?: string[];
  /** Offers all of these dietary options. */
  dietary?: string[];
  /** "Prices from" at most this (pounds). */
  budget?: number;
  /** Can host this many guests. */
  guests?: number;
  /**
   * Free on every one of these days ("YYYY-MM-DD", issue 30): not full on any of them
   * (`vendor_day.full`: booked up to its capacity, or marked unavailable by its owner).
   */
  freeOn?: string[];
  /** The order asked for; `resolveSort` says which applies. */
  sort?: VendorSort;
  page?: number;
  pageSize?: number;
  /** The total when the caller already knows it (unfiltered lists: the cached category counts). */
  knownTotal?: number;
  /** Counted up to this many, then "1,000+" (`COUNT_CAP`; tests pass a small one). */
  countCap?: number;
  /** How many nearest vendors a bounded walk looks at (`WALK_SCAN`; tests pass others). */
  walkScan?: number;
}

/**
 * A count the traditions, rating or dates filters make is exact up to this many matches, then
 * says "1,000+" (decision 046): past it, counting read every match, up to a third of the
 * catalogue for one language at a million vendors, to print a number nobody pages through
 * (42 pages of 24). At 10,000 the count alone still read 10,001 rows: 30–45 ms for one
 * common language at a million vendors; at 1,000 it is 3–5 ms.
 */
export const COUNT_CAP = 1_000;

function hasDetails(query: VendorQuery) {
  return detailConditions(query).length > 0;
}

/**
 * Whether the only filters (besides a radius) are a category or an area: then the total is one
 * of the counts the triggers keep, exact, instead of a count over the matching vendors.
 */
function isKeptCount(query: VendorQuery, terms: string[]) {
  return terms.length === 0 && !query.minRating && !hasDetails(query) && !query.freeOn?.length;
}

/**
 * The one directory query: category, search, radius, rating and area filters, in the order
 * asked for (`resolveSort`), paginated on the server.
 *
 * Search runs in two passes. First full text alone (stemmed, prefix, every word must match):
 * the GIN index answers it in milliseconds. Only when that finds nothing, each word may also
 * match a misspelling: a whole word of the vendor's search text whose trigram word similarity
 * to it is at least 0.5 ("photgrapher" → photographer, "leicster" → Leicester). The similar
 * words are looked up in `search_word` (every word any vendor has used, a few thousand short
 * rows), and the vendors holding them through `search_words`' GIN index, so no trigram is
 * compared against a vendor's whole text (decision 021).
 */
export async function listVendors(query: VendorQuery) {
  const terms = searchTerms(query.q ?? "");
  return listByTerms(query, terms, await fullTextConditions(terms));
}

async function listByTerms(
  query: VendorQuery,
  terms: string[],
  fullText: Map<string, SQL>,
): Promise<Awaited<ReturnType<typeof runListQuery>>> {
  const search = { terms, fullText };
  const exact = await runListQuery(query, search, "full-text");
  if (exact.total > 0 || terms.length === 0) return exact;
  const typos = await runListQuery(query, search, "typo-tolerant");
  if (typos.total > 0) return typos;
  // "asian caterers birmingham": nothing says "asian", every caterer is; search without it.
  const essential = withoutSoftWords(terms);
  return essential ? listByTerms(query, essential, fullText) : typos;
}

/** The search words, and each one's full-text condition (`fullTextConditions`). */
interface Search {
  terms: string[];
  fullText: Map<string, SQL>;
}

function termCondition(term: string, fullText: SQL, mode: "full-text" | "typo-tolerant") {
  if (mode === "full-text") return fullText;
  // `word %> term`: word_similarity(term, word) >= pg_trgm.word_similarity_threshold (0.5).
  const similarWords = sql`coalesce((select array_agg(${searchWord.word}) from ${searchWord} where ${searchWord.word} %> ${term}), '{}')`;
  return sql`(${fullText} or ${vendor.searchWords} && ${similarWords})`;
}

/**
 * Free on all of `days`: an anti-join on `vendor_day_full_idx` (day, vendor_id) WHERE full.
 * Full days are few (a vendor's bookings and days off), so PostgreSQL reads the index's
 * entries for those days once and keeps the vendors not among them (decision 039).
 */
function freeOnCondition(days: string[]) {
  const list = sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );
  return sql`not exists (select 1 from ${vendorDay} where ${vendorDay.full} and ${vendorDay.day} in (${list}) and ${vendorDay.vendorId} = ${vendor.id})`;
}

/** Every filter but the radius. */
function filterConditions(
  query: VendorQuery,
  search: Search,
  mode: "full-text" | "typo-tolerant",
  test: ListTest,
): SQL[] {
  const conditions: SQL[] = [approved];
  if (query.categoryId) conditions.push(eq(vendor.categoryId, query.categoryId));
  // Only the stars a card shows count (decision 041): a listing without any never matches.
  if (query.minRating) conditions.push(gte(vendor.shownRating, query.minRating));
  if (query.area) conditions.push(eq(vendor.locationArea, query.area));
  conditions.push(...detailConditions(query, test));
  if (query.freeOn?.length) conditions.push(freeOnCondition(query.freeOn));
  for (const term of search.terms) {
    const fullText = search.fullText.get(term);
    if (!fullText) throw new Error(`No full-text condition for the search word "${term}"`);
    conditions.push(termCondition(term, fullText, mode));
  }
  return conditions;
}

async function runListQuery(
  query: VendorQuery,
  search: Search,
  mode: "full-text" | "typo-tolerant",
) {
  const { terms } = search;
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  const offset = (page - 1) * pageSize;
  const sort = resolveSort(query.sort, {
    hasQuery: terms.length > 0,
    hasPostcode: Boolean(query.near),
  });
  const radiusMiles = query.radiusMiles ?? 5;
  const radius = query.near ? radiusParts(query.near, radiusMiles) : undefined;
  const filters = filterConditions(query, search, mode, radius ? "mask" : "index");

  // Full-text relevance plus closeness to the vendor's name (short, so cheap to compare),
  // which puts an exact or nearly exact name first.
  const rank = terms.length
    ? sql`(ts_rank(${vendor.searchVector}, to_tsquery('english', ${terms.map(prefixQuery).join(" | ")}))
        + 2 * word_similarity(${terms.join(" ")}, ${vendor.name}))`
    : undefined;
  const byRating = byShownStars();
  /**
   * Nearest first, a page is found by walking the GiST index from the postcode (`nearestPage`).
   * With a category, a rating or nothing else, most nearby vendors match: the walk runs to the
   * page's last row. A search or the traditions filters match fewer, sometimes very few: their
   * matches are read up to the count's cap, through the words' index (decision 051) or the
   * radius's own (decision 048), which at or under the cap is every match, counted and sorted
   * in one read. Past the cap, matches are common: the walk looks at the nearest `WALK_SCAN`
   * vendors, and only if they hold too few for the page is every match sorted (decision 052).
   * An area is always found and sorted.
   */
  const walk: "to-the-page" | "bounded" | undefined =
    radius && sort === "distance" && !query.area
      ? terms.length || hasDetails(query)
        ? "bounded"
        : "to-the-page"
      : undefined;
  const sortOrder = (nearFirst: SQL | undefined): SQL[] => {
    switch (sort) {
      case "distance":
        return [...(nearFirst ? [asc(nearFirst)] : []), ...(rank ? [desc(rank)] : []), ...byRating];
      case "relevance":
        return [...(rank ? [desc(rank)] : []), ...byRating];
      case "rating":
        return byRating;
      case "reviews":
        return [
          desc(vendor.shownReviewCount),
          sql`${vendor.shownRating} desc nulls last`,
          asc(vendor.id),
        ];
      case "newest":
        return [desc(vendor.createdAt), desc(vendor.id)];
    }
  };
  // Sorted, nearest first is by the distance the circle tests, from the latitude and longitude
  // the box indexes hold (decision 048); a walk's page by the chord it walked. Both grow with
  // the distance.
  const order = sortOrder(radius?.distance);

  /** The page's cards: the ids first (cheap columns, often the index alone), then the rows. */
  const cardsOf = (ids: SQLWrapper | number[]) =>
    db
      .select({ ...listColumns, distanceMiles: radius?.distance ?? sql<null>`null` })
      .from(vendor)
      .where(inArray(vendor.id, ids))
      .orderBy(...order);
  /** This page's ids, in order, of the vendors `where` matches. */
  const pageIds = (where: SQL | undefined) =>
    db
      .select({ id: vendor.id })
      .from(vendor)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset);
  const cap = query.countCap ?? COUNT_CAP;
  const listPage: ListPage = {
    filters,
    radius,
    order,
    walkOrder: sortOrder(radius?.chord),
    best: rank ? { rank, order: [desc(sql`best_match`), ...byRating] } : undefined,
    pageSize,
    offset,
    cap,
  };
  /** Set when a count stopped at the cap: the total shown is the cap, and more match. */
  let capped = false;
  /** How many match `where`, read up to one past the cap (the LIMIT stops the read there). */
  const countOf = (where: SQL | undefined) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(
        db
          .select({ one: sql`1` })
          .from(vendor)
          .where(where)
          .limit(cap + 1)
          .as("counted"),
      )
      .then(([row]) => {
        capped = row.total > cap;
        return Math.min(row.total, cap);
      });
  /** How many match `where`: a kept count when one says it exactly (decision 043), else counted. */
  const totalOf = (where: SQL | undefined): Promise<number> => {
    if (!isKeptCount(query, terms)) return countOf(where);
    if (query.near) {
      if (query.area) return countOf(where);
      return countWithinRadius(query.near, radiusMiles, query.categoryId);
    }
    if (!query.area) return countApproved(query.categoryId);
    return query.categoryId ? countOf(where) : countApprovedInArea(query.area);
  };

  let rows: Awaited<ReturnType<typeof cardsOf>>;
  let total: number;
  if (radius) {
    // The box lets the count read the index alone; the list walks nearest first without it. A
    // search names the box's grid cells instead, which its words' index holds (decision 051).
    const place = mode === "full-text" && terms.length > 0 ? [radius.cells] : radius.box;
    const where = and(...filters, ...place, radius.within);
    const reach = offset + pageSize;
    if (walk === "to-the-page") {
      // The count first: the walk stops at the page's last row, which must exist, or it would
      // run on past the radius through every vendor in the country.
      total = await totalOf(where);
      if (offset >= total && !capped) rows = [];
      else if (reach <= total)
        rows = await nearestPage(listPage, where, await walkNearest(listPage, reach));
      else if (!capped)
        rows = await nearestPage(listPage, where, await walkNearest(listPage, total));
      else rows = await cardsOf(pageIds(where));
    } else if (walk === "bounded") {
      const few = await fewMatches(listPage, where);
      const matched = few[0]?.total ?? 0;
      capped = matched > cap;
      total = Math.min(matched, cap);
      if (!capped) {
        const ids = few.flatMap((match) => (match.id === null ? [] : [match.id]));
        rows = ids.length ? await cardsOf(ids) : [];
      } else {
        const walked = await walkNearest(listPage, reach, query.walkScan ?? WALK_SCAN);
        rows =
          walked.length === reach
            ? await nearestPage(listPage, where, walked)
            : await cardsOf(pageIds(where));
      }
    } else {
      [rows, total] = await Promise.all([cardsOf(pageIds(where)), totalOf(where)]);
    }
  } else if (terms.length > 0) {
    // Every match is read to rank or count it anyway: count them in the same pass.
    const matches = await searchPage(listPage, and(...filters) ?? sql`true`, sort === "relevance");
    total = matches[0]?.total ?? (offset > 0 ? await countOf(and(...filters)) : 0);
    rows = matches.length ? await cardsOf(matches.map((match) => match.id)) : [];
  } else {
    const where = and(...filters);
    [rows, total] = await Promise.all([
      cardsOf(pageIds(where)),
      query.knownTotal ?? totalOf(where),
    ]);
  }

  return {
    vendors: rows.map(({ languages, faiths, dietary, priceFrom, capacityMax, ...row }) => ({
      ...row,
      distanceMiles:
        row.distanceMiles === null ? null : Math.round(Number(row.distanceMiles) * 10) / 10,
      matches: whyItMatches({ languages, faiths, dietary, priceFrom, capacityMax }, query, terms),
    })),
    total,
    /** `total` is the cap and more match: shown as "1,000+". */
    totalCapped: capped,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize), capped ? page : 1),
  };
}

export type VendorCard = Omit<
  Awaited<ReturnType<typeof listVendors>>["vendors"][number],
  "matches"
> & { matches?: string[] };
