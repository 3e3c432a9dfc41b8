import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import { db, type Executor, queryRows } from "~/db/client.server";
import { type ApprovalStatus, enquiry, user, vendor } from "~/db/schema";
import { booking } from "~/db/schema-bookings";
import { review } from "~/db/schema-reviews";
import type { SessionUser } from "~/features/accounts/session.server";
import { createVendor } from "~/features/business/create-vendor.server";
import {
  type Decision,
  type DecisionWording,
  sendDecisionNotice,
} from "~/features/mail/mail.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import { categoryImage } from "~/features/vendors/categories";
import {
  clearVendorOwner,
  decideVendor,
  deleteVendor,
  updateVendor,
} from "~/features/vendors/vendor-write.server";
import { cardColumns } from "~/features/vendors/vendors.server";
import { parseId } from "~/lib/id-param";
import type { AdminBusinessInput, StatusFilter } from "./admin.schema";

/**
 * Admin business actions (spec §2 "Admin panel", §4 "Vendor approvalStatus"). The admin action's
 * guard (requireAdmin) runs before any of these; they trust the actor they are given.
 */

export const PAGE_SIZE = 20;
/** The users and claims lists: a hundred rows a page (all they showed before they had pages). */
export const LONG_PAGE_SIZE = 100;

/** The card's columns, plus what moderation needs. */
const businessColumns = {
  ...cardColumns,
  // The stored (typed) rating and count, for the edit form; never shown to couples as stars.
  rating: vendor.rating,
  reviewCount: vendor.reviewCount,
  approvalStatus: vendor.approvalStatus,
  ownerId: vendor.ownerId,
  createdAt: vendor.createdAt,
};

/** One page of businesses, newest first, by status and a free-text search. */
export async function listBusinesses(
  _actor: SessionUser,
  options: { status: StatusFilter; q?: string; page?: number },
) {
  const conditions: SQL[] = [];
  if (options.status !== "all") conditions.push(eq(vendor.approvalStatus, options.status));
  // A NUL cannot reach PostgreSQL's text; a search for one finds nothing rather than failing.
  const q = options.q?.replaceAll("\u0000", "").trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(vendor.name, pattern),
      ilike(vendor.searchText, pattern),
      ilike(vendor.email, pattern),
      // Only a number that can be an id is matched as one (a phone number is text).
      parseId(q) ? eq(vendor.id, Number(q)) : undefined,
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, options.page ?? 1);
  const [rows, [total]] = await Promise.all([
    db
      .select(businessColumns)
      .from(vendor)
      .where(where)
      .orderBy(desc(vendor.createdAt), desc(vendor.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ value: count() }).from(vendor).where(where),
  ]);
  return {
    rows,
    total: total?.value ?? 0,
    page,
    pageCount: Math.ceil((total?.value ?? 0) / PAGE_SIZE),
  };
}

/**
 * The Pending tab's badge: everything on that tab waiting for an admin (issue 31), not only
 * listings: reviews awaiting a decision, reviews owners reported and reported enquiries. Four
 * counts over partial indexes, in one round trip.
 */
export async function countPending(_actor: SessionUser): Promise<number> {
  const [row] = await queryRows<{ value: number | string }>(sql`select
      (select count(*) from ${vendor} where ${vendor.approvalStatus} = 'pending')
      + (select count(*) from ${review} where ${review.status} = 'pending')
      + (select count(*) from ${review} where ${review.reportStatus} = 'open' and ${review.status} = 'published')
      + (select count(*) from ${enquiry} where ${enquiry.reportStatus} = 'open') as "value"`);
  return Number(row?.value ?? 0);
}

export async function getBusiness(_actor: SessionUser, id: number) {
  const [row] = await db
    .select({ ...businessColumns, ownerName: user.name, ownerEmail: user.email })
    .from(vendor)
    .leftJoin(user, eq(user.id, vendor.ownerId))
    .where(eq(vendor.id, id));
  return row ?? null;
}

/** The listing's owner removed (decision 059): it may be claimed again. */
export async function removeOwner(actor: SessionUser, id: number) {
  return clearVendorOwner(actor, id);
}

/**
 * Approve or reject: only a pending listing changes (spec §4), decided in the WHERE clause so
 * two admins clicking at once cannot both win. The owner (or whoever submitted it) is told.
 */
export async function decideBusiness(
  actor: SessionUser,
  id: number,
  decision: Extract<ApprovalStatus, "approved" | "rejected">,
): Promise<boolean> {
  const changed = await decideVendor(actor, id, decision, (tx) =>
    notifySubmitter(tx, id, decision),
  );
  if (changed) wakeMailWorker();
  return changed;
}

