import { describe, expect, it } from "vitest";
import { distanceInMiles, isPostcode, parsePostcode, tidyPostcode } from "./postcode";

describe("parsePostcode", () => {
  it("normalises a lower-case full postcode without a space", () => {
    expect(parsePostcode("le45ln")).toEqual({
      kind: "full",
      formatted: "LE4 5LN",
      outward: "LE4",
      sector: "LE4 5",
    });
  });
  it("handles London's lettered districts", () => {
    expect(parsePostcode("sw1a 2aa")).toMatchObject({ formatted: "SW1A 2AA", sector: "SW1A 2" });
  });
  it("accepts an outward code on its own", () => {
    expect(parsePostcode(" ub1 ")).toEqual({ kind: "outward", formatted: "UB1", outward: "UB1" });
  });
  it("rejects text that is not a postcode", () => {
    expect(parsePostcode("Leicester")).toBeNull();
    expect(parsePostcode("12345")).toBeNull();
    expect(isPostcode("")).toBe(false);
  });
});

describe("distanceInMiles", () => {
  it("measures London to Leicester as about 90 miles", () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    const leicester = { lat: 52.6369, lng: -1.1398 };
    expect(distanceInMiles(london, leicester)).toBeGreaterThan(85);
    expect(distanceInMiles(london, leicester)).toBeLessThan(95);
  });
  it("is zero between a point and itself", () => {
    expect(distanceInMiles({ lat: 52, lng: -1 }, { lat: 52, lng: -1 })).toBe(0);
  });
});

describe("tidyPostcode", () => {
  it("keeps a postcode as Royal Mail writes it, whatever was typed", () => {
    expect(tidyPostcode("le45ln")).toBe("LE4 5LN");
    expect(tidyPostcode(" sw1a  1aa ")).toBe("SW1A 1AA");
    expect(tidyPostcode("ha9")).toBe("HA9");
  });
});
