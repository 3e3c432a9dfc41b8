import { describe, expect, it } from "vitest";
import { formatPence, isOverMaxPounds, penceFromPounds, poundsText } from "./money";

describe("money in pence", () => {
  it("reads pounds as typed, without floating point", () => {
    expect(penceFromPounds("£1,250.50")).toBe(125_050);
    expect(penceFromPounds("0.1")).toBe(10);
    expect(penceFromPounds("19.99")).toBe(1999);
    expect(penceFromPounds("1 000")).toBe(100_000);
    expect(penceFromPounds("12.345")).toBeNull();
    expect(penceFromPounds("ten")).toBeNull();
    expect(penceFromPounds("-5")).toBeNull();
    expect(penceFromPounds("")).toBeNull();
  });

  it("takes at most £10,000,000, and knows a larger amount from one that is not money", () => {
    expect(penceFromPounds("10,000,000")).toBe(1_000_000_000);
    expect(penceFromPounds("10,000,000.01")).toBeNull();
    expect(isOverMaxPounds("12,000,000")).toBe(true);
    expect(isOverMaxPounds("£25000000")).toBe(true);
    expect(isOverMaxPounds("10,000,000")).toBe(false);
    expect(isOverMaxPounds("ten million")).toBe(false);
  });

  it("shows pence as pounds", () => {
    expect(formatPence(125_050)).toBe("£1,250.50");
    expect(formatPence(0)).toBe("£0.00");
    expect(poundsText(125_050)).toBe("1250.50");
    expect(poundsText(120_000)).toBe("1200");
    expect(poundsText(5)).toBe("0.05");
  });
});
