import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { qualified } from "~/db/qualified";
import { enquiry, pageVisit, shortlist, vendor, vendorPhoto } from "~/db/schema";
import { categoryImage } from "~/features/vendors/categories";

/**
 * How couples find an owner's listings (/business): page views, times shortlisted, enquiries
 * and the share answered, over the last 30 and 90 days, from the real tables; and a weekly
 * series of views for the small chart.
 */

const DAY = 24 * 60 * 60 * 1000;
export const WEEKS = 13;

export interface ListingInsights {
  views: { d30: number; d90: number; weekly: number[] };
  shortlisted: { d30: number; d90: number };
  enquiries: { d30: number; d90: number; answeredShare: number | null };
}

export async function listingInsights(
  vendorIds: number[],
  now = new Date(),
): Promise<Map<number, ListingInsights>> {
  const result = new Map<number, ListingInsights>();
  if (vendorIds.length === 0) return result;
  const since90 = new Date(now.getTime() - 90 * DAY);
  const since30 = new Date(now.getTime() - 30 * DAY);
  const paths = vendorIds.map((id) => `/vendor/${id}`);
  const [views, saves, enquiries] = await Promise.all([
    db
      .select({
        path: pageVisit.pagePath,
        week: sql<number>`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${pageVisit.visitedAt})) / ${7 * 86400})::int`,
        count: sql<number>`count(*)::int`,
        last30: sql<number>`count(*) filter (where ${pageVisit.visitedAt} > ${since30.toISOString()}::timestamptz)::int`,
      })
      .from(pageVisit)
      .where(and(inArray(pageVisit.pagePath, paths), gt(pageVisit.visitedAt, since90)))
      .groupBy(pageVisit.pagePath, sql`2`),
    db
      .select({
        vendorId: shortlist.vendorId,
        d90: sql<number>`count(*)::int`,
        d30: sql<number>`count(*) filter (where ${shortlist.createdAt} > ${since30.toISOString()}::timestamptz)::int`,
      })
      .from(shortlist)
      .where(and(inArray(shortlist.vendorId, vendorIds), gt(shortlist.createdAt, since90)))
      .groupBy(shortlist.vendorId),
    db
      .select({
        vendorId: enquiry.vendorId,
        d90: sql<number>`count(*)::int`,
        d30: sql<number>`count(*) filter (where ${enquiry.createdAt} > ${since30.toISOString()}::timestamptz)::int`,
        answered: sql<number>`count(${enquiry.firstReplyAt})::int`,
      })
      .from(enquiry)
      .where(and(inArray(enquiry.vendorId, vendorIds), gt(enquiry.createdAt, since90)))
      .groupBy(enquiry.vendorId),
  ]);
  for (const id of vendorIds) {
    const mine = views.filter((row) => row.path === `/vendor/${id}`);
    const weekly = Array.from({ length: WEEKS }, () => 0);
    for (const row of mine) {
      // Week 0 is the latest; the chart reads left (oldest) to right (this week).
      if (row.week >= 0 && row.week < WEEKS) weekly[WEEKS - 1 - row.week] += row.count;
    }
    const saved = saves.find((row) => row.vendorId === id);
    const asked = enquiries.find((row) => row.vendorId === id);
    result.set(id, {
      views: {
        d30: mine.reduce((sum, row) => sum + row.last30, 0),
        d90: mine.reduce((sum, row) => sum + row.count, 0),
        weekly,
      },
      shortlisted: { d30: saved?.d30 ?? 0, d90: saved?.d90 ?? 0 },
      enquiries: {
        d30: asked?.d30 ?? 0,
        d90: asked?.d90 ?? 0,
        answeredShare: asked?.d90 ? Math.round((asked.answered / asked.d90) * 100) : null,
      },
    });
  }
  return result;
}

/** What makes a listing complete, so an owner sees what to do next. */
export function listingChecklist(listing: {
  image: string;
  categoryId: string;
  /** Photos added through the listing's photo manager (`vendor_photo`); the cover is the first. */
  photoCount: number;
  additionalImages: string[];
  shortDescription: string;
  priceFrom: number | null;
  languages: string[];
  phone: string | null;
  email: string | null;
  postcode: string | null;
}) {
  // With photos added, the cover is the first of them; without, an image of its own counts.
  const cover =
    listing.photoCount === 0 && listing.image !== categoryImage(listing.categoryId) ? 1 : 0;
  const photos = listing.photoCount + listing.additionalImages.length + cover;
  const items = [
    { label: "At least 3 photos", done: photos >= 3 },
    {
      label: "A description of 150 characters or more",
      done: listing.shortDescription.length >= 150,
    },
    { label: "Your starting price", done: listing.priceFrom !== null },
    { label: "The languages you speak", done: listing.languages.length > 0 },
    {
      label: "A phone number and an e-mail address",
      done: Boolean(listing.phone && listing.email),
    },
    { label: "Your postcode, so couples find you by distance", done: Boolean(listing.postcode) },
  ];
  const percent = Math.round((items.filter((item) => item.done).length / items.length) * 100);
  return { items, percent };
}

/** The owner's listings with what the checklist needs. */
export function ownedListingsForInsights(ownerId: string) {
  return db
    .select({
      id: vendor.id,
      image: vendor.image,
      categoryId: vendor.categoryId,
      photoCount:
        sql<number>`(select count(*) from ${vendorPhoto} where ${qualified(vendorPhoto.vendorId)} = ${qualified(vendor.id)})`.mapWith(
          Number,
        ),
      additionalImages: vendor.additionalImages,
      shortDescription: vendor.shortDescription,
      priceFrom: vendor.priceFrom,
      languages: vendor.languages,
      phone: vendor.phone,
      email: vendor.email,
      postcode: vendor.postcode,
    })
    .from(vendor)
    .where(eq(vendor.ownerId, ownerId))
    .limit(50);
}
