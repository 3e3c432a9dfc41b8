import { db } from "~/db/client.server";
import { type ApprovalStatus, auditLog, type Role, type VendorSource, vendor } from "~/db/schema";
import { forgetDirectoryAggregates } from "~/features/directory/aggregate-cache.server";
import { categoryImage } from "~/features/directory/categories";
import { deriveVendorColumns } from "~/features/directory/vendor-write.server";
import { sanitiseEmail, sanitisePhone, sanitiseText, sanitiseWebsite } from "./sanitise";

/** Who is adding the listing: the session's user, never an id taken from the form. */
export interface VendorActor {
  id: string;
  role: Role;
}

export interface NewVendor {
  name: string;
  categoryId: string;
  location: string;
  shortDescription?: string | null;
  address?: string | null;
  postcode?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  rating: number;
  reviewCount?: number;
  /** An uploaded image's URL; the category's default image when missing. */
  image?: string | null;
  source: Extract<VendorSource, "database" | "google">;
}

/**
 * Spec §4: listings added by users and business accounts start pending; an admin's are
 * approved at once.
 */
export function initialApprovalStatus(role: Role): ApprovalStatus {
  return role === "admin" ? "approved" : "pending";
}

/**
 * The one place a submitted listing is written (manual form and Google import).
 * Text is sanitised here, so no caller can skip it (spec §5 "Input sanitising").
 *
 * Ownership: the page is "Add Your Business", so a user or business account that submits a
 * listing owns it. An admin adds listings for the directory, not for themselves, so theirs
 * have no owner and stay claimable by the real business.
 */
export async function createVendor(actor: VendorActor, input: NewVendor) {
  const name = sanitiseText(input.name);
  const location = sanitiseText(input.location);
  const address = sanitiseText(input.address) || null;
  const shortDescription = sanitiseText(input.shortDescription);
  const postcode = input.postcode?.trim() || null;
  const approvalStatus = initialApprovalStatus(actor.role);
  const derived = deriveVendorColumns({
    name,
    categoryId: input.categoryId,
    location,
    address,
    postcode,
    shortDescription,
  });

  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vendor)
      .values({
        name,
        categoryId: input.categoryId,
        image: input.image || categoryImage(input.categoryId),
        location,
        address,
        phone: sanitisePhone(input.phone) || null,
        email: sanitiseEmail(input.email) || null,
        website: sanitiseWebsite(input.website) || null,
        rating: input.rating,
        reviewCount: input.reviewCount ?? 0,
        shortDescription,
        approvalStatus,
        source: input.source,
        ownerId: actor.role === "admin" ? null : actor.id,
        createdBy: actor.id,
        ...derived,
      })
      .returning({ id: vendor.id, approvalStatus: vendor.approvalStatus });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "vendor.create",
      entity: "vendor",
      entityId: String(row.id),
      details: { source: input.source, approvalStatus, role: actor.role },
    });
    return row;
  });
  forgetDirectoryAggregates();
  return created;
}
