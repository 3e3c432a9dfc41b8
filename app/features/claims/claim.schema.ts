import { z } from "zod";
import { type FieldErrors, validateForm } from "~/lib/form";
import { isUkPhone } from "~/lib/phone";
import { requiredText } from "~/lib/schema-fields";
import { CLAIM_LIMITS } from "./claim.constants";

export * from "./claim.constants";

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
  ).refine(isUkPhone, "Please enter a valid UK phone number"),
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
