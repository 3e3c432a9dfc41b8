import type { ApprovalStatus, Role, VendorSource } from "~/db/schema";
import { insertVendor, type NewVendorRow } from "~/features/vendors/vendor-write.server";
import type { AddBusinessInput } from "./add-business.schema";

/** Who is adding the listing: the session's user, never an id taken from the form. */
export interface VendorActor {
  id: string;
  role: Role;
}

/** A submitted listing: a new row but for its approval and owner, which `createVendor` decides. */
export type NewVendor = Omit<NewVendorRow, "approvalStatus" | "ownerId" | "source"> & {
  source: Extract<VendorSource, "database" | "google">;
};

/**
 * Spec §4: listings added by users and business accounts start pending; an admin's are
 * approved at once.
 */
export function initialApprovalStatus(role: Role): ApprovalStatus {
  return role === "admin" ? "approved" : "pending";
}

/**
 * A submitted listing (manual form, Google import, admin panel), written by the one vendor
 * writer, which sanitises it (spec §5 "Input sanitising").
 *
 * Ownership: the page is "Add Your Business", so a user or business account that submits a
 * listing owns it. An admin adds listings for the directory, not for themselves, so theirs
 * have no owner and stay claimable by the real business.
 */
export async function createVendor(actor: VendorActor, input: NewVendor) {
  return insertVendor(
    actor,
    {
      ...input,
      approvalStatus: initialApprovalStatus(actor.role),
      ownerId: actor.role === "admin" ? null : actor.id,
    },
    { role: actor.role },
  );
}

/** The Add Business form's fields as a new listing's columns (the form now, or its kept draft). */
export const listingFromForm = (input: AddBusinessInput) => ({
  name: input.name,
  categoryId: input.categoryId,
  location: input.location,
  shortDescription: input.description,
  address: input.address,
  postcode: input.postcode,
  phone: input.phone,
  email: input.email,
  website: input.website,
  rating: input.rating,
});
