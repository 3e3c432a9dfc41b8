/**
 * The claim form's words, limits and answers. No zod here: the vendor page imports these, and
 * the schema (claim.schema.ts) loads only when someone fills in the form (decision 026).
 */
import type { FieldErrors } from "~/lib/form";
import type { ToastMessage } from "~/lib/toast-message";

/** The spec's claim toasts (§5 "Claim form", §8), word for word. */
export const CLAIM_TOASTS = {
  missing: {
    title: "Missing information",
    description: "Please fill in all required fields",
    variant: "destructive",
  },
  loginRequired: {
    title: "Authentication required",
    description: "You must be logged in to claim a business",
    variant: "destructive",
  },
  submitted: {
    title: "Claim submitted",
    description: "Your business claim has been submitted for review",
    variant: "success",
  },
  /** Ours: one account's claims wait for an admin at most MAX_PENDING_CLAIMS at a time. */
  tooMany: {
    title: "Claims waiting",
    description: "Please wait for an answer to your other claims first.",
    variant: "destructive",
  },
  failed: {
    title: "Submission failed",
    description: "There was an error submitting your claim. Please try again.",
    variant: "destructive",
  },
} as const;

/** Claims one account may have waiting for an admin at once (one account cannot hold them all). */
export const MAX_PENDING_CLAIMS = 10;

export const CLAIM_LIMITS = { relationship: 200, evidence: 2000, contactNumber: 30 } as const;

/** What the claim endpoint answers a fetch with. */
export type ClaimActionData =
  | { ok: true }
  | {
      ok: false;
      error: "login-required" | "invalid" | "not-claimable" | "too-many" | "failed";
      errors?: FieldErrors;
    };

/** A refusal answered in the vendor page itself (no JavaScript): with what was typed. */
export type ClaimPageAnswer = Extract<ClaimActionData, { ok: false }> & {
  values: Record<string, string>;
};

/** The toast for an answer: the dialog shows it from the JSON, a plain post from the cookie. */
export function claimToast(answer: ClaimActionData): ToastMessage {
  if (answer.ok) return CLAIM_TOASTS.submitted;
  if (answer.error === "login-required") return CLAIM_TOASTS.loginRequired;
  if (answer.error === "invalid") return CLAIM_TOASTS.missing;
  if (answer.error === "too-many") return CLAIM_TOASTS.tooMany;
  return CLAIM_TOASTS.failed;
}

/** Claiming with a code e-mailed to the listing's address (issue 31): what the page says. */
export const CODE_MESSAGES = {
  notClaimable: "This listing can't be claimed with a code right now.",
  tooManySends: "We've sent several codes already. Please wait 15 minutes and ask for a new one.",
  tooManyTries: "Too many tries. Please wait 15 minutes and try again.",
  noCode: "Ask for a code first: we'll e-mail it to the listing's address.",
  expired: "That code has expired. Ask for a new one.",
  spent: "That code has been tried too many times. Ask for a new one.",
  wrong: (left: number) =>
    `That code is not right. Check the e-mail and try again (${left} ${left === 1 ? "try" : "tries"} left).`,
  format: "Enter the 6-digit code from the e-mail",
  businessOnly:
    "Claiming with a code needs a business account. Log in with one, or use Claim this Business.",
} as const;

export const CODE_INTENTS = { send: "send-code", verify: "verify-code" } as const;
