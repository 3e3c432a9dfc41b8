import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { db, type Executor, type Tx } from "~/db/client.server";
import { type ApprovalStatus, type VendorSource, vendor, vendorPhoto } from "~/db/schema";
import { audit } from "~/lib/audit.server";
import { lookupLocation } from "~/lib/postcodes.server";
import { categoryImage } from "./categories";
import { forgetDirectoryCache } from "./directory-cache.server";
import type { ListingDetails } from "./listing-options";
import { filesOfPhotos, removeUnreferencedUploads } from "./upload-files.server";
import {
  postcodeInAddress,
  searchTextOf,
  type VendorFields,
  vendorColumns,
} from "./vendor-columns.server";
import { ownedListing } from "./vendors.server";

/**
 * The only code that writes the `vendor` table (docs/architecture.md "One writer of vendors").
 * Every create, edit, decision, delete, import and change of owner goes through here: it
 * sanitises what was typed, derives the search and location columns, writes (with its audit
 * row, in one transaction) and forgets the cached directory aggregates. The public page cache
 * will learn here that a page changed.
 */

/** Who made the change (for created_by and the audit log). */
export interface VendorActor {
  id: string;
}

/**
 * Places listings saved without a usable postcode (town-only listings from before the postcode
 * was asked for, CSV rows, imports) at their town, so a radius search finds them. Run at start-up;
 * a listing whose town is unknown stays unplaced until its owner adds the postcode.
 */
export async function placeTownOnlyVendors(executor: Executor = db) {
  const unplaced = await executor
    .select({ id: vendor.id, location: vendor.location })
    .from(vendor)
    .where(isNull(vendor.lat));
  let placed = 0;
  for (const row of unplaced) {
    const point = lookupLocation(row.location);
    if (!point) continue;
    await executor
      .update(vendor)
      .set({ lat: point.lat, lng: point.lng })
      .where(and(eq(vendor.id, row.id), isNull(vendor.lat)));
    placed++;
  }
  if (placed > 0) forgetDirectoryCache();
  return placed;
}

export interface NewVendorRow extends VendorFields {
  rating: number;
  reviewCount?: number;
  /** Google's own rating and count: only the Places import (a signed draft) sets them. */
  googleRating?: number | null;
  googleReviewCount?: number | null;
  /** An uploaded image's URL; the category's default image when missing. */
  image?: string | null;
  approvalStatus: ApprovalStatus;
  source: VendorSource;
  ownerId?: string | null;
}

/** Adds one listing (audited as `vendor.create` with `details`). */
export async function insertVendor(
  actor: VendorActor,
  input: NewVendorRow,
  details: Record<string, unknown> = {},
) {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vendor)
      .values({
        ...vendorColumns(input),
        image: input.image || categoryImage(input.categoryId),
        rating: input.rating,
        reviewCount: input.reviewCount ?? 0,
        googleRating: input.googleRating ?? null,
        googleReviewCount: input.googleReviewCount ?? null,
        approvalStatus: input.approvalStatus,
        source: input.source,
        ownerId: input.ownerId ?? null,
        createdBy: actor.id,
      })
      .returning({ id: vendor.id, approvalStatus: vendor.approvalStatus });
    await audit(tx, actor, "vendor.create", "vendor", row.id, {
      source: input.source,
      approvalStatus: input.approvalStatus,
      ...details,
    });
    return row;
  });
  forgetDirectoryCache();
  return created;
}

export interface VendorEdit extends VendorFields {
  rating: number;
  reviewCount: number;
  /** Kept as it is when missing. */
  image?: string | null;
  approvalStatus?: ApprovalStatus;
}

/**
 * A full edit of any listing (the admin's edit form). False when there is no such listing. The
 * typed rating and count are stored as the spec says, never shown as stars (decision 041).
 */
