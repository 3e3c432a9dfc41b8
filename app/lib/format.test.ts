import { describe, expect, it } from "vitest";
import { pluralise, vendorTotal } from "./format";

describe("vendorTotal", () => {
  it("prints a counted total in en-GB", () => {
    expect(vendorTotal({ total: 7 })).toBe("7");
    expect(vendorTotal({ total: 949_805 })).toBe("949,805");
    expect(vendorTotal({ total: 0, totalCapped: false })).toBe("0");
    expect(vendorTotal(null)).toBe("0");
  });

  it("prints a total that stopped at its cap as the cap and a plus (decision 046)", () => {
    expect(vendorTotal({ total: 1_000, totalCapped: true })).toBe("1,000+");
  });
});

describe("pluralise", () => {
  it("counts in en-GB", () => {
    expect(pluralise(1, "vendor")).toBe("1 vendor");
    expect(pluralise(12_500, "vendor")).toBe("12,500 vendors");
  });
});
