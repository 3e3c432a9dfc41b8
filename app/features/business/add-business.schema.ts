import { z } from "zod";
import { sanitisedNamedText } from "~/features/vendors/sanitise";
import { type FieldErrors, formValues, validateForm } from "~/lib/form";
import { isUkPhone } from "~/lib/phone";
import { parsePostcode } from "~/lib/postcode";
import { optionalText, requiredEmail, requiredText } from "~/lib/schema-fields";
import {
  CATEGORY_IDS,
  DEFAULT_FORM_RATING,
  DESCRIPTION_MAX,
  EMAIL_REQUIRED_MESSAGE,
  RATING_OPTIONS,
} from "./add-business.constants";

export * from "./add-business.constants";

/**
 * The manual "Add business" form. One schema: the browser checks it for instant feedback,
 * the action checks it again (the real check), then the server sanitises and looks up the
 * postcode.
 */
export const addBusinessSchema = z.object({
  name: sanitisedNamedText("Business name", 120, "Business name is required"),
  categoryId: z.enum(CATEGORY_IDS, { error: "Please select a category" }),
  location: sanitisedNamedText("Location", 100, "Location is required"),
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
