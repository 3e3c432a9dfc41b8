import { z } from "zod";
import { CATEGORIES } from "~/features/directory/categories";
import { type FieldErrors, formValues, validateForm } from "~/lib/form";
import { parsePostcode } from "~/lib/postcode";
import { namedText, optionalText, requiredEmail, requiredText } from "~/lib/schema-fields";

/** Spec §9: the manual form's rating choices and default. */
export const RATING_OPTIONS = ["3", "3.5", "4", "4.5", "5"] as const;
export const DEFAULT_FORM_RATING = "4.5";
/** Spec §9: default rating for new listings and the import fallback. */
export const DEFAULT_IMPORT_RATING = 4;
export const DESCRIPTION_MAX = 500;

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [
  (typeof CATEGORIES)[number]["id"],
  ...(typeof CATEGORIES)[number]["id"][],
];

/** The spec's toasts for this page (§5, §8), word for word. */
export const ADD_BUSINESS_TOASTS = {
  loginRequired: {
    title: "Login required",
    description: "Please log in or create an account to add a business",
    variant: "destructive",
  },
  emailRequired: {
    title: "Email required",
    description: "Please provide an email address for the business",
    variant: "destructive",
  },
  added: {
    title: "Business added successfully",
    description: "Your business has been added to the directory.",
    variant: "success",
  },
  submitted: {
    title: "Business submitted for approval",
    description: "Your business has been submitted and will be reviewed by an administrator.",
    variant: "success",
  },
  failed: {
    title: "Failed to add business",
    description: "There was an error adding your business. Please try again.",
    variant: "destructive",
  },
  importMissing: {
    title: "Missing Information",
    description: "Please enter both business name and location",
    variant: "destructive",
  },
  importNotFound: {
    title: "Import Failed",
    description: "No business found with the given name and location",
    variant: "destructive",
  },
  importError: {
    title: "Import Error",
    description: "An error occurred while importing the business",
    variant: "destructive",
  },
  importSubmitted: {
    title: "Business Submitted",
    description: "Your business has been submitted and will be reviewed by an administrator.",
    variant: "success",
  },
} as const;

export const EMAIL_REQUIRED_MESSAGE = "Please provide an email address for the business";
export const UNKNOWN_POSTCODE_MESSAGE = "We don't recognise that postcode";

/** A UK number: 0 or +44 / 0044, then 9 or 10 digits; spaces, brackets and dashes allowed. */
export function isUkPhone(value: string): boolean {
  let compact = value.replace(/[\s()-]/g, "");
  const international = compact.match(/^(?:\+44|0044)0?(\d+)$/);
  if (international) compact = `0${international[1]}`;
  return /^0\d{9,10}$/.test(compact);
}

/**
 * The manual "Add business" form. One schema: the browser checks it for instant feedback,
 * the action checks it again (the real check), then the server sanitises and looks up the
 * postcode.
 */
export const addBusinessSchema = z.object({
  name: namedText("Business name", 120, "Business name is required"),
  categoryId: z.enum(CATEGORY_IDS, { error: "Please select a category" }),
  location: namedText("Location", 100, "Location is required"),
  description: requiredText(
    "Description is required",
    DESCRIPTION_MAX,
    "Description cannot exceed 500 characters",
  ),
  // The select always sends a rating; an empty one (a hand-made post) means the default.
  rating: z
    .preprocess(
      (value) => value || undefined,
      z.enum(RATING_OPTIONS, { error: "Please choose a rating" }).default(DEFAULT_FORM_RATING),
    )
    .transform(Number),
  email: requiredEmail(EMAIL_REQUIRED_MESSAGE, "Invalid email address"),
  address: optionalText(200, "Address must be 200 characters or fewer"),
  postcode: optionalText(10, "Please enter a valid UK postcode").refine(
    (value) => !value || parsePostcode(value) !== null,
    "Please enter a valid UK postcode",
  ),
  phone: optionalText(30, "Please enter a valid UK phone number").refine(
    (value) => !value || isUkPhone(value),
    "Please enter a valid UK phone number",
  ),
  website: optionalText(300, "Invalid URL").refine(
    (value) => !value || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value),
    "Invalid URL",
  ),
});

export type AddBusinessInput = z.infer<typeof addBusinessSchema>;
export type { FieldErrors };

/** What the user typed, as strings, to put back in the form after a refused submit. */
export type AddBusinessValues = Partial<Record<keyof AddBusinessInput, string>>;

/** The manual form's values (files are read by the action itself). */
export const readAddBusinessValues = (form: FormData): AddBusinessValues => formValues(form);

/** Parses the submitted form; per-field messages (the first for each field) on failure. */
export const parseAddBusiness = (input: FormData | AddBusinessValues) =>
  validateForm(addBusinessSchema, input);

/** The import tab: name and location are both required (spec §5 "Import"). */
export const importSearchSchema = z.object({
  name: z.string().trim().min(1).max(120),
  location: z.string().trim().min(1).max(100),
  categoryId: z.enum(CATEGORY_IDS, { error: "Please select a category" }),
  apiKey: optionalText(200, "That API key is too long"),
});

export type ImportSearchInput = z.infer<typeof importSearchSchema>;
