import { z } from "zod";
import { VAT_MODES, type VatMode } from "~/db/schema-bookings";
import { isRealDay, todayInLondon } from "~/lib/london-date";
import { isOverMaxPounds, MAX_PENCE, penceFromPounds } from "~/lib/money";
import { optionalText } from "~/lib/schema-fields";
import { DECISION_MAX, MAX_LINES, NOTES_MAX, VAT_RATES } from "./quote.constants";
import { quoteTotals } from "./quote-math";

export * from "./quote.constants";

/**
 * The quote forms' schemas, for the browser's check and the actions alike. The quote's lines are
 * numbered fields (`item_0`, `quantity_0`, `unit_0`, `vat_0`, `event_0`…) so every message sits
 * next to its own box; blank rows are skipped.
 */

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A date box: blank is undefined. */
const optionalDay = (invalid: string) =>
  z.preprocess(
    text,
    z
      .string()
      .refine((value) => value === "" || isRealDay(value), invalid)
      .transform((value) => value || undefined),
  );

const requiredDay = (missing: string) =>
  z.preprocess(text, z.string().min(1, missing).refine(isRealDay, missing));

const RATES: readonly string[] = VAT_RATES.map((rate) => rate.value);

export const quoteSchema = z
  .looseObject({
    vatMode: z.enum(VAT_MODES, { error: "Say whether the prices include VAT" }),
    deposit: z.preprocess(text, z.string()),
    depositDueOn: optionalDay("Enter the date the deposit is due"),
    includes: optionalText(NOTES_MAX, "Please keep this under 1,000 characters"),
    excludes: optionalText(NOTES_MAX, "Please keep this under 1,000 characters"),
    validUntil: requiredDay("Enter the last day the couple can accept this quote").refine(
      (value) => value >= todayInLondon(),
      "The quote must be valid until today or later",
    ),
    saveTemplates: z.preprocess((value) => value === "on", z.boolean()),
  })
  // The lines and the deposit are checked even when another field is wrong, so every message
  // shows at once; the same reading then builds the quote.
  .superRefine((input, ctx) => {
    readQuote(input, (field, message) => ctx.addIssue({ code: "custom", message, path: [field] }));
  })
  .transform((input) => readQuote(input, () => {}));

type Problem = (field: string, message: string) => void;

/** The quote's lines, sums and deposit from the form's fields, each problem named by its box. */
function readQuote(input: Record<string, unknown>, problem: Problem) {
  const vatMode = input.vatMode === "added" ? "added" : "included";
  const lines: {
    item: string;
    quantity: number;
    unitPence: number;
    vatRateBasisPoints: number;
    enquiryEventId: number | null;
  }[] = [];
  let lastRow = 0;
  for (let i = 0; i < MAX_LINES; i++) {
    const item = text(input[`item_${i}`]);
    const quantity = text(input[`quantity_${i}`]);
    const unit = text(input[`unit_${i}`]);
    if (!item && !unit && (!quantity || quantity === "1")) continue;
    lastRow = i;
    const unitPence = penceFromPounds(unit);
    if (!item) problem(`item_${i}`, "Say what this line is for, e.g. Vegetarian buffet");
    else if (item.length > 200) problem(`item_${i}`, "Please keep this under 200 characters");
    // "1,000" is a thousand, as a price's thousands are.
    const count = quantity.replace(/^(\d{1,2}),(\d{3})$/, "$1$2");
    if (!/^\d{1,5}$/.test(count) || Number(count) < 1) {
      problem(`quantity_${i}`, "Enter a quantity of at least 1");
    }
    if (unitPence === null) {
      problem(
        `unit_${i}`,
        isOverMaxPounds(unit)
          ? "A price must be £10,000,000 or less"
          : "Enter a price in pounds, e.g. 42.50",
      );
    }
    const vat = text(input[`vat_${i}`]);
    const event = text(input[`event_${i}`]);
    lines.push({
      item,
      quantity: Number(count),
      unitPence: unitPence ?? 0,
      vatRateBasisPoints: RATES.includes(vat) ? Number(vat) : 2000,
      enquiryEventId: /^\d{1,9}$/.test(event) ? Number(event) : null,
    });
  }
  if (lines.length === 0) problem("item_0", "Add at least one line to the quote");
  const totals = quoteTotals(lines, vatMode);
  // A quote's total fits the same £10 million a single price may be (and its column).
  if (totals.totalPence > MAX_PENCE) {
    problem(`unit_${lastRow}`, "The quote's total must be £10,000,000 or less");
  }
  const deposit = text(input.deposit);
  const depositDueOn = text(input.depositDueOn) || null;
  let depositPence = 0;
  if (deposit) {
    const pence = penceFromPounds(deposit);
    if (pence === null) {
      problem(
        "deposit",
        isOverMaxPounds(deposit)
          ? "The deposit cannot be more than the total"
          : "Enter the deposit in pounds, e.g. 500",
      );
    } else if (pence > totals.totalPence) {
      problem("deposit", "The deposit cannot be more than the total");
    } else depositPence = pence;
  }
  if (depositPence > 0 && !depositDueOn) {
    problem("depositDueOn", "Enter the date the deposit is due");
  } else if (depositPence > 0 && depositDueOn && depositDueOn < todayInLondon()) {
    // A deposit already overdue the moment the couple reads the quote is a typing slip.
    problem("depositDueOn", "The deposit cannot be due before today");
  }
  return {
    vatMode: vatMode as VatMode,
    lines,
    ...totals,
    depositPence,
    depositDueOn: depositPence > 0 ? depositDueOn : null,
    includes: text(input.includes),
    excludes: text(input.excludes),
    validUntil: text(input.validUntil),
    saveTemplates: input.saveTemplates === true,
  };
}

export type QuoteInput = z.infer<typeof quoteSchema>;

/** Accepting: who pays the deposit and when, and a note for the vendor. */
export const acceptSchema = z.object({
  depositPayer: optionalText(100, "Please keep this under 100 characters"),
  depositPayOn: optionalDay("Enter the date the deposit will be paid").refine(
    (value) => value === undefined || value >= todayInLondon(),
    "Choose today or a later day",
  ),
  message: optionalText(DECISION_MAX, "Please keep your message under 1,000 characters"),
});

export const declineSchema = z.object({
  message: optionalText(DECISION_MAX, "Please keep your message under 1,000 characters"),
});

export const cancelSchema = z.object({
  reason: z
    .string({ error: "Say why the booking is cancelled" })
    .trim()
    .min(5, "Say why the booking is cancelled (at least 5 characters)")
    .max(DECISION_MAX, "Please keep the reason under 1,000 characters"),
});

export const paymentSchema = z.object({
  paymentId: z.preprocess(
    text,
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ),
  paidOn: requiredDay("Enter the date it was paid").refine(
    (value) => value <= todayInLondon(),
    "The date it was paid cannot be in the future",
  ),
});
