/**
 * Money is integer pence everywhere (decision 039); pounds appear only on screen and in forms.
 */
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** 125050 → "£1,250.50" */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

const wholeGbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

/** Whole pounds, as an enquiry's budget is asked: 2000 → "£2,000". */
export function formatPounds(pounds: number): string {
  return wholeGbp.format(pounds);
}

/** What a money field holds for an amount: 125050 → "1250.50", 120000 → "1200". */
export function poundsText(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return "";
  const pounds = Math.trunc(pence / 100);
  const rest = pence % 100;
  return rest === 0 ? String(pounds) : `${pounds}.${String(rest).padStart(2, "0")}`;
}

/** The most any one amount may be: £10,000,000. */
export const MAX_PENCE = 1_000_000_000;

/**
 * "£1,250.50", "1250.5", "1 250" → pence, without floating point; null when it is not an
 * amount of money (at most £10 million, two decimal places). A comma only separates thousands:
 * "42,50" (a decimal comma) is refused rather than read as £4,250.
 */
export function penceFromPounds(text: string): number | null {
  const pence = anyPence(text);
  return pence !== null && pence <= MAX_PENCE ? pence : null;
}

/** Is this an amount of money, only larger than `penceFromPounds` takes? (Its own message.) */
export const isOverMaxPounds = (text: string) => (anyPence(text) ?? 0) > MAX_PENCE;

function anyPence(text: string): number | null {
  const cleaned = text.replace(/[£\s]/g, "");
  const match = /^(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const pounds = Number(match[1].replaceAll(",", ""));
  return pounds * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
