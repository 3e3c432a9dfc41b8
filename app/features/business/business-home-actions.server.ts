import { requireUser } from "~/features/accounts/guards.server";
import { getProfile, listOwnedVendors } from "~/features/accounts/profile.server";
import { listingChecklist, listingInsights, ownedListingsForInsights } from "./insights.server";

/** /business: the owner's details, and each listing with its status, insights and checklist. */
export async function loadBusinessHome(request: Request) {
  const user = await requireUser(request);
  const [profile, listings, details] = await Promise.all([
    getProfile(user.id),
    listOwnedVendors(user.id),
    ownedListingsForInsights(user.id),
  ]);
  const insights = await listingInsights(listings.map((listing) => listing.id));
  return {
    name: user.name,
    isBusiness: user.role === "business",
    business: profile
      ? {
          name: profile.businessName,
          type: profile.businessType,
          description: profile.businessDescription,
        }
      : null,
    listings: listings.map((listing) => {
      const row = details.find((detail) => detail.id === listing.id);
      return {
        ...listing,
        insights: insights.get(listing.id) ?? null,
        checklist: row ? listingChecklist(row) : null,
      };
    }),
  };
}
