/**
 * The add-business forms' options, limits and words. No zod here: pages import these, and the
 * schemas (add-business.schema.ts) load only when a form is used (decision 026).
 */
import { CATEGORIES } from "~/features/vendors/categories";

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

/** The add-business page's forms, by the `intent` each posts (add-business-actions.server.ts). */
export const ADD_BUSINESS_INTENTS = {
  manual: "manual",
  importSearch: "import-search",
  importBasic: "import-basic",
  importConfirm: "import-confirm",
} as const;
