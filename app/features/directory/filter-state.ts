// The zod-free half of the filter rules, so the browser bundle of the list pages does not
// carry zod just to know whether a filter is on.

export const DEFAULT_RADIUS = 5;
export const RATING_OPTIONS = [0, 3, 3.5, 4, 4.5] as const;

/** Spec: active when the postcode is non-empty, the radius is not 5, or the rating is above 0. */
export function isFilterActive(filters: {
  postcode: string;
  radius: number;
  rating: number;
  area: string;
}) {
  return (
    filters.postcode !== "" ||
    filters.radius !== DEFAULT_RADIUS ||
    filters.rating > 0 ||
    filters.area !== ""
  );
}
