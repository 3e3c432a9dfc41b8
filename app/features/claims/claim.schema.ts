import { z } from "zod";
import { validateForm } from "~/lib/form";

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

const required = (max: number, tooLong: string) =>
  z
    .string({ error: "This field is required" })
    .trim()
    .min(1, "This field is required")
    .max(max, tooLong);

/** Relationship, evidence and contact number are all required (spec §2 "Claim dialog"). */
export const claimSchema = z.object({
  vendorId: z.coerce.number().int().positive(),
  relationship: required(CLAIM_LIMITS.relationship, "Please keep this under 200 characters"),
  evidence: required(CLAIM_LIMITS.evidence, "Please keep this under 2,000 characters"),
  contactNumber: required(CLAIM_LIMITS.contactNumber, "Please enter a shorter phone number").refine(
    (value) => /\d/.test(value),
    "Please enter a phone number",
  ),
});

export type ClaimInput = z.infer<typeof claimSchema>;
export type ClaimField = "relationship" | "evidence" | "contactNumber";
export type ClaimErrors = Partial<Record<ClaimField, string>>;

export function parseClaim(
  values: Record<string, unknown>,
): { ok: true; data: ClaimInput } | { ok: false; errors: ClaimErrors } {
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
      errors?: ClaimErrors;
    };
