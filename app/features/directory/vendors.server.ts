import { and, asc, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { category, vendor, vendorPhoto } from "~/db/schema";
import { cardGallery } from "~/features/artwork/scene";
import type { Point } from "~/features/location/postcodes.server";
import { photoUrl } from "~/lib/photos";

export const PAGE_SIZE = 24;

/** What a vendor card shows: only these columns leave the database for lists (and shortlists). */
export const cardColumns = {
  id: vendor.id,
  name: vendor.name,
  categoryId: vendor.categoryId,
  image: vendor.image,
  additionalImages: vendor.additionalImages,
  location: vendor.location,
  address: vendor.address,
  phone: vendor.phone,
  email: vendor.email,
  website: vendor.website,
  rating: vendor.rating,
  reviewCount: vendor.reviewCount,
  saathReviewCount: vendor.saathReviewCount,
  shortDescription: vendor.shortDescription,
  source: vendor.source,
};

/** The structured details an owner keeps, as the vendor page and the edit form read them. */
export const detailColumns = {
  priceFrom: vendor.priceFrom,
  capacityMin: vendor.capacityMin,
  capacityMax: vendor.capacityMax,
  travelMiles: vendor.travelMiles,
  languages: vendor.languages,
  faiths: vendor.faiths,
  dietary: vendor.dietary,
};

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
  page?: number;
  pageSize?: number;
  /** The total when the caller already knows it (unfiltered lists: the cached category counts). */
  knownTotal?: number;
}

const approved = eq(vendor.approvalStatus, "approved");

/** Words worth searching for: letters and digits only, so they are safe inside a tsquery. */
export function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2)
    .slice(0, 6);
}

function distanceSql(near: Point) {
  return sql<number>`(3958.8 * 2 * asin(sqrt(
    power(sin(radians(${vendor.lat} - ${near.lat}) / 2), 2) +
    cos(radians(${near.lat})) * cos(radians(${vendor.lat})) *
    power(sin(radians(${vendor.lng} - ${near.lng}) / 2), 2))))`;
}

const prefixQuery = (term: string) => `${term}:*`;

const jsonList = (values: string[]) => JSON.stringify(values);

/**
 * The traditions and budget filters. Each list has a GIN index; containment (`@>`) is what it
 * answers, so "speaks any of" is one containment per language, OR-ed (a bitmap OR of index
 * scans), and "serves all of" is one containment of the whole list.
 */
function detailConditions(query: VendorQuery): SQL[] {
  const conditions: SQL[] = [];
  const languages = query.languages ?? [];
  if (languages.length > 0) {
    const any = languages.map(
      (language) => sql`${vendor.languages} @> ${jsonList([language])}::jsonb`,
    );
    conditions.push(sql`(${sql.join(any, sql` or `)})`);
  }
  if (query.faiths?.length)
    conditions.push(sql`${vendor.faiths} @> ${jsonList(query.faiths)}::jsonb`);
  if (query.dietary?.length) {
    conditions.push(sql`${vendor.dietary} @> ${jsonList(query.dietary)}::jsonb`);
  }
  if (query.budget) conditions.push(sql`${vendor.priceFrom} <= ${query.budget}`);
  if (query.guests) {
    conditions.push(
      sql`${vendor.capacityMax} >= ${query.guests}`,
      sql`coalesce(${vendor.capacityMin}, 0) <= ${query.guests}`,
    );
  }
  return conditions;
}

const LANGUAGE_AND = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** Why a card is in the list, in a few words: "Speaks Punjabi · Halal · From £2,500". */
export function whyItMatches(
  details: {
    languages: string[];
    faiths: string[];
    dietary: string[];
    priceFrom: number | null;
    capacityMax: number | null;
  },
  query: Pick<VendorQuery, "languages" | "faiths" | "dietary" | "budget" | "guests">,
  terms: string[] = [],
): string[] {
  const wanted = (chosen: string[] | undefined, has: string[]) =>
    has.filter((value) => chosen?.includes(value) || terms.includes(value.toLowerCase()));
  const reasons: string[] = [];
  const spoken = wanted(query.languages, details.languages);
  if (spoken.length) reasons.push(`Speaks ${LANGUAGE_AND.format(spoken)}`);
  const faiths = wanted(query.faiths, details.faiths);
  if (faiths.length) reasons.push(`${LANGUAGE_AND.format(faiths)} ceremonies`);
  reasons.push(...wanted(query.dietary, details.dietary));
  if (query.budget && details.priceFrom !== null) {
    reasons.push(`From £${details.priceFrom.toLocaleString("en-GB")}`);
  }
  if (query.guests && details.capacityMax !== null) {
    reasons.push(`Up to ${details.capacityMax.toLocaleString("en-GB")} guests`);
  }
  return reasons;
}

