import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user, vendor } from "~/db/schema";
import { review } from "~/db/schema-reviews";
import type { SessionUser } from "~/features/accounts/session.server";
import { membershipOf } from "~/features/weddings/weddings.server";
import { formatLongDate, formatMonthYear } from "~/lib/format";
import {
  coupleFirstNames,
  REJECT_REASONS,
  REVIEW_SORTS,
  REVIEWS_PAGE,
  type RejectReason,
  type ReviewSort,
  withinEditWindow,
} from "./review.schema";
import { reviewOpensMessage, reviewStanding, reviewSummary } from "./reviews.server";

/** Reads of reviews: the vendor page's list and summary, the writer's panel, the admin's queue. */

const published = (vendorId: number) =>
  and(eq(review.vendorId, vendorId), eq(review.status, "published"));

export function parseReviewQuery(url: URL) {
  const sort = url.searchParams.get("reviews");
  const page = Number(url.searchParams.get("rpage"));
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as ReviewSort)
      : "newest",
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

const ORDER = {
  newest: [sql`${review.publishedAt} desc nulls last`, desc(review.id)],
  highest: [desc(review.rating), sql`${review.publishedAt} desc nulls last`, desc(review.id)],
  lowest: [asc(review.rating), sql`${review.publishedAt} desc nulls last`, desc(review.id)],
} as const;

/**
 * One page of a vendor's published reviews in the chosen order, with the rating distribution
 * and the sub-score averages. `total` is the vendor row's count, kept by moderation.
 */
export async function vendorReviews(
  vendorId: number,
  total: number,
  { sort, page }: { sort: ReviewSort; page: number },
) {
  const empty = {
    rows: [],
    total: 0,
    sort,
    page: 1,
    pageCount: 0,
    distribution: [],
    averages: null,
  };
  if (total === 0) return empty;
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE));
  const current = Math.min(page, pageCount);
  const [rows, summary] = await Promise.all([
    db
      .select({
        id: review.id,
        rating: review.rating,
        title: review.title,
        body: review.body,
        event: review.event,
        serviceMonth: review.serviceMonth,
        publishedAt: review.publishedAt,
        reply: review.reply,
        booked: sql<boolean>`${review.bookingId} is not null`,
        name: user.name,
        partner: user.name2,
      })
      .from(review)
      .leftJoin(user, eq(user.id, review.coupleId))
      .where(published(vendorId))
      .orderBy(...ORDER[sort])
      .limit(REVIEWS_PAGE)
      .offset((current - 1) * REVIEWS_PAGE),
    db
      .select({
        rating: review.rating,
        count: sql<number>`count(*)::int`,
        quality: sql<number>`sum(${review.quality})::int`,
        value: sql<number>`sum(${review.value})::int`,
        responsiveness: sql<number>`sum(${review.responsiveness})::int`,
        professionalism: sql<number>`sum(${review.professionalism})::int`,
      })
      .from(review)
      .where(published(vendorId))
      .groupBy(review.rating),
  ]);
  const counted = summary.reduce((sum, row) => sum + row.count, 0) || 1;
  const average = (key: "quality" | "value" | "responsiveness" | "professionalism") =>
    Math.round((summary.reduce((sum, row) => sum + row[key], 0) / counted) * 10) / 10;
  return {
    rows: rows.map(({ name, partner, serviceMonth, publishedAt, ...row }) => ({
      ...row,
      author: coupleFirstNames(name, partner),
      month: formatMonthYear(serviceMonth),
      publishedAt: publishedAt?.toISOString() ?? null,
      publishedOn: publishedAt ? formatLongDate(publishedAt) : "",
      /** How the couple came to review: a booking through Saath, or an answered enquiry. */
      badge: row.booked ? "Booked through Saath" : "Verified enquiry",
    })),
    total,
    sort,
    page: current,
    pageCount,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: summary.find((row) => row.rating === stars)?.count ?? 0,
    })),
    averages: {
      quality: average("quality"),
      value: average("value"),
      responsiveness: average("responsiveness"),
      professionalism: average("professionalism"),
    },
  };
}
export type VendorReviews = Awaited<ReturnType<typeof vendorReviews>>;

