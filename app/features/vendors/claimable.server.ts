import { sql } from "drizzle-orm";
import { qualified } from "~/db/qualified";
import { businessClaim, vendor } from "~/db/schema";

/**
 * Spec §4 "Claim status": a listing can be claimed while it is approved, has no owner and no
 * pending claim. One condition on `vendor`, used by the claim flow and by the vendor page's
 * own read (which asks it in the same query as the listing, hence the qualified names).
 */
export const claimableVendor = sql`(${qualified(vendor.approvalStatus)} = 'approved'
  and ${qualified(vendor.ownerId)} is null
  and not exists (select 1 from ${businessClaim} where ${qualified(businessClaim.vendorId)} = ${qualified(vendor.id)}
    and ${qualified(businessClaim.status)} = 'pending'))`;
