/**
 * The budget's sums, in whole pence (decision 039): no floating point anywhere. A booking or
 * quote covering several events is split between them by its lines (`allocate`), so the
 * events' shares add up to the whole to the penny.
 */

/**
 * `total` split in proportion to `weights`, in whole pence that add up to `total` exactly
 * (largest remainder; ties go to the earlier share). All-zero weights: equal shares.
 */
export function allocate(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const whole = sum > 0 ? sum : weights.length;
  // BigInt: total × weight can pass 2^53 for large amounts.
  const exact = used.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(whole)));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: Number(value % BigInt(whole)) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** One event's (or the whole wedding's) line for one category. */
export interface BudgetCell {
  plannedPence: number | null;
  quotedPence: number;
  bookedPence: number;
  paidPence: number;
  duePence: number;
  /** The earliest day an unpaid amount here is due. */
  nextDueOn: string | null;
}

export const emptyCell = (): BudgetCell => ({
  plannedPence: null,
  quotedPence: 0,
  bookedPence: 0,
  paidPence: 0,
  duePence: 0,
  nextDueOn: null,
});

export function addInto(cell: BudgetCell, part: Partial<BudgetCell>) {
  if (part.plannedPence !== undefined && part.plannedPence !== null) {
    cell.plannedPence = (cell.plannedPence ?? 0) + part.plannedPence;
  }
  cell.quotedPence += part.quotedPence ?? 0;
  cell.bookedPence += part.bookedPence ?? 0;
  cell.paidPence += part.paidPence ?? 0;
  cell.duePence += part.duePence ?? 0;
  if (part.nextDueOn && (!cell.nextDueOn || part.nextDueOn < cell.nextDueOn)) {
    cell.nextDueOn = part.nextDueOn;
  }
}

/** The sum of several cells (an event's total, the wedding's). */
export function totalOf(cells: BudgetCell[]): BudgetCell {
  const total = emptyCell();
  for (const cell of cells) addInto(total, cell);
  return total;
}

/** What is left of the plan once the booked costs are taken off (negative: over budget). */
export const remainingPence = (cell: BudgetCell) => (cell.plannedPence ?? 0) - cell.bookedPence;
