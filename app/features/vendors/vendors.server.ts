import { and, asc, between, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { qualified } from "~/db/qualified";
import { areaCount, category, categoryCount, vendor, vendorPhoto } from "~/db/schema";
import { claimableVendor } from "./claimable.server";

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
  // The stars couples may see (decision 041), never the typed `rating`.
  shownRating: vendor.shownRating,
  shownReviewCount: vendor.shownReviewCount,
  saathReviewCount: vendor.saathReviewCount,
  shortDescription: vendor.shortDescription,
  source: vendor.source,
};

/** Who and where a listing is and how to reach it: what its edit form shows, an import matches. */
export const listingColumns = {
  id: vendor.id,
  name: vendor.name,
  categoryId: vendor.categoryId,
  location: vendor.location,
  address: vendor.address,
  postcode: vendor.postcode,
  phone: vendor.phone,
  email: vendor.email,
  website: vendor.website,
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

/** A listing its owner may manage: their own, or any listing for an admin. */
export const ownedListing = (
  owner: { id: string; isAdmin: boolean },
  id: number,
): SQL | undefined =>
  owner.isAdmin ? eq(vendor.id, id) : and(eq(vendor.id, id), eq(vendor.ownerId, owner.id));

/** Only approved vendors are public. */
export const approved = eq(vendor.approvalStatus, "approved");

/** One approved vendor for its public page; null when missing, pending or rejected. */
export async function getPublicVendor(id: number) {
  const [row] = await db
    .select(publicVendorColumns)
    .from(vendor)
    .where(and(eq(vendor.id, id), approved))
    .limit(1);
  return row ?? null;
}

const publicVendorColumns = {
  ...cardColumns,
  postcode: vendor.postcode,
  // The postcode sector's centre, for the page's structured data (`geo`).
  lat: vendor.lat,
  lng: vendor.lng,
  ownerId: vendor.ownerId,
  createdAt: vendor.createdAt,
  ...detailColumns,
};

/**
 * The vendor page's listing in one round trip (issue 12): what `getPublicVendor` reads, plus
 * the uploaded photos in their order and whether the listing can be claimed now.
 */
export async function getVendorPage(id: number) {
  const [row] = await vendorPageRead().execute({ id });
  return row ?? null;
}

// Every view of a vendor page a signed-in person makes (the page cache serves the others).
const vendorPageRead = preparedRead((database) =>
  database
    .select({
      ...publicVendorColumns,
      photos: sql<{ fileKey: string; alt: string }[]>`coalesce((
        select json_agg(json_build_object('fileKey', ${qualified(vendorPhoto.fileKey)}, 'alt', ${qualified(vendorPhoto.alt)})
          order by ${qualified(vendorPhoto.position)}, ${qualified(vendorPhoto.id)})
        from ${vendorPhoto} where ${qualified(vendorPhoto.vendorId)} = ${qualified(vendor.id)}), '[]'::json)`,
      claimable: sql<boolean>`${claimableVendor}`,
    })
    .from(vendor)
    .where(and(eq(vendor.id, sql.placeholder("id")), approved))
    .limit(1)
    .prepare("vendor_page"),
);

/**
 * Approved vendors per category, for the home tiles and the categories page: a dozen rows of
 * `category_count`, which triggers on `vendor` keep in step with every write.
 */
export async function countVendorsByCategory(): Promise<Record<string, number>> {
  const rows = await db
    .select({ categoryId: categoryCount.categoryId, count: categoryCount.approved })
    .from(categoryCount)
    .where(sql`${categoryCount.approved} > 0`);
  return Object.fromEntries(rows.map((row) => [row.categoryId, row.count]));
}

/** The shown stars' order (decision 041): rated listings first, "New on Saath" after them. */
export const byShownStars = () => [
  sql`${vendor.shownRating} desc nulls last`,
  desc(vendor.shownReviewCount),
  asc(vendor.id),
];

/** Up to 4 featured vendors: the best of different categories first, then the next best. */
export async function getFeaturedVendors(limit = 4) {
  // The best vendor of each category, one index probe per category (a LATERAL ... LIMIT 1):
  // DISTINCT ON over every approved vendor sorted the whole table (0.8 s at 100,000 vendors).
  const best = await queryRows<{ id: number; rating: number | null; reviewCount: number }>(sql`
    select top.id, top.shown_rating as "rating", top.shown_review_count as "reviewCount"
    from ${category}
    cross join lateral (
      select ${vendor.id}, ${vendor.shownRating}, ${vendor.shownReviewCount}
      from ${vendor}
      where ${approved} and ${vendor.categoryId} = ${category.id}
      order by ${vendor.shownRating} desc nulls last, ${vendor.shownReviewCount} desc, ${vendor.id} asc
      limit 1
    ) as top`);
  const bestPerCategory = best
    .filter((row) => row.rating !== null)
    .map((row) => ({
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
      .orderBy(...byShownStars())
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

/**
 * The /vendors location filter's choices: every area of an approved listing, once, in order.
 * Read from `area_count`, which the triggers on `vendor` keep (decision 043), not by scanning
 * every vendor (415 ms at a million).
 */
export async function listLocationAreas(): Promise<string[]> {
  const rows = await db
    .select({ area: areaCount.area })
    .from(areaCount)
    .where(sql`${areaCount.approved} > 0`)
    .orderBy(areaCount.area);
  return rows.map((row) => row.area);
}

/**
 * How many approved vendors there are (in one category, or in all), exact, from the counts the
 * triggers keep (decision 043): what `count(*)` over them says without reading them (84 ms at a
 * million).
 */
export async function countApproved(categoryId?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${categoryCount.approved}), 0)::int` })
    .from(categoryCount)
    .where(categoryId === undefined ? undefined : eq(categoryCount.categoryId, categoryId));
  return Number(row?.total ?? 0);
}

/** How many approved vendors one area has (any category), exact, from `area_count`. */
export async function countApprovedInArea(area: string): Promise<number> {
  const [row] = await db
    .select({ total: areaCount.approved })
    .from(areaCount)
    .where(eq(areaCount.area, area));
  return row?.total ?? 0;
}

/**
 * The approved vendors' ids and last changes, by id, for the sitemap: all of them, or those
 * whose ids fall in `ids` (from, through: a primary-key range, however many vendors there are).
 */
export async function listApprovedVendorIds(ids?: { from: number; through: number }) {
  return db
    .select({ id: vendor.id, updatedAt: vendor.updatedAt })
    .from(vendor)
    .where(ids ? and(approved, between(vendor.id, ids.from, ids.through)) : approved)
    .orderBy(asc(vendor.id));
}

/** The highest vendor id given so far (0 with none): the primary key's last entry. */
export async function highestVendorId(): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${vendor.id}), 0)::int` })
    .from(vendor);
  return Number(row?.id ?? 0);
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
