import { describe, expect, it } from "vitest";
import { availabilityText } from "./availability-text";
import { filtersToSearch, isFilterActive, parseDirectoryFilters } from "./filters";

describe("free on my event dates in the address", () => {
  it("reads free=1, writes it back, and lights the filter's dot", () => {
    const filters = parseDirectoryFilters(new URLSearchParams("free=1&rating=4"));
    expect(filters.free).toBe(true);
    expect(filtersToSearch(filters)).toBe("?rating=4&free=1");
    expect(isFilterActive(parseDirectoryFilters(new URLSearchParams("free=1")))).toBe(true);
    expect(parseDirectoryFilters(new URLSearchParams("free=yes")).free).toBe(false);
    expect(isFilterActive(parseDirectoryFilters(new URLSearchParams("")))).toBe(false);
  });

  it("says free or booked on the couple's dates", () => {
    expect(availabilityText({ free: ["2027-08-14"], booked: [] })).toBe("Free on 14 Aug");
    expect(availabilityText({ free: [], booked: ["2027-08-14"] })).toBe("Booked on 14 Aug");
    expect(availabilityText({ free: ["2027-08-14", "2027-08-16"], booked: ["2027-08-15"] })).toBe(
      "Free on 14 Aug and 16 Aug · Booked on 15 Aug",
    );
  });
});
