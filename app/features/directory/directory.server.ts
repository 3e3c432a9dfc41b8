import { categoryName, isCategoryId, isVenueStyle } from "~/features/vendors/categories";
import { cachedAggregate, cachedResults } from "~/features/vendors/directory-cache.server";
import { listVendors } from "~/features/vendors/vendor-list.server";
import { countVendorsByCategory, listLocationAreas } from "~/features/vendors/vendors.server";
import { lookupPostcode } from "~/lib/postcodes.server";
import { cardData } from "./card-data.server";
import { readWithFallback } from "./fallback.server";
import { hasDetailFilter, widerRadius } from "./filter-state";
import { type DirectoryFilters, filtersToSearch } from "./filters";

/** Short names the spec's footer and CSV upload use for some categories. */
const CATEGORY_ALIASES: Record<string, string> = {
  photography: "photography-videography",
  bridal: "bridal-wear",
  priest: "priests",
  beauty: "makeup",
  music: "entertainment",
  mehndi: "mehndi-artists",
  cakes: "cake-desserts",
  stationery: "invitation-stationery",
  planners: "wedding-planners",
  photobooth: "photo-booth",
  favours: "gifting-favours",
  bar: "bartending",
  jewellery: "jewelry",
  // Spec §9 bulk CSV category name; toastmasters are listed under Entertainment.
  toastmaster: "entertainment",
};

export function canonicalCategoryId(id: string): string | null {
  if (isCategoryId(id)) return id;
  return CATEGORY_ALIASES[id] ?? null;
}

export const POSTCODE_NOT_RECOGNISED = "We don't recognise that postcode";

/** Everything a vendor list page needs, with the last-good-copy fallback. */
export async function loadVendorList(filters: DirectoryFilters, options: { categoryId?: string }) {
  const near = filters.postcode ? lookupPostcode(filters.postcode) : null;
  const postcodeError = filters.postcode && !near ? POSTCODE_NOT_RECOGNISED : null;
  if (postcodeError) {
    return { result: null, postcodeError, connectionIssue: false, wider: null };
  }
  const key = JSON.stringify(["list", options.categoryId ?? null, filters]);
  const { data, connectionIssue } = await readWithFallback(key, () =>
    cachedResults(key, async () =>
      listVendors({
        knownTotal: isUnfiltered(filters) ? await unfilteredTotal(options.categoryId) : undefined,
        categoryId: options.categoryId,
        q: filters.q,
        near,
        radiusMiles: filters.radius,
        minRating: filters.rating,
        area: filters.area,
        languages: filters.languages,
        faiths: filters.faiths,
        dietary: filters.dietary,
        budget: filters.budget,
        guests: filters.guests,
        sort: filters.sort,
        page: filters.page,
      }),
    ),
  );
  const venueStyle = options.categoryId ? isVenueStyle(options.categoryId) : false;
  const vendors = data.vendors.map((vendor) => cardData(vendor, venueStyle));
  // Nothing within the radius: the page offers the same search wider (issue 31).
  const wider = data.total === 0 ? widerRadius(filtersToSearch(filters)) : null;
  return { result: { ...data, vendors }, postcodeError: null, connectionIssue, wider };
}

function isUnfiltered(filters: DirectoryFilters) {
  return (
    !filters.q && !filters.postcode && !filters.rating && !filters.area && !hasDetailFilter(filters)
  );
}

/** Counting every approved vendor on each page view would grow with the catalogue. */
async function unfilteredTotal(categoryId: string | undefined) {
  const counts = await cachedAggregate("category-counts", countVendorsByCategory);
  if (categoryId) return counts[categoryId] ?? 0;
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

export function loadCategoryCounts() {
  return readWithFallback("category-counts", () =>
    cachedAggregate("category-counts", countVendorsByCategory),
  );
}

export function loadLocationAreas() {
  return readWithFallback("location-areas", () =>
    cachedAggregate("location-areas", listLocationAreas),
  );
}

export { categoryName };
