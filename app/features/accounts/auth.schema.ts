import { z } from "zod";
import type { FormResult } from "~/lib/form";

/** Shared by the browser and the server: one rule, one message (product-spec.md §5). */

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

const trimmed = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z.string(),
);

/** The spec's "standard pattern" check after zod's own e-mail check. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : ""),
  z
    .string()
    .min(1, MESSAGES.email)
    .pipe(z.email(MESSAGES.email))
    .refine((value) => EMAIL_PATTERN.test(value), MESSAGES.emailFormat),
);

/** Sign-up and account strength rules, checked in the spec's order, first failure shown. */
export const strongPassword = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax)
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number")
  .regex(/[^A-Za-z0-9]/, "Password must contain at least one special character");

const resetPassword = z
  .string({ error: MESSAGES.resetMin })
  .min(6, MESSAGES.resetMin)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax);

/** A password typed to prove who you are (log-in, current password): required and not too long. */
export const typedPassword = (required: string) =>
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax);

const checkbox = z.preprocess(
  (value) => value === "on" || value === "true" || value === true,
  z.boolean(),
);

// ---- login ----
export const loginSchema = z.object({
  email: emailField,
  // Accounts may hold a 6-character password after a reset (spec §5), so log-in only
  // requires one; the strength rules apply where a password is chosen.
  password: typedPassword(MESSAGES.passwordRequired),
  returnUrl: z.string().optional(),
});

export const emailOnlySchema = z.object({ email: emailField });

// ---- sign-up wizard ----
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z.string().max(max, `Please keep this under ${max} characters`),
  );

export const signupStep1Schema = z.object({
  accountType: z.enum(ACCOUNT_TYPES),
  name1: trimmed.pipe(
    z.string().min(2, MESSAGES.name1).max(100, "Please keep this under 100 characters"),
  ),
  name2: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z.union([
      z.literal(""),
      z.string().min(2, MESSAGES.name2).max(100, "Please keep this under 100 characters"),
    ]),
  ),
  email: emailField,
  password: strongPassword,
  termsAccepted: checkbox.refine((value) => value, MESSAGES.terms),
});

/** Today's date in the UK, as YYYY-MM-DD (the wedding date input's minimum). */
export function todayInLondon(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
}

export const weddingDateField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : ""),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.weddingDate)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), MESSAGES.weddingDate)
    .refine((value) => value >= todayInLondon(), MESSAGES.weddingDatePast),
);

export const EVENT_FIELDS = ["event1", "event2", "event3", "event4", "event5"] as const;

export const coupleDetailsSchema = z.object({
  weddingDate: weddingDateField,
  event1: optionalText(100),
  event2: optionalText(100),
  event3: optionalText(100),
  event4: optionalText(100),
  event5: optionalText(100),
  reception: optionalText(200),
});

export const businessDetailsSchema = z.object({
  businessName: trimmed.pipe(
    z.string().min(2, MESSAGES.businessName).max(120, "Please keep this under 120 characters"),
  ),
  businessType: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().min(1, MESSAGES.businessType).pipe(z.enum(BUSINESS_TYPES, MESSAGES.businessType)),
  ),
  businessDescription: optionalText(500),
});

/** The sign-up wizard: step 0 chooses the account type, step 1 the login, step 2 the details. */
export type Step = 0 | 1 | 2;
export type WizardResult = FormResult & { step?: Step; done?: boolean; email?: string };
export const STEP1_FIELDS = ["name1", "name2", "email", "password", "termsAccepted"];
export const COUPLE_FIELDS = ["weddingDate", ...EVENT_FIELDS, "reception"];
export const BUSINESS_FIELDS = ["businessName", "businessType", "businessDescription"];

export const coupleSignupSchema = signupStep1Schema.extend({
  accountType: z.literal("couple"),
  ...coupleDetailsSchema.shape,
});
export const businessSignupSchema = signupStep1Schema.extend({
  accountType: z.literal("business"),
  ...businessDetailsSchema.shape,
});

// ---- password reset ----
export const forgotPasswordSchema = emailOnlySchema;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: resetPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: MESSAGES.passwordsMatch,
    path: ["confirmPassword"],
  });

// ---- account settings ----
export const changeEmailSchema = z.object({
  newEmail: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : ""),
    z.string().min(1, MESSAGES.required).pipe(z.email(MESSAGES.email)),
  ),
  currentPassword: typedPassword(MESSAGES.required),
});

export const changePasswordSchema = z
  .object({
    currentPassword: typedPassword(MESSAGES.required),
    newPassword: z
      .string({ error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .pipe(strongPassword),
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: MESSAGES.newPasswordsMatch,
    path: ["confirmPassword"],
  });

/** Account Settings → Delete account: the password is asked again. */
export const deleteAccountSchema = z.object({
  currentPassword: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(128, "Password must be at most 128 characters"),
});

// ---- profile ----
export const coupleProfileSchema = z.object({
  name: trimmed.pipe(
    z.string().min(2, MESSAGES.name1).max(100, "Please keep this under 100 characters"),
  ),
  name2: signupStep1Schema.shape.name2,
  // The events themselves are records the profile edits one by one (features/events).
  weddingDate: weddingDateField,
});

export const businessProfileSchema = z.object({
  name: trimmed.pipe(
    z.string().min(2, MESSAGES.name1).max(100, "Please keep this under 100 characters"),
  ),
  ...businessDetailsSchema.shape,
});

export const adminProfileSchema = z.object({
  name: trimmed.pipe(
    z.string().min(2, MESSAGES.name1).max(100, "Please keep this under 100 characters"),
  ),
});

/** The profile form of each role: couples plan events, businesses describe themselves. */
export function profileSchemaFor(role: "user" | "business" | "admin") {
  if (role === "business") return businessProfileSchema;
  if (role === "admin") return adminProfileSchema;
  return coupleProfileSchema;
}
