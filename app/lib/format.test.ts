import { describe, expect, it } from "vitest";
import { formatLongDate, pluralise, vendorTotal } from "./format";

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

describe("formatLongDate", () => {
  it("writes a day as that day", () => {
    expect(formatLongDate("2027-02-14")).toBe("14 February 2027");
    expect(formatLongDate("2027-06-15")).toBe("15 June 2027");
  });

  it("writes a moment as the day it was in London, not in UTC", () => {
    // 00:30 on 15 June in London (BST) is 23:30 on 14 June in UTC.
    expect(formatLongDate("2027-06-14T23:30:00.000Z")).toBe("15 June 2027");
    expect(formatLongDate(new Date("2027-06-14T23:30:00Z"))).toBe("15 June 2027");
    // In winter London is on UTC.
    expect(formatLongDate("2027-01-14T23:30:00.000Z")).toBe("14 January 2027");
  });
});
