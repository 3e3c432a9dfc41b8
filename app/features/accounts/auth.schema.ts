import { z } from "zod";
import { isRealDay, todayInLondon } from "~/lib/london-date";
import { ACCOUNT_TYPES, BUSINESS_TYPES, MESSAGES, PASSWORD_MAX_LENGTH } from "./auth.constants";

export * from "./auth.constants";

/** Shared by the browser and the server: one rule, one message (product-spec.md §5). */

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

/** A real day in the wedding date's box ("Please select your wedding date" otherwise). */
const weddingDay = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : ""),
  z.string().refine(isRealDay, MESSAGES.weddingDate),
);

/** Sign-up's wedding date: today or later. */
export const weddingDateField = weddingDay.refine(
  (value) => value >= todayInLondon(),
  MESSAGES.weddingDatePast,
);

export const coupleDetailsSchema = z.object({
  weddingDate: weddingDateField,
  event1: optionalText(100),
  event2: optionalText(100),
  event3: optionalText(100),
  event4: optionalText(100),
  event5: optionalText(100),
  reception: optionalText(200),
});

/** A couple's details with none of their events named: every event field left blank. */
export const NO_EVENTS = {
  event1: "",
  event2: "",
  event3: "",
  event4: "",
  event5: "",
  reception: "",
};

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
export const coupleProfileSchema = z
  .object({
    name: trimmed.pipe(
      z.string().min(2, MESSAGES.name1).max(100, "Please keep this under 100 characters"),
    ),
    name2: signupStep1Schema.shape.name2,
    // The events themselves are records the profile edits one by one (features/events).
    weddingDate: weddingDay,
    /**
     * The date as it is saved (the server puts the stored one here, whatever was posted): a couple
     * whose wedding has happened can still save their names without moving its date.
     */
    savedWeddingDate: z.string().optional(),
  })
  .refine(
    (input) => input.weddingDate >= todayInLondon() || input.weddingDate === input.savedWeddingDate,
    { path: ["weddingDate"], message: MESSAGES.weddingDatePast },
  );

export const businessProfileSchema = z.object({
  name: trimmed.pipe(
    z.string().min(2, MESSAGES.name1).max(100, "Please keep this under 100 characters"),
  ),
  ...businessDetailsSchema.shape,
});

/** A name and nothing else: an admin's profile, and a wedding's planner's or viewer's. */
export const nameProfileSchema = z.object({
  name: trimmed.pipe(
    z.string().min(2, MESSAGES.name1).max(100, "Please keep this under 100 characters"),
  ),
});

/**
 * The profile form of each kind: a couple's partners keep the wedding's names and date,
 * businesses describe themselves, admins and a wedding's planners and viewers keep their name.
 */
export type ProfileForm = "user" | "business" | "admin" | "member";

export function profileSchemaFor(form: ProfileForm) {
  if (form === "business") return businessProfileSchema;
  if (form === "admin" || form === "member") return nameProfileSchema;
  return coupleProfileSchema;
}
