import { describe, expect, it } from "vitest";
import { locationAreaOf } from "./location";

describe("locationAreaOf (the /vendors location filter value)", () => {
  it.each([
    ["takes the second comma-separated part", "Belgrave, Leicester", "Leicester"],
    ["takes a single part of three or more characters", "Bradford", "Bradford"],
  ])("%s", (_rule, place, area) => {
    expect(locationAreaOf(place)).toBe(area);
  });
  it("ignores a lone postcode or a too-short part", () => {
    expect(locationAreaOf("LE4 5LN")).toBeNull();
    expect(locationAreaOf("UK")).toBeNull();
  });
});
