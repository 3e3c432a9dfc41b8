import { countVisits } from "~/features/analytics/visits.server";
import { vendorPicture } from "~/features/artwork/scene.server";
import { loadCategoryCounts } from "~/features/directory/directory.server";
import { readWithFallback } from "~/features/directory/fallback.server";
import { categoryName } from "~/features/vendors/categories";
import { cachedResults } from "~/features/vendors/directory-cache.server";
import { getFeaturedVendors } from "~/features/vendors/vendors.server";

/** The home page: category counts, featured vendors and the visit count, each able to fail alone. */
export async function loadHome() {
  const [counts, featured, views] = await Promise.all([
    loadCategoryCounts().catch(() => ({
      data: {} as Record<string, number>,
      connectionIssue: true,
    })),
    // The same for everyone: kept while the database's changes are heard (decision 031).
    readWithFallback("featured", () => cachedResults("featured", () => getFeaturedVendors())).catch(
      () => ({
        data: [],
        connectionIssue: true,
      }),
    ),
    countVisits("/").catch(() => null),
  ]);
  return {
    counts: counts.data,
    // Only what the featured cards show (decision 026).
    featured: featured.data.map((vendor) => ({
      id: vendor.id,
      name: vendor.name,
      picture: vendorPicture({ ...vendor, categoryName: categoryName(vendor.categoryId) }),
      location: vendor.location,
      shownRating: vendor.shownRating,
      shownReviewCount: vendor.shownReviewCount,
      saathReviewCount: vendor.saathReviewCount,
      categoryId: vendor.categoryId,
      categoryName: categoryName(vendor.categoryId),
    })),
    views,
    connectionIssue: counts.connectionIssue || featured.connectionIssue,
  };
}
