/**
 * Listings and the businesses that own them, written through the one vendor writer
 * (`insertVendor` in vendor-write.server.ts): it sanitises, derives the search text, area and
 * coordinates, audits the change and forgets the cached directory aggregates itself.
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type ApprovalStatus, user } from "~/db/schema";
import {
  deleteVendor,
  insertVendor,
  type NewVendorRow,
  type VendorActor,
} from "~/features/vendors/vendor-write.server";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { unique } from "./unique";
import { type MadeUser, makeUser, type UserOptions } from "./users";

export type ListingOptions = Partial<Omit<NewVendorRow, "approvalStatus">> & {
  approvalStatus?: ApprovalStatus;
  /** Who adds it (audit and created_by); the seeded admin unless told. */
  actor?: VendorActor;
};

/** The seeded admin, who adds and removes the tests' listings as an admin would. */
async function seededAdmin(): Promise<VendorActor> {
  const email = demoAccounts()[2].email;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`The seeded admin ${email} is missing`);
  return row;
}

/** An approved listing (rated 4 from 10 reviews unless told), its id. */
export async function makeListing(options: ListingOptions = {}): Promise<number> {
  const { actor, ...input } = options;
  const created = await insertVendor(actor ?? (await seededAdmin()), {
    name: unique("Test Listing"),
    categoryId: "photography-videography",
    location: "Leicester",
    rating: 4,
    reviewCount: 10,
    approvalStatus: "approved",
    source: "database",
    ...input,
  });
  return created.id;
}

/** Removes a listing through the writer (it forgets the directory cache too). */
export async function removeListing(id: number, actor?: VendorActor) {
  await deleteVendor(actor ?? (await seededAdmin()), id);
}

export interface Business extends MadeUser {
  vendorId: number;
}

/** A business account (logged in with `logIn`) that owns one listing. */
export async function makeBusiness(
  options: UserOptions & { listing?: ListingOptions } = {},
): Promise<Business> {
  const { listing, ...account } = options;
  const owner = await makeUser({ role: "business", ...account });
  const vendorId = await makeListing({ ...listing, ownerId: owner.user.id });
  return { ...owner, vendorId };
}
