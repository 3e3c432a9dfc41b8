import type { VatMode } from "~/db/schema-bookings";

/** The sums of a quote, in whole pence: each line is rounded once, then lines are added. */
export interface LineAmounts {
  quantity: number;
  unitPence: number;
  vatRateBasisPoints: number;
}

/** One line's net, VAT and gross. "included": the price holds the VAT; "added": on top. */
export function lineTotals(line: LineAmounts, mode: VatMode) {
  const price = line.quantity * line.unitPence;
  const rate = line.vatRateBasisPoints;
  if (mode === "included") {
    const vat = Math.round((price * rate) / (10_000 + rate));
    return { net: price - vat, vat, gross: price };
  }
  const vat = Math.round((price * rate) / 10_000);
  return { net: price, vat, gross: price + vat };
}

export function quoteTotals(lines: LineAmounts[], mode: VatMode) {
  let subtotalPence = 0;
  let vatPence = 0;
  for (const line of lines) {
    const totals = lineTotals(line, mode);
    subtotalPence += totals.net;
    vatPence += totals.vat;
  }
  return { subtotalPence, vatPence, totalPence: subtotalPence + vatPence };
}

/** "£42.00 a head": a total over the guests, rounded to the penny. */
export function perHeadPence(totalPence: number, guests: number | null | undefined) {
  return guests && guests > 0 ? Math.round(totalPence / guests) : null;
}
