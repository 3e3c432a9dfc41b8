/**
 * Quotes' limits, labels and words, without zod (the thread page imports these; the schemas
 * load only when a form is used, decision 026).
 */
import type { QuoteStatus, VatMode } from "~/db/schema-bookings";
import type { FormResult } from "~/lib/form";

/** Line rows the quote form offers; blank rows are ignored. */
export const MAX_LINES = 12;
export const NOTES_MAX = 1000;
export const DECISION_MAX = 1000;

export const VAT_RATES = [
  { value: "2000", label: "20%" },
  { value: "500", label: "5%" },
  { value: "0", label: "No VAT" },
] as const;

export const VAT_MODE_LABELS: Record<VatMode, string> = {
  included: "Prices include VAT",
  added: "VAT is added to the prices",
};

export const QUOTE_STATUS_LABELS: Record<QuoteStatus | "expired", string> = {
  sent: "Waiting for your answer",
  withdrawn: "Withdrawn",
  accepted: "Accepted",
  declined: "Declined",
  superseded: "Replaced by a newer version",
  expired: "Expired",
};

/** What the thread's quote buttons post as `intent`. */
export const QUOTE_INTENTS = {
  send: "quote",
  withdraw: "withdraw-quote",
  accept: "accept-quote",
  decline: "decline-quote",
  /** The vendor removes one of its saved lines. */
  forgetLine: "forget-line",
} as const;

export const BOOKING_INTENTS = {
  confirm: "confirm",
  cancel: "cancel",
  paid: "paid",
} as const;

export type QuoteFormResult = FormResult & { intent?: string };

/** A sent quote whose last day has passed reads as expired (nothing runs at midnight). */
export function shownStatus(
  status: QuoteStatus,
  validUntil: string,
  today: string,
): QuoteStatus | "expired" {
  return status === "sent" && validUntil < today ? "expired" : status;
}