export async function updateVendor(actor: VendorActor, id: number, edit: VendorEdit) {
  // The admin's form has no postcode: the owner's stays (it places the listing on the map),
  // unless the new address ends in one. (The traditions stay by themselves: see `editWhere`.)
  const [kept] = await db
    .select({ postcode: vendor.postcode })
    .from(vendor)
    .where(eq(vendor.id, id));
  const fields = {
    ...edit,
    postcode: edit.postcode ?? postcodeInAddress(edit.address) ?? kept?.postcode ?? undefined,
  };
  const result = await editWhere(actor, eq(vendor.id, id), id, {
    ...vendorColumns(fields),
    rating: edit.rating,
    reviewCount: edit.reviewCount,
    ...(edit.image ? { image: edit.image } : {}),
    ...(edit.approvalStatus ? { approvalStatus: edit.approvalStatus } : {}),
  });
  return result !== null;
}

/** The listing's picture: its cover photo, or the category's own when it has none. */
export async function setVendorCover(actor: VendorActor, id: number, image: string | null) {
  const [row] = await db
    .select({ category: vendor.categoryId })
    .from(vendor)
    .where(eq(vendor.id, id));
  const next = { image: image ?? categoryImage(row?.category ?? "venues") };
  return row ? (await editWhere(actor, eq(vendor.id, id), id, next)) !== null : false;
}

type VendorRow = typeof vendor.$inferSelect;

/** One edit, audited with the fields that changed; `where` carries the ownership check. */
async function editWhere(
  actor: VendorActor,
  where: SQL | undefined,
  id: number,
  next: Partial<VendorRow>,
  resubmit = false,
) {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(vendor).where(where).for("update");
    if (!before) return null;
    const changed = (Object.keys(next) as (keyof VendorRow)[]).filter(
      (key) =>
        !DERIVED.has(key) &&
        JSON.stringify(before[key] ?? null) !== JSON.stringify(next[key] ?? null),
    );
    const resubmitted = resubmit && before.approvalStatus === "rejected";
    // Search reads the details too: an edit of either side keeps it whole.
    const searchText =
      next.searchText === undefined ? {} : { searchText: searchTextOf({ ...before, ...next }) };
    await tx
      .update(vendor)
      .set({
        ...next,
        ...searchText,
        ...(resubmitted ? { approvalStatus: "pending" as const } : {}),
      })
      .where(eq(vendor.id, id));
    await audit(tx, actor, "vendor.update", "vendor", id, { changed, resubmitted });
    const approvalStatus = resubmitted ? ("pending" as const) : before.approvalStatus;
    return { changed, resubmitted, approvalStatus };
  });
  forgetDirectoryCache();
  return result;
}

/** Columns worked out from what was typed: never reported as "changed" themselves. */
const DERIVED = new Set<keyof VendorRow>(["lat", "lng", "locationArea", "searchText"]);

/** An owner's edit (an admin may edit any; another account's listing is not found: null). A
 * rejected listing goes back to review. */
export function editOwnedVendor(
  actor: VendorActor & { isAdmin: boolean },
  id: number,
  edit: VendorFields & Partial<ListingDetails>,
) {
  return editWhere(
    actor,
    ownedListing(actor, id),
    id,
    {
      ...vendorColumns(edit),
      priceFrom: edit.priceFrom ?? null,
      capacityMin: edit.capacityMin ?? null,
      capacityMax: edit.capacityMax ?? null,
      travelMiles: edit.travelMiles ?? null,
      languages: edit.languages ?? [],
      faiths: edit.faiths ?? [],
      dietary: edit.dietary ?? [],
    },
    true,
  );
}

/**
 * Approve or reject: only a pending listing changes (spec §4), decided in the WHERE clause so
 * two admins clicking at once cannot both win.
 */
export async function decideVendor(
  actor: VendorActor,
  id: number,
  decision: Extract<ApprovalStatus, "approved" | "rejected">,
  /** Runs in the decision's transaction once it took effect (the admin area queues its e-mail). */
  alsoInTransaction?: (tx: Tx) => Promise<void>,
) {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(vendor)
      .set({ approvalStatus: decision })
      .where(and(eq(vendor.id, id), eq(vendor.approvalStatus, "pending")))
      .returning({ id: vendor.id });
    if (!row) return false;
    await audit(
      tx,
      actor,
      decision === "approved" ? "vendor.approve" : "vendor.reject",
      "vendor",
      id,
    );
    await alsoInTransaction?.(tx);
    return true;
  });
  if (changed) forgetDirectoryCache();
  return changed;
}

