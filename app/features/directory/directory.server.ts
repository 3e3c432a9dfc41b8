import { categoryName, isCategoryId, isVenueStyle } from "~/features/vendors/categories";
import { cachedAggregate, cachedResults } from "~/features/vendors/directory-cache.server";
import { listVendors } from "~/features/vendors/vendor-list.server";
import { countVendorsByCategory, listLocationAreas } from "~/features/vendors/vendors.server";
import { lookupPostcode } from "~/lib/postcodes.server";
import { cardData } from "./card-data.server";
import { availabilityOn, countFullOn, coupleEventDates, fullDaysOf } from "./event-dates.server";
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
  // Own keys only: "constructor" or "__proto__" in an address is no category.
  return Object.hasOwn(CATEGORY_ALIASES, id) ? CATEGORY_ALIASES[id] : null;
}

export const POSTCODE_NOT_RECOGNISED = "We don't recognise that postcode";

/**
 * Everything a vendor list page needs, with the last-good-copy fallback. `eventDates` are the
 * signed-in couple's (null for anyone else): "free on my event dates" filters by them, and each
 * card says whether the vendor is free or booked on them.
 */
export async function loadVendorList(
  filters: DirectoryFilters,
  options: { categoryId?: string; request?: Request; eventDates?: string[] },
) {
  const couplesDates =
    options.eventDates ?? (options.request ? await coupleEventDates(options.request) : null);
  const eventDates = couplesDates ?? [];
  const freeOn = filters.free ? eventDates : [];
  const near = filters.postcode ? lookupPostcode(filters.postcode) : null;
  const postcodeError = filters.postcode && !near ? POSTCODE_NOT_RECOGNISED : null;
  if (postcodeError) {
    return {
      result: null,
      postcodeError,
      connectionIssue: false,
      eventDates: couplesDates,
      wider: null,
    };
  }
  const key = JSON.stringify(["list", options.categoryId ?? null, filters, freeOn]);
  // A couple's dates make a list of their own, and `vendor_day` changes are not announced to the
  // results cache (decision 031): read it each time (index-backed, bench/free-dates-run.ts).
  const kept =
    freeOn.length > 0 ? <T>(_key: string, read: () => Promise<T>) => read() : cachedResults;
  const { data, connectionIssue } = await readWithFallback(key, () =>
    kept(key, async () =>
      listVendors({
        knownTotal: await knownTotal(filters, options.categoryId, freeOn),
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
        freeOn,
        sort: filters.sort,
        page: filters.page,
      }),
    ),
  );
  const venueStyle = options.categoryId ? isVenueStyle(options.categoryId) : false;
  const fullDays = await fullDaysOf(
    data.vendors.map((vendor) => vendor.id),
    connectionIssue ? [] : eventDates,
  );
  const vendors = data.vendors.map((vendor) => ({
    ...cardData(vendor, venueStyle),
    availability:
      eventDates.length > 0 && !connectionIssue
        ? availabilityOn(fullDays.get(vendor.id), eventDates)
        : null,
  }));
  // Nothing within the radius: the page offers the same search wider (issue 31).
  const wider = data.total === 0 ? widerRadius(filtersToSearch(filters)) : null;
  return {
    result: { ...data, vendors },
    postcodeError: null,
    connectionIssue,
    eventDates: couplesDates,
    wider,
  };
}

/**
 * The list's total when it need not be counted: an unfiltered list's is the cached count; with
 * "free on my event dates" alone over every category, the cached count less the vendors full on
 * any of the dates, read from `vendor_day_full_idx` alone (a few thousand entries, where
 * counting the anti-join reads all 100,000 vendors: bench/free-dates-run.ts). It counts a
 * listing that is not public yet but has full days as busy, so it can be short by those.
 * With a category the few thousand matches are counted exactly.
 */
async function knownTotal(
  filters: DirectoryFilters,
  categoryId: string | undefined,
  freeOn: string[],
) {
  if (isUnfiltered(filters)) return unfilteredTotal(categoryId);
  if (categoryId || freeOn.length === 0 || !isUnfiltered({ ...filters, free: false })) {
    return undefined;
  }
  const [all, busy] = await Promise.all([unfilteredTotal(undefined), countFullOn(freeOn)]);
  return Math.max(0, all - busy);
}

function isUnfiltered(filters: DirectoryFilters) {
  return (
    !filters.q &&
    !filters.free &&
    !filters.postcode &&
    !filters.rating &&
    !filters.area &&
    !hasDetailFilter(filters)
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
