// The list pages' sort orders (issue 15), shared by the server query and the sort control;
// zod-free, so the list pages' browser bundle stays small.

export const SORTS = ["relevance", "distance", "rating", "reviews", "newest"] as const;
export type VendorSort = (typeof SORTS)[number];

export const SORT_LABELS: Record<VendorSort, string> = {
  relevance: "Best match",
  distance: "Nearest",
  rating: "Highest rated",
  reviews: "Most reviewed",
  newest: "Newest",
};

export function isVendorSort(value: unknown): value is VendorSort {
  return typeof value === "string" && (SORTS as readonly string[]).includes(value);
}

interface SortContext {
  /** A search query is on (best match is offered). */
  hasQuery: boolean;
  /** A postcode is on (nearest is offered). */
  hasPostcode: boolean;
}

/** The orders a page offers: best match only with a search, nearest only with a postcode. */
export function sortChoices({ hasQuery, hasPostcode }: SortContext): VendorSort[] {
  return SORTS.filter(
    (sort) => (sort !== "relevance" || hasQuery) && (sort !== "distance" || hasPostcode),
  );
}

/**
 * The order a list is shown in: the one asked for when the page offers it; otherwise nearest
 * first with a postcode, best match with a search, and highest rated for everything else (the
 * orders before there was a choice).
 */
export function resolveSort(requested: VendorSort | undefined, context: SortContext): VendorSort {
  if (requested && sortChoices(context).includes(requested)) return requested;
  if (context.hasPostcode) return "distance";
  if (context.hasQuery) return "relevance";
  return "rating";
}
