/**
 * The account forms' options, limits and messages (product-spec.md §5). No zod here: pages
 * import these, and the schemas (auth.schema.ts) load only when a form is used (decision 026).
 */
import type { FormResult } from "~/lib/form";

export const BUSINESS_TYPES = [
  "Venue",
  "Catering",
  "Photography",
  "Videography",
  "Music & Entertainment",
  "Wedding Planning",
  "Bridal Wear",
  "Groom Wear",
  "Makeup & Hair",
  "Decorations",
  "Florist",
  "Jewellery",
  "Cake",
  "Transportation",
  "Other",
] as const;

export const ACCOUNT_TYPES = ["couple", "business"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** better-auth's own limit (auth.server.ts maxPasswordLength): every password field checks it first. */
export const PASSWORD_MAX_LENGTH = 128;

export const MESSAGES = {
  email: "Please enter a valid email address",
  emailFormat: "Please enter a valid email format",
  passwordRequired: "Please enter your password",
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  name1: "First name must be at least 2 characters",
  name2: "Second name must be at least 2 characters",
  terms: "You must accept the terms and conditions to continue",
  weddingDate: "Please select your wedding date",
  weddingDatePast: "Your wedding date cannot be in the past",
  businessName: "Business name must be at least 2 characters",
  businessType: "Please select a business type",
  resetMin: "Password must be at least 6 characters",
  passwordsMatch: "Passwords do not match",
  newPasswordsMatch: "Your new password and confirmation don't match",
  required: "Please fill in all required fields",
} as const;

export const EVENT_FIELDS = ["event1", "event2", "event3", "event4", "event5"] as const;

/** The sign-up wizard: step 0 chooses the account type, step 1 the login, step 2 the details. */
export type Step = 0 | 1 | 2;
export type WizardResult = FormResult & {
  step?: Step;
  done?: boolean;
  email?: string;
  /** What the "Check your email" page says was kept for them (decision 042). */
  kept?: string;
};
export const STEP1_FIELDS = ["name1", "name2", "email", "password", "termsAccepted"];
export const COUPLE_FIELDS = ["weddingDate", ...EVENT_FIELDS, "reception"];
export const BUSINESS_FIELDS = ["businessName", "businessType", "businessDescription"];