/** decisions.md "E-mail is real": listing decisions are e-mailed, queued with the decision. */
async function notifySubmitter(tx: Executor, id: number, decision: Decision) {
  await sendDecisionNotice(`listing ${decision}`, tx, async (tx) => {
    const [row] = await tx
      .select({ email: user.email, name: user.name, vendorName: vendor.name })
      .from(vendor)
      .innerJoin(user, sql`${user.id} = coalesce(${vendor.ownerId}, ${vendor.createdBy})`)
      .where(eq(vendor.id, id));
    return (
      row && {
        to: row.email,
        name: row.name,
        wording: listingWording(row.vendorName, id)[decision],
        footer: "You are receiving this because you added a business to Saath.",
      }
    );
  });
}

function listingWording(vendorName: string, id: number): Record<Decision, DecisionWording> {
  const base = getEnv().BASE_URL;
  return {
    approved: {
      subject: `Your listing ${vendorName} is live`,
      heading: "Your listing is live",
      paragraphs: [
        `Good news: your listing ${vendorName} has been approved and is now live in the Saath directory.`,
      ],
      action: { label: "View your listing", url: `${base}/vendor/${id}` },
    },
    rejected: {
      subject: `Your listing ${vendorName} was not approved`,
      heading: "About your listing",
      paragraphs: [
        `We reviewed your listing ${vendorName} and could not approve it this time.`,
        "If you think this is a mistake, reply to this e-mail and tell us more about the business.",
      ],
      action: { label: "Contact us", url: `${base}/contact` },
    },
  };
}

/**
 * Full edit of any listing; the edit may set any status (spec §4). A pending listing approved or
 * rejected through the edit form is decided the way the buttons decide it first, so whoever
 * added it is e-mailed the same (decisions.md "E-mail is real").
 */
export async function updateBusiness(
  actor: SessionUser,
  id: number,
  input: AdminBusinessInput & { statusWas?: ApprovalStatus },
): Promise<boolean | "status-changed" | { keptStatus: ApprovalStatus }> {
  // A status the admin did not change is not applied: a form opened on "Pending" and saved after
  // another admin approved the listing (or its owner resubmitted it) would undo that.
  const chosen = input.approvalStatus !== input.statusWas ? input.approvalStatus : undefined;
  const [now] = input.statusWas
    ? await db.select({ status: vendor.approvalStatus }).from(vendor).where(eq(vendor.id, id))
    : [];
  const moved = now && now.status !== input.statusWas ? now.status : null;
  if (chosen && moved) return "status-changed";
  if (chosen === "approved" || chosen === "rejected") await decideBusiness(actor, id, chosen);
  const saved = await updateVendor(actor, id, {
    ...input,
    approvalStatus: chosen,
    image: input.imageUrl || null,
  });
  // Saved, and the status the admin left alone had moved: the admin is told which it is now.
  return saved && moved ? { keptStatus: moved } : saved;
}

/**
 * What deleting a listing takes with it besides its shortlist entries and claims: couples'
 * conversations with it (and their quotes), bookings and reviews all belong to the listing, so
 * the confirmation says how many before an admin deletes them.
 */
export async function deletionReach(vendorId: number) {
  const [threads, bookings, reviews] = await Promise.all([
    db.$count(enquiry, eq(enquiry.vendorId, vendorId)),
    db.$count(booking, eq(booking.vendorId, vendorId)),
    db.$count(review, eq(review.vendorId, vendorId)),
  ]);
  return { threads, bookings, reviews };
}

export async function deleteBusiness(actor: SessionUser, id: number): Promise<string | null> {
  return deleteVendor(actor, id);
}

/**
 * Spec §9 admin-added defaults: rating 4, reviewCount 0, approved, source database, the
 * category's default image, written by the one vendor writer.
 */
export async function addBusiness(actor: SessionUser, input: AdminBusinessInput) {
  return createVendor(
    { id: actor.id, role: actor.role },
    {
      name: input.name,
      categoryId: input.categoryId,
      location: input.location,
      address: input.address || null,
      shortDescription: input.shortDescription,
      phone: input.phone || null,
      email: input.email || null,
      website: input.website || null,
      rating: input.rating,
      reviewCount: input.reviewCount,
      image: input.imageUrl || categoryImage(input.categoryId),
      source: "database",
    },
  );
}

/** Spec §2 "Analytics": page_visit_counts, most visited first, one page at a time. */
export async function pageVisitCounts(_actor: SessionUser, page = 1) {
  const offset = (Math.max(1, page) - 1) * PAGE_SIZE;
  const list = await queryRows<{
    page_path: string;
    page_title: string | null;
    visit_count: number;
    unique_days: number;
    last_visit: string | Date;
  }>(
    sql`select page_path, page_title, visit_count, unique_days, last_visit
        from page_visit_counts
        order by visit_count desc, page_path asc
        limit ${PAGE_SIZE + 1} offset ${offset}`,
  );
  return {
    rows: list.slice(0, PAGE_SIZE).map((row) => ({
      pagePath: row.page_path,
      pageTitle: row.page_title,
      visitCount: Number(row.visit_count),
      uniqueDays: Number(row.unique_days),
      lastVisit: new Date(row.last_visit),
    })),
    page: Math.max(1, page),
    hasMore: list.length > PAGE_SIZE,
  };
}
