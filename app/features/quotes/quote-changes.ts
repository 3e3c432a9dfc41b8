import { formatLongDate } from "~/lib/format";
import { formatPence } from "~/lib/money";

/** What a revision changed, in words the couple reads ("Total: £12,060.00 → £11,500.00"). */
export interface ComparableQuote {
  totalPence: number;
  depositPence: number;
  depositDueOn: string | null;
  validUntil: string;
  includes: string;
  excludes: string;
  vatMode: string;
  lines: { item: string; quantity: number; unitPence: number; enquiryEventId: number | null }[];
}

const day = (value: string | null) => (value ? formatLongDate(value) : "none");

export function quoteChanges(before: ComparableQuote, after: ComparableQuote): string[] {
  const changes: string[] = [];
  const money = (label: string, a: number, b: number) => {
    if (a !== b) changes.push(`${label}: ${formatPence(a)} → ${formatPence(b)}`);
  };
  money("Total", before.totalPence, after.totalPence);
  money("Deposit", before.depositPence, after.depositPence);
  if (before.depositDueOn !== after.depositDueOn) {
    changes.push(`Deposit due: ${day(before.depositDueOn)} → ${day(after.depositDueOn)}`);
  }
  if (before.validUntil !== after.validUntil) {
    changes.push(`Valid until: ${day(before.validUntil)} → ${day(after.validUntil)}`);
  }
  if (before.vatMode !== after.vatMode) changes.push("How VAT is shown changed");
  if (before.includes !== after.includes) changes.push("What is included changed");
  if (before.excludes !== after.excludes) changes.push("What is not included changed");
  const key = (line: ComparableQuote["lines"][number]) => `${line.enquiryEventId}|${line.item}`;
  const old = new Map(before.lines.map((line) => [key(line), line]));
  const now = new Map(after.lines.map((line) => [key(line), line]));
  for (const [k, line] of now) {
    const was = old.get(k);
    if (!was)
      changes.push(`Added: ${line.item} (${line.quantity} × ${formatPence(line.unitPence)})`);
    else if (was.quantity !== line.quantity || was.unitPence !== line.unitPence) {
      changes.push(
        `${line.item}: ${was.quantity} × ${formatPence(was.unitPence)} → ${line.quantity} × ${formatPence(line.unitPence)}`,
      );
    }
  }
  for (const [k, line] of old) if (!now.has(k)) changes.push(`Removed: ${line.item}`);
  return changes;
}
