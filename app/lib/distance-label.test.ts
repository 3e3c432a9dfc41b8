import { describe, expect, it } from "vitest";
import { distanceLabel, radiusLabel } from "./format";

describe("distances on cards and the radius header", () => {
  it("says 'Under 1 mile away' rather than '0 miles away'", () => {
    expect(distanceLabel(0)).toBe("Under 1 mile away");
    expect(distanceLabel(0.4)).toBe("Under 1 mile away");
    expect(distanceLabel(1)).toBe("1 mile away");
    expect(distanceLabel(12.5)).toBe("12.5 miles away");
  });

  it("says where a radius search looks", () => {
    expect(radiusLabel(10, "le4 5ln")).toBe("within 10 miles of LE4 5LN");
    expect(radiusLabel(1, "B11 1AA")).toBe("within 1 mile of B11 1AA");
  });
});