/** The couple's own review's state, as the vendor page says it (written here, not in its script). */
const OWN_REVIEW_SAYS = {
  pending: "Your review is waiting to be checked by our team.",
  published: "Your review is published.",
  rejected: "Your review was not published.",
} as const;

/**
 * What the vendor page offers the reader about reviews: a couple with an eligible thread may
 * write (or see and edit their own); the listing's owner may reply and report.
 */
export async function reviewPanel(
  reader: SessionUser | null,
  listing: { id: number; ownerId: string | null },
  /** The account a review would be written under, when the caller knows it (reviewerAccount). */
  known?: string | null,
) {
  const isOwner = Boolean(reader && listing.ownerId === reader.id);
  const account =
    known !== undefined ? known : reader?.role === "user" ? await reviewerAccount(reader) : null;
  if (!account) return { canWrite: false, own: null, isOwner };
  const { eligible, own, notBefore } = await reviewStanding(account, listing.id);
  return {
    canWrite: eligible,
    /** Why a couple who booked the vendor cannot review yet: no review before the last event. */
    notBefore: own || !notBefore ? null : reviewOpensMessage(notBefore),
    own: own && {
      status: own.status,
      canEdit: withinEditWindow(own.createdAt),
      said: OWN_REVIEW_SAYS[own.status],
    },
    isOwner,
  };
}
export type ReviewPanel = Awaited<ReturnType<typeof reviewPanel>>;

/**
 * The account a couple's review is written under: the plan's account (its enquiries make it
 * eligible), for either partner ("the couple's abilities hold for every partner"). A planner or
 * a viewer does not speak for the couple: null.
 */
export async function reviewerAccount(person: SessionUser): Promise<string | null> {
  const membership = await membershipOf(person.id);
  if (!membership || membership.planUserId === person.id) return person.id;
  return membership.role === "partner" ? membership.planUserId : null;
}

/** The admin's Pending tab: reviews waiting for a decision, and reported published ones. */
export async function reviewQueue() {
  const select = () =>
    db
      .select({
        ...reviewSummary,
        event: review.event,
        edited: sql<boolean>`${review.editedAt} is not null`,
        reportReason: review.reportReason,
        createdAt: review.createdAt,
        name: user.name,
        partner: user.name2,
      })
      .from(review)
      .innerJoin(vendor, eq(vendor.id, review.vendorId))
      .leftJoin(user, eq(user.id, review.coupleId));
  const [pending, reported] = await Promise.all([
    select().where(eq(review.status, "pending")).orderBy(asc(review.createdAt)).limit(100),
    select()
      .where(and(eq(review.reportStatus, "open"), eq(review.status, "published")))
      .orderBy(asc(review.reportedAt))
      .limit(100),
  ]);
  const shape = (row: (typeof pending)[number]) => ({
    ...row,
    author: coupleFirstNames(row.name, row.partner),
    createdAt: formatLongDate(row.createdAt),
    reportReason: row.reportReason ? REJECT_REASONS[row.reportReason as RejectReason] : null,
  });
  return { pending: pending.map(shape), reported: reported.map(shape) };
}
export type ReviewQueue = Awaited<ReturnType<typeof reviewQueue>>;

/** The vendor page's reviews: one page in the asked-for order, and what the reader may do. */
export async function reviewsForVendorPage(
  reader: SessionUser | null,
  listing: { id: number; ownerId: string | null; saathReviewCount: number },
  url: URL,
  connectionIssue: boolean,
) {
  const query = parseReviewQuery(url);
  if (connectionIssue) {
    // No database: the reviews cannot be read, which is not "no reviews" when the kept copy of
    // the listing counts some (its header shows them).
    return {
      reviews: {
        ...(await vendorReviews(listing.id, 0, query)),
        unavailable: listing.saathReviewCount > 0,
      },
      reviewPanel: { canWrite: false, own: null, isOwner: false } as ReviewPanel,
    };
  }
  const [reviews, panel] = await Promise.all([
    vendorReviews(listing.id, listing.saathReviewCount, query),
    reviewPanel(reader, listing),
  ]);
  return { reviews, reviewPanel: panel };
}
