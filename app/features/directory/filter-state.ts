// The zod-free half of the filter rules, so the browser bundle of the list pages does not
// carry zod just to know whether a filter is on.

export const DEFAULT_RADIUS = 5;
export const RATING_OPTIONS = [0, 3, 3.5, 4, 4.5] as const;
/** The largest budget (£) and guest count the filters take. */
export const MAX_BUDGET_FILTER = 1_000_000;
export const MAX_GUESTS_FILTER = 10_000;

/** The filters about a family's traditions and budget (issue 14). */
export interface DetailFilters {
  /** Speaks any of these languages. */
  languages: string[];
  /** Serves every one of these ceremonies and faiths. */
  faiths: string[];
  /** Offers every one of these dietary options. */
  dietary: string[];
  /** "Prices from" at most this many pounds; 0 for any. */
  budget: number;
  /** Can host this many guests; 0 for any. */
  guests: number;
}

export function hasDetailFilter(filters: DetailFilters) {
  return (
    filters.languages.length > 0 ||
    filters.faiths.length > 0 ||
    filters.dietary.length > 0 ||
    filters.budget > 0 ||
    filters.guests > 0
  );
}

/**
 * Spec: active when the postcode is non-empty, the radius is not 5, or the rating is above 0;
 * also the location, the traditions and budget filters and "free on my event dates".
 */
export function isFilterActive(
  filters: {
    postcode: string;
    radius: number;
    rating: number;
    area: string;
    /** "Free on my event dates" (issue 30). */
    free?: boolean;
  } & DetailFilters,
) {
  return (
    filters.free === true ||
    filters.postcode !== "" ||
    filters.radius !== DEFAULT_RADIUS ||
    filters.rating > 0 ||
    filters.area !== "" ||
    hasDetailFilter(filters)
  );
}

/**
 * The offer on an empty radius search (issue 31): the same search over 25 miles (50 when it
 * already looked that far), as a link that keeps every other parameter and starts at page 1.
 * Null without a postcode or when the radius is already the widest.
 */
export function widerRadius(search: string) {
  const params = new URLSearchParams(search);
  const radius = Number(params.get("radius")) || DEFAULT_RADIUS;
  const miles = radius < 25 ? 25 : 50;
  if (!params.get("postcode")?.trim() || radius >= 50) return null;
  params.set("radius", `${miles}`);
  params.delete("page");
  return { miles, search: `?${params}` };
}
