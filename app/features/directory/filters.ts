import { z } from "zod";
import { DEFAULT_RADIUS, isFilterActive, RATING_OPTIONS } from "./filter-state";

export { DEFAULT_RADIUS, isFilterActive, RATING_OPTIONS };

const ratingSchema = z.coerce
  .number()
  .refine((value) => (RATING_OPTIONS as readonly number[]).includes(value))
  .catch(0);

/** Directory filters live in the URL: a filtered page can be shared, reloaded and gone back to. */
export const directoryFiltersSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  postcode: z.string().trim().max(10).catch(""),
  radius: z.coerce.number().int().min(1).max(50).catch(DEFAULT_RADIUS),
  rating: ratingSchema,
  area: z.string().trim().max(60).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type DirectoryFilters = z.infer<typeof directoryFiltersSchema>;

export function parseDirectoryFilters(searchParams: URLSearchParams): DirectoryFilters {
  return directoryFiltersSchema.parse({
    q: searchParams.get("q") ?? "",
    postcode: searchParams.get("postcode") ?? "",
    radius: searchParams.get("radius") ?? DEFAULT_RADIUS,
    rating: searchParams.get("rating") ?? 0,
    area: searchParams.get("area") ?? "",
    page: searchParams.get("page") ?? 1,
  });
}

/** The query string for a set of filters, leaving out defaults so URLs stay short. */
export function filtersToSearch(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.postcode) params.set("postcode", filters.postcode);
  if (filters.radius && filters.radius !== DEFAULT_RADIUS)
    params.set("radius", String(filters.radius));
  if (filters.rating) params.set("rating", String(filters.rating));
  if (filters.area) params.set("area", filters.area);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
