import { z } from "zod";
import { DIETARY, FAITHS, LANGUAGES } from "~/features/vendors/listing-options";
import { SORTS } from "~/features/vendors/sort";
import {
  DEFAULT_RADIUS,
  isFilterActive,
  MAX_BUDGET_FILTER,
  MAX_GUESTS_FILTER,
  RATING_OPTIONS,
} from "./filter-state";

export { DEFAULT_RADIUS, isFilterActive, RATING_OPTIONS };

/** A whole number filter; one past the largest is the largest (it was dropped, the box emptied). */
const wholeNumberUpTo = (max: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .transform((n) => Math.min(n, max))
    .catch(0);

const ratingSchema = z.coerce
  .number()
  .refine((value) => (RATING_OPTIONS as readonly number[]).includes(value))
  .catch(0);

/** Values of a list filter that are on the list; anything else is dropped, not an error. */
const listOf = (options: readonly string[]) =>
  z
    .array(z.string())
    .transform((values) => [...new Set(values.filter((value) => options.includes(value)))])
    .catch([]);

/** Directory filters live in the URL: a filtered page can be shared, reloaded and gone back to. */
export const directoryFiltersSchema = z.object({
  // A longer search is cut, not dropped (it would list every vendor as if nothing was asked).
  q: z
    .string()
    .trim()
    .transform((value) => value.slice(0, 100))
    .catch(""),
  // Up to a town's length, so "Wolverhampton" gets "We don't recognise that postcode", not
  // silently every vendor; a postcode is at most 8 characters.
  postcode: z.string().trim().max(40).catch(""),
  radius: z.coerce.number().int().min(1).max(50).catch(DEFAULT_RADIUS),
  rating: ratingSchema,
  area: z.string().trim().max(60).catch(""),
  languages: listOf(LANGUAGES),
  faiths: listOf(FAITHS),
  dietary: listOf(DIETARY),
  budget: wholeNumberUpTo(MAX_BUDGET_FILTER),
  guests: wholeNumberUpTo(MAX_GUESTS_FILTER),
  /** "Free on my event dates" (issue 30): the signed-in couple's dates, read on the server. */
  free: z
    .string()
    .transform((value) => value === "1")
    .catch(false),
  /** The order asked for (issue 15); one the page does not offer falls back to its default. */
  sort: z.enum(SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type DirectoryFilters = z.infer<typeof directoryFiltersSchema>;

/** The URL names of the list filters (short, as people may share them). */
export const LIST_PARAMS = { languages: "lang", faiths: "faith", dietary: "diet" } as const;

export function parseDirectoryFilters(searchParams: URLSearchParams): DirectoryFilters {
  // A NUL is no part of any search, and no database takes one in a parameter.
  const text = (name: string) => (searchParams.get(name) ?? "").replaceAll("\u0000", "");
  return directoryFiltersSchema.parse({
    q: text("q"),
    postcode: text("postcode"),
    radius: searchParams.get("radius") ?? DEFAULT_RADIUS,
    rating: searchParams.get("rating") ?? 0,
    area: text("area"),
    languages: searchParams.getAll(LIST_PARAMS.languages),
    faiths: searchParams.getAll(LIST_PARAMS.faiths),
    dietary: searchParams.getAll(LIST_PARAMS.dietary),
    budget: searchParams.get("budget") || 0,
    guests: searchParams.get("guests") || 0,
    free: searchParams.get("free") ?? "",
    sort: searchParams.get("sort") || undefined,
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
  for (const key of ["languages", "faiths", "dietary"] as const) {
    for (const value of filters[key] ?? []) params.append(LIST_PARAMS[key], value);
  }
  if (filters.budget) params.set("budget", String(filters.budget));
  if (filters.guests) params.set("guests", String(filters.guests));
  if (filters.free) params.set("free", "1");
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