/**
 * Deletes a listing; its name, or null when there was none. Its photos' rows go with it
 * (cascade), and after the commit their files and an uploaded image leave the store, unless
 * another listing names the same file.
 */
export async function deleteVendor(actor: VendorActor, id: number) {
  const deleted = await db.transaction(async (tx) => {
    const photos = await tx
      .select({ fileKey: vendorPhoto.fileKey })
      .from(vendorPhoto)
      .where(eq(vendorPhoto.vendorId, id));
    const [row] = await tx.delete(vendor).where(eq(vendor.id, id)).returning({
      id: vendor.id,
      name: vendor.name,
      image: vendor.image,
      additionalImages: vendor.additionalImages,
    });
    if (!row) return null;
    await audit(tx, actor, "vendor.delete", "vendor", id, { name: row.name });
    return { row, files: filesOfPhotos(photos.map((photo) => photo.fileKey)) };
  });
  forgetDirectoryCache();
  if (!deleted) return null;
  const { row, files } = deleted;
  await removeUnreferencedUploads([...files, row.image, ...(row.additionalImages ?? [])]);
  return row.name;
}

/**
 * Gives an unowned listing its owner (an approved claim, an admin linking a business account,
 * the demo business). Runs in the caller's transaction when given one; false when the listing
 * is missing or already owned.
 */
export async function setVendorOwner(executor: Executor, vendorId: number, ownerId: string) {
  const [row] = await executor
    .update(vendor)
    .set({ ownerId })
    .where(and(eq(vendor.id, vendorId), isNull(vendor.ownerId)))
    .returning({ id: vendor.id });
  return Boolean(row);
}

/**
 * An admin takes a listing from its owner (a code claim by someone who only had the listing's
 * mailbox, decision 059): audited with who owned it; the listing can be claimed again, and its
 * private calendar feed stops (migration 0027). False when it had no owner.
 */
export async function clearVendorOwner(actor: VendorActor, vendorId: number) {
  const removed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ownerId: vendor.ownerId })
      .from(vendor)
      .where(eq(vendor.id, vendorId))
      .for("update");
    if (!before?.ownerId) return false;
    await tx.update(vendor).set({ ownerId: null }).where(eq(vendor.id, vendorId));
    await audit(tx, actor, "vendor.owner-removed", "vendor", vendorId, {
      formerOwner: before.ownerId,
    });
    return true;
  });
  forgetDirectoryCache();
  return removed;
}

/**
 * The listing's Saath rating and count from its published reviews (issue 13), recomputed inside
 * the caller's transaction (a moderation decision, an edit, a deletion), so lists never work it
 * out per view. The typed rating is never touched: the shown stars are generated from these
 * (decision 041). Kept to one decimal, as the stars are shown: a card saying 4.5 is in "4.5+".
 */
export async function setVendorReviewAggregate(executor: Executor, vendorId: number) {
  await executor.execute(sql`
    with published as (
      select count(*)::int as n, avg(rating)::float8 as average
      from review where vendor_id = ${vendorId} and status = 'published'
    )
    update vendor set
      saath_rating = case when published.n > 0 then round(published.average::numeric, 1)::float8 end,
      saath_review_count = published.n
    from published
    where vendor.id = ${vendorId}`);
  forgetDirectoryCache();
}

/**
 * How many events a day the listing can take (`events_per_day`, issue 30), in the caller's
 * transaction: the row is locked so a booking counting against the old capacity waits; the
 * caller then recomputes the days' `full` (`features/bookings/vendor-days.server.ts`). False
 * when the listing is not the actor's.
 */
export async function setEventsPerDay(
  tx: Tx,
  actor: VendorActor & { isAdmin: boolean },
  id: number,
  eventsPerDay: number,
): Promise<boolean> {
  const [owned] = await tx
    .select({ id: vendor.id })
    .from(vendor)
    .where(ownedListing(actor, id))
    .for("update");
  if (!owned) return false;
  await tx.update(vendor).set({ eventsPerDay }).where(eq(vendor.id, id));
  await audit(tx, actor, "vendor.capacity", "vendor", id, { eventsPerDay });
  return true;
}