/**
 * The one directory query: category, search, radius, rating and area filters, paginated on
 * the server.
 *
 * Search runs in two passes. First full text alone (stemmed, prefix, every word must match):
 * the GIN index answers it in milliseconds. Only when that finds nothing, each word may also
 * match by trigram word similarity, so small typos ("photgrapher", "leicster") still find what
 * was meant. Trigram checks over the long search text cost tens of microseconds a row (more on
 * PGlite), so correctly spelled searches never pay for them.
 */
export async function listVendors(query: VendorQuery) {
  const terms = searchTerms(query.q ?? "");
  const exact = await runListQuery(query, terms, "full-text");
  if (exact.total > 0 || terms.length === 0) return exact;
  return runListQuery(query, terms, "typo-tolerant");
}

async function runListQuery(
  query: VendorQuery,
  terms: string[],
  mode: "full-text" | "typo-tolerant",
) {
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  const conditions: SQL[] = [approved];
  if (query.categoryId) conditions.push(eq(vendor.categoryId, query.categoryId));
  if (query.minRating) conditions.push(gte(vendor.rating, query.minRating));
  if (query.area) conditions.push(eq(vendor.locationArea, query.area));
  conditions.push(...detailConditions(query));

  for (const term of terms) {
    const fullText = sql`${vendor.searchVector} @@ to_tsquery('english', ${prefixQuery(term)})`;
    // Full text first inside the OR: rows it matches skip the costly trigram check.
    conditions.push(
      mode === "full-text" ? fullText : sql`(${fullText} OR ${term} <% ${vendor.searchText})`,
    );
  }

  let distance: SQL<number> | undefined;
  if (query.near) {
    const radius = query.radiusMiles ?? 5;
    distance = distanceSql(query.near);
    // A bounding box first, so the index on (lat, lng) narrows the rows the formula runs on.
    const latDelta = radius / 69;
    const lngDelta = radius / (69 * Math.cos((query.near.lat * Math.PI) / 180));
    conditions.push(
      sql`${vendor.lat} between ${query.near.lat - latDelta} and ${query.near.lat + latDelta}`,
      sql`${vendor.lng} between ${query.near.lng - lngDelta} and ${query.near.lng + lngDelta}`,
      sql`${distance} <= ${radius}`,
    );
  }

  const where = and(...conditions);
  const phrase = terms.join(" ");
  // Full-text relevance plus closeness to the vendor's name (short, so cheap to compare),
  // which puts an exact or nearly exact name first.
  const rank = terms.length
    ? sql`(ts_rank(${vendor.searchVector}, to_tsquery('english', ${terms.map(prefixQuery).join(" | ")}))
        + 2 * word_similarity(${phrase}, ${vendor.name}))`
    : undefined;
  const orderBy = [
    ...(distance ? [asc(distance)] : []),
    ...(rank ? [desc(rank)] : []),
    desc(vendor.rating),
    desc(vendor.reviewCount),
    asc(vendor.id),
  ];

  const [rows, total] = await Promise.all([
    db
      .select({
        ...cardColumns,
        distanceMiles: distance ?? sql<null>`null`,
        languages: vendor.languages,
        faiths: vendor.faiths,
        dietary: vendor.dietary,
        priceFrom: vendor.priceFrom,
        capacityMax: vendor.capacityMax,
      })
      .from(vendor)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    query.knownTotal ??
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(vendor)
        .where(where)
        .then(([row]) => row.total),
  ]);

  return {
    vendors: rows.map(({ languages, faiths, dietary, priceFrom, capacityMax, ...row }) => ({
      ...row,
      distanceMiles:
        row.distanceMiles === null ? null : Math.round(Number(row.distanceMiles) * 10) / 10,
      matches: whyItMatches({ languages, faiths, dietary, priceFrom, capacityMax }, query, terms),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export type VendorCard = Omit<
  Awaited<ReturnType<typeof listVendors>>["vendors"][number],
  "matches"
> & { matches?: string[] };

/** One approved vendor for its public page; null when missing, pending or rejected. */
export async function getPublicVendor(id: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      postcode: vendor.postcode,
      // The postcode sector's centre, for the page's structured data (`geo`).
      lat: vendor.lat,
      lng: vendor.lng,
      ownerId: vendor.ownerId,
      createdAt: vendor.createdAt,
      ...detailColumns,
    })
    .from(vendor)
    .where(and(eq(vendor.id, id), approved))
    .limit(1);
  return row ?? null;
}

/** Approved vendors per category, for the home tiles and the categories page. */
export async function countVendorsByCategory(): Promise<Record<string, number>> {
  const rows = await db
    .select({ categoryId: vendor.categoryId, count: sql<number>`count(*)::int` })
    .from(vendor)
    .where(approved)
    .groupBy(vendor.categoryId);
  return Object.fromEntries(rows.map((row) => [row.categoryId, row.count]));
}

/** Up to 4 featured vendors: the best of different categories first, then the next best. */
export async function getFeaturedVendors(limit = 4) {
  // The best vendor of each category, one index probe per category (a LATERAL ... LIMIT 1):
  // DISTINCT ON over every approved vendor sorted the whole table (0.8 s at 100,000 vendors).
  const best = (await db.execute(sql`
    select top.id, top.rating, top.review_count as "reviewCount"
    from ${category}
    cross join lateral (
      select ${vendor.id}, ${vendor.rating}, ${vendor.reviewCount}
      from ${vendor}
      where ${approved} and ${vendor.categoryId} = ${category.id}
      order by ${vendor.rating} desc, ${vendor.reviewCount} desc, ${vendor.id} asc
      limit 1
    ) as top`)) as unknown as {
    rows: { id: number; rating: number; reviewCount: number }[];
  };
  const bestPerCategory = best.rows.map((row) => ({
    id: Number(row.id),
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
  }));
  const ids = bestPerCategory
    .sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.id - b.id)
    .slice(0, limit)
    .map((row) => row.id);
  if (ids.length < limit) {
    const more = await db
      .select({ id: vendor.id })
      .from(vendor)
      .where(approved)
      .orderBy(desc(vendor.rating), desc(vendor.reviewCount), asc(vendor.id))
      .limit(limit * 2);
    for (const row of more) if (ids.length < limit && !ids.includes(row.id)) ids.push(row.id);
  }
  if (!ids.length) return [];
  const rows = await db.select(cardColumns).from(vendor).where(inArray(vendor.id, ids));
  return ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row) => row !== undefined)
    .map((row) => ({ ...row, distanceMiles: null }));
}

