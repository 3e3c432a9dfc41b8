import { describe, expect, it } from "vitest";
import { categoryBannerText } from "./category-banner";
import { widerRadius } from "./filter-state";
import { filtersToSearch, isFilterActive, parseDirectoryFilters } from "./filters";

describe("directory filters", () => {
  it("defaults to a 5-mile radius and any rating", () => {
    const filters = parseDirectoryFilters(new URLSearchParams());
    expect(filters).toMatchObject({ postcode: "", radius: 5, rating: 0, page: 1 });
    expect(isFilterActive(filters)).toBe(false);
  });
  it("falls back to defaults for out-of-range values instead of failing", () => {
    const filters = parseDirectoryFilters(new URLSearchParams("radius=500&rating=2&page=-3"));
    expect(filters).toMatchObject({ radius: 5, rating: 0, page: 1 });
  });
  it("keeps a town typed as a postcode (to be told it is not one), cuts a long search, drops NULs", () => {
    const filters = parseDirectoryFilters(
      new URLSearchParams({
        postcode: "Wolverhampton",
        q: "x".repeat(150),
        area: "Leic\u0000ester",
      }),
    );
    expect(filters).toMatchObject({
      postcode: "Wolverhampton",
      q: "x".repeat(100),
      area: "Leicester",
    });
  });
  it("takes any whole budget and guest count, and one past the largest as the largest", () => {
    const read = (search: string) => parseDirectoryFilters(new URLSearchParams(search));
    expect(read("guests=125&budget=2499")).toMatchObject({ guests: 125, budget: 2499 });
    expect(read("guests=25000&budget=5000000")).toMatchObject({
      guests: 10_000,
      budget: 1_000_000,
    });
    expect(read("guests=lots&budget=-5")).toMatchObject({ guests: 0, budget: 0 });
  });

  it("is active with a postcode, a non-default radius or a rating", () => {
    const base = parseDirectoryFilters(new URLSearchParams());
    expect(isFilterActive({ ...base, postcode: "LE4" })).toBe(true);
    expect(isFilterActive({ ...base, radius: 10 })).toBe(true);
    expect(isFilterActive({ ...base, rating: 4.5 })).toBe(true);
  });
  it("writes short URLs that leave out defaults", () => {
    expect(filtersToSearch({ postcode: "LE4 5LN", radius: 5, rating: 0 })).toBe(
      "?postcode=LE4+5LN",
    );
    expect(filtersToSearch({})).toBe("");
  });
});

describe("category banner text", () => {
  it("chooses text by keyword in the category name", () => {
    expect(categoryBannerText("Bridalwear Designers & Stores")).toMatch(/bridalwear/i);
    expect(categoryBannerText("Groomwear Designers & Stores")).toMatch(/sherwanis/);
    expect(categoryBannerText("Venues")).toMatch(/banqueting/);
    expect(categoryBannerText("Caterers")).toBe(
      "Find the best Caterers vendors for your Indian wedding in the UK. Browse profiles, read reviews, and connect with top professionals.",
    );
  });
  it("does not treat Entertainment as menswear", () => {
    expect(categoryBannerText("Entertainment")).toMatch(/^Find the best Entertainment vendors/);
  });
});

describe("widening an empty radius search (issue 31)", () => {
  it("offers 25 miles, keeping the search and starting at page 1", () => {
    expect(widerRadius("?postcode=ZE2+9&rating=4&page=3&q=dhol")).toEqual({
      miles: 25,
      search: "?postcode=ZE2+9&rating=4&q=dhol&radius=25",
    });
    expect(widerRadius("?postcode=LE4&radius=10")?.search).toBe("?postcode=LE4&radius=25");
  });

  it("offers 50 after 25, and nothing past the widest or without a postcode", () => {
    expect(widerRadius("?postcode=LE4&radius=25")?.miles).toBe(50);
    expect(widerRadius("?postcode=LE4&radius=50")).toBeNull();
    expect(widerRadius("?radius=5&rating=4")).toBeNull();
    expect(widerRadius("")).toBeNull();
  });
});
