import { describe, expect, it } from "vitest";
import { penceFromPounds } from "~/lib/money";
import { planSchema } from "./budget.schema";
import { allocate, emptyCell, remainingPence, totalOf } from "./budget-math";

describe("the budget's sums in pence", () => {
  it("splits an amount by weights to the penny", () => {
    expect(allocate(100_000, [1, 1, 1])).toEqual([33_334, 33_333, 33_333]);
    expect(allocate(1_206_000, [306_000, 900_000])).toEqual([306_000, 900_000]);
    expect(allocate(50_001, [306_000, 900_000])).toEqual([12_687, 37_314]);
    expect(allocate(999, [0, 0])).toEqual([500, 499]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    const big = allocate(2_000_000_000, [7, 11, 13]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(2_000_000_000);
  });

  it("adds cells and says what is left", () => {
    const total = totalOf([
      { ...emptyCell(), plannedPence: 500_000, bookedPence: 120_600, nextDueOn: "2027-02-01" },
      { ...emptyCell(), bookedPence: 10, paidPence: 5, duePence: 5, nextDueOn: "2027-01-15" },
    ]);
    expect(total).toMatchObject({
      plannedPence: 500_000,
      bookedPence: 120_610,
      paidPence: 5,
      duePence: 5,
      nextDueOn: "2027-01-15",
    });
    expect(remainingPence(total)).toBe(379_390);
  });

  it("reads pounds as typed, without floating point", () => {
    expect(penceFromPounds("1,250.50")).toBe(125_050);
    expect(penceFromPounds("£0.10")).toBe(10);
    expect(penceFromPounds("0.29")).toBe(29);
    expect(penceFromPounds("1.005")).toBeNull();
    expect(penceFromPounds("ten")).toBeNull();
    // A comma separates thousands only: a decimal comma is refused, never read as £4,250.
    expect(penceFromPounds("12,500,000")).toBeNull();
    expect(penceFromPounds("1,000,000")).toBe(100_000_000);
    expect(penceFromPounds("42,50")).toBeNull();
    expect(penceFromPounds("1,25")).toBeNull();
    expect(penceFromPounds("12,50.00")).toBeNull();
  });

  it("says an amount over £10,000,000 is too large, not that it is no amount", () => {
    const plan = (planned: string) =>
      planSchema.safeParse({ eventId: "wedding", categoryId: "catering", planned });
    expect(plan("12,000,000").error?.issues[0].message).toBe(
      "An amount must be £10,000,000 or less",
    );
    expect(plan("lots").error?.issues[0].message).not.toContain("10,000,000");
    expect(plan("10,000,000").data?.planned).toBe(1_000_000_000);
  });
});