/** The /vendors location filter's choices. */
export async function listLocationAreas(): Promise<string[]> {
  const rows = await db
    .selectDistinct({ area: vendor.locationArea })
    .from(vendor)
    .where(and(approved, sql`${vendor.locationArea} is not null`))
    .orderBy(vendor.locationArea);
  return rows.map((row) => row.area).filter((area): area is string => Boolean(area));
}

/** Every approved vendor id, for the sitemap. */
export async function listApprovedVendorIds() {
  return db
    .select({ id: vendor.id, updatedAt: vendor.updatedAt })
    .from(vendor)
    .where(approved)
    .orderBy(asc(vendor.id));
}

/**
 * The vendor page's gallery: the owner's photos in their order, else the listing's uploaded
 * pictures, else (venues) the venue's own illustrations.
 */
export async function galleryOf(
  listing: { id: number; name: string; categoryId: string; additionalImages: string[] },
  offline: boolean,
) {
  const photos = offline
    ? []
    : await db
        .select({ fileKey: vendorPhoto.fileKey, alt: vendorPhoto.alt })
        .from(vendorPhoto)
        .where(eq(vendorPhoto.vendorId, listing.id))
        .orderBy(asc(vendorPhoto.position), asc(vendorPhoto.id));
  return photos.length > 0
    ? photos.map((photo) => ({ src: photoUrl(photo.fileKey, 800), alt: photo.alt }))
    : cardGallery(listing);
}

/** A vendor's category, or null when there is no such vendor: only these are ever drawn. */
export async function vendorCategoryOf(id: number): Promise<string | null> {
  const [row] = await db
    .select({ categoryId: vendor.categoryId })
    .from(vendor)
    .where(eq(vendor.id, id))
    .limit(1);
  return row?.categoryId ?? null;
}
