import { z } from "zod";
import { type FieldErrors, validateForm } from "~/lib/form";
import { requiredText } from "~/lib/schema-fields";
import type { ToastMessage } from "~/ui/toast";

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
  failed: {
    title: "Submission failed",
    description: "There was an error submitting your claim. Please try again.",
    variant: "destructive",
  },
} as const;

export const CLAIM_LIMITS = { relationship: 200, evidence: 2000, contactNumber: 30 } as const;

const REQUIRED = "This field is required";

/** Relationship, evidence and contact number are all required (spec §2 "Claim dialog"). */
export const claimSchema = z.object({
  vendorId: z.coerce.number().int().positive(),
  relationship: requiredText(
    REQUIRED,
    CLAIM_LIMITS.relationship,
    "Please keep this under 200 characters",
  ),
  evidence: requiredText(
    REQUIRED,
    CLAIM_LIMITS.evidence,
    "Please keep this under 2,000 characters",
  ),
  contactNumber: requiredText(
    REQUIRED,
    CLAIM_LIMITS.contactNumber,
    "Please enter a shorter phone number",
  ).refine((value) => /\d/.test(value), "Please enter a phone number"),
});

export type ClaimInput = z.infer<typeof claimSchema>;

export function parseClaim(
  values: FormData | Record<string, unknown>,
): { ok: true; data: ClaimInput } | { ok: false; errors: FieldErrors } {
  const parsed = validateForm(claimSchema, values);
  if (parsed.ok) return parsed;
  // The vendor id comes from the page, not from a field the claimant can fix.
  const { vendorId: _, ...errors } = parsed.errors;
  return { ok: false, errors };
}

/** What the claim endpoint answers a fetch with. */
export type ClaimActionData =
  | { ok: true }
  | {
      ok: false;
      error: "login-required" | "invalid" | "not-claimable" | "failed";
      errors?: FieldErrors;
    };

/** The toast for an answer: the dialog shows it from the JSON, a plain post from the cookie. */
export function claimToast(answer: ClaimActionData): ToastMessage {
  if (answer.ok) return CLAIM_TOASTS.submitted;
  if (answer.error === "login-required") return CLAIM_TOASTS.loginRequired;
  if (answer.error === "invalid") return CLAIM_TOASTS.missing;
  return CLAIM_TOASTS.failed;
}
