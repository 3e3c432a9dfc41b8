import { describe, expect, it } from "vitest";
import { resolveSort, SORT_LABELS, sortChoices } from "~/features/vendors/sort";
import { filtersToSearch, parseDirectoryFilters } from "./filters";

describe("sort orders", () => {
  it("offers best match only with a search and nearest only with a postcode", () => {
    const labels = (hasQuery: boolean, hasPostcode: boolean) =>
      sortChoices({ hasQuery, hasPostcode }).map((sort) => SORT_LABELS[sort]);
    expect(labels(false, false)).toEqual(["Highest rated", "Most reviewed", "Newest"]);
    expect(labels(true, false)).toEqual(["Best match", "Highest rated", "Most reviewed", "Newest"]);
    expect(labels(false, true)).toEqual(["Nearest", "Highest rated", "Most reviewed", "Newest"]);
    expect(labels(true, true)).toEqual([
      "Best match",
      "Nearest",
      "Highest rated",
      "Most reviewed",
      "Newest",
    ]);
  });

  it("keeps the old orders as defaults: nearest with a postcode, then best match, then rating", () => {
    expect(resolveSort(undefined, { hasQuery: false, hasPostcode: false })).toBe("rating");
    expect(resolveSort(undefined, { hasQuery: true, hasPostcode: false })).toBe("relevance");
    expect(resolveSort(undefined, { hasQuery: true, hasPostcode: true })).toBe("distance");
    expect(resolveSort("newest", { hasQuery: true, hasPostcode: true })).toBe("newest");
  });

  it("falls back to the default for an order the page does not offer", () => {
    expect(resolveSort("distance", { hasQuery: false, hasPostcode: false })).toBe("rating");
    expect(resolveSort("relevance", { hasQuery: false, hasPostcode: true })).toBe("distance");
  });

  it("lives in the URL like the filters, and an unknown value is dropped", () => {
    expect(parseDirectoryFilters(new URLSearchParams("sort=reviews")).sort).toBe("reviews");
    expect(parseDirectoryFilters(new URLSearchParams("sort=cheapest")).sort).toBeUndefined();
    expect(parseDirectoryFilters(new URLSearchParams()).sort).toBeUndefined();
    expect(filtersToSearch({ q: "mehndi", sort: "newest", page: 1 })).toBe("?q=mehndi&sort=newest");
  });
});
