import { describe, expect, it } from "vitest";
import { quoteChanges } from "./quote-changes";
import { lineTotals, perHeadPence, quoteTotals } from "./quote-math";

const base = {
  totalPence: 100_000,
  depositPence: 10_000,
  depositDueOn: "2027-01-01",
  validUntil: "2027-02-01",
  includes: "Staff",
  excludes: "",
  vatMode: "included",
  lines: [{ item: "Buffet", quantity: 100, unitPence: 1000, enquiryEventId: 1 }],
};

describe("quote sums and revisions", () => {
  it("rounds each line once, in pence", () => {
    expect(
      lineTotals({ quantity: 1, unitPence: 1000, vatRateBasisPoints: 2000 }, "included"),
    ).toEqual({ net: 833, vat: 167, gross: 1000 });
    expect(lineTotals({ quantity: 3, unitPence: 99, vatRateBasisPoints: 500 }, "added")).toEqual({
      net: 297,
      vat: 15,
      gross: 312,
    });
    expect(
      quoteTotals(
        [
          { quantity: 1, unitPence: 1000, vatRateBasisPoints: 2000 },
          { quantity: 2, unitPence: 50, vatRateBasisPoints: 0 },
        ],
        "added",
      ),
    ).toEqual({ subtotalPence: 1100, vatPence: 200, totalPence: 1300 });
    expect(perHeadPence(100_000, 300)).toBe(333);
    expect(perHeadPence(100_000, null)).toBeNull();
  });

  it("says what a revision changed", () => {
    const after = {
      ...base,
      totalPence: 90_000,
      lines: [
        { item: "Buffet", quantity: 90, unitPence: 1000, enquiryEventId: 1 },
        { item: "Chai stall", quantity: 1, unitPence: 5000, enquiryEventId: 1 },
      ],
    };
    expect(quoteChanges(base, after)).toEqual([
      "Total: £1,000.00 → £900.00",
      "Buffet: 100 × £10.00 → 90 × £10.00",
      "Added: Chai stall (1 × £50.00)",
    ]);
    expect(quoteChanges(base, base)).toEqual([]);
  });
});
