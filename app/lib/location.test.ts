import { describe, expect, it } from "vitest";
import { locationAreaOf } from "./location";

describe("locationAreaOf (the /vendors location filter value)", () => {
  it("takes the second comma-separated part", () => {
    expect(locationAreaOf("Belgrave, Leicester")).toBe("Leicester");
  });
  it("takes a single part of three or more characters", () => {
    expect(locationAreaOf("Bradford")).toBe("Bradford");
  });
  it("ignores a lone postcode or a too-short part", () => {
    expect(locationAreaOf("LE4 5LN")).toBeNull();
    expect(locationAreaOf("UK")).toBeNull();
  });
});
