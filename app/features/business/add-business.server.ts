import type { z } from "zod";
import type { SessionUser } from "~/features/accounts/session.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { lookupPostcode } from "~/lib/postcodes.server";
import type { ToastMessage } from "~/lib/toast-message";
import {
  ADD_BUSINESS_TOASTS,
  type AddBusinessValues,
  DEFAULT_IMPORT_RATING,
  type FieldErrors,
  importSearchSchema,
  parseAddBusiness,
  readAddBusinessValues,
  UNKNOWN_POSTCODE_MESSAGE,
} from "./add-business.schema";
import { createVendor, listingFromForm, type NewVendor } from "./create-vendor.server";
import {
  type PlaceDraft,
  PlacesLookupError,
  resolvePlacesKey,
  searchPlace,
  signDraft,
  verifyDraft,
} from "./google-places.server";
import { deleteUpload, ImageRejectedError, isFilled, storeVendorImage } from "./images.server";

type Toast = ToastMessage;

export const TOO_MANY_TOAST: ToastMessage = {
  title: "Please wait",
  description:
    "You've sent several requests in a short time. Please wait a few minutes and try again.",
  variant: "destructive",
};

const withinLimit = async (kind: "search" | "submit", userId: string) =>
  (
    await consumeRateLimit(
      `business:${kind}:${userId}`,
      kind === "search" ? RATE_RULES.importSearch : RATE_RULES.submitListing,
    )
  ).allowed;

export interface ImportValues {
  name?: string;
  location?: string;
  categoryId?: string;
}

/** What the add-business action hands back to the page. */
export type AddBusinessResult =
  | { status: "created"; vendorId: number; approved: boolean; source: "database" | "google" }
  | {
      status: "invalid";
      intent: "manual";
      errors: FieldErrors;
      values: AddBusinessValues;
      toast?: Toast;
    }
  | {
      status: "failed";
      intent: "manual" | "import";
      toast: Toast;
      values: AddBusinessValues & ImportValues;
    }
  | { status: "needs-key"; intent: "import"; values: ImportValues }
  | {
      status: "found";
      intent: "import";
      draft: PlaceDraft;
      token: string;
      values: ImportValues;
    };

function created(row: { id: number; approvalStatus: string }, source: "database" | "google") {
  return {
    status: "created",
    vendorId: row.id,
    approved: row.approvalStatus === "approved",
    source,
  } as const;
}

/** The manual form: validate, check the postcode, store the image, insert. */
export async function submitManualBusiness(
  user: SessionUser,
  form: FormData,
): Promise<AddBusinessResult> {
  const values = readAddBusinessValues(form);
  const parsed = parseAddBusiness(values);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (parsed.ok && parsed.data.postcode && !lookupPostcode(parsed.data.postcode)) {
    errors.postcode = UNKNOWN_POSTCODE_MESSAGE;
  }
  if (!parsed.ok || Object.keys(errors).length) {
    return {
      status: "invalid",
      intent: "manual",
      errors,
      values,
      toast:
        errors.email === ADD_BUSINESS_TOASTS.emailRequired.description
          ? ADD_BUSINESS_TOASTS.emailRequired
          : undefined,
    };
  }

  if (!(await withinLimit("submit", user.id))) {
    return { status: "failed", intent: "manual", toast: TOO_MANY_TOAST, values };
  }
  const input = parsed.data;
  let image: string | null = null;
  const file = form.get("image");
  if (isFilled(file)) {
    try {
      image = await storeVendorImage(file, { existingCount: 0 });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        return { status: "invalid", intent: "manual", errors: { image: error.message }, values };
      }
      throw error;
    }
  }

  try {
    const row = await createVendor(user, {
      ...listingFromForm(input),
      image,
      source: "database",
    });
    return created(row, "database");
  } catch (error) {
    logger.error({ err: error }, "Adding a business failed");
    if (image) await deleteUpload(image).catch(() => {});
    return { status: "failed", intent: "manual", toast: ADD_BUSINESS_TOASTS.failed, values };
  }
}

function readImportValues(form: FormData): ImportValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  return { name: text("name"), location: text("location"), categoryId: text("categoryId") };
}

function parseImport(form: FormData) {
  const values = readImportValues(form);
  const parsed = importSearchSchema.safeParse({
    ...values,
    apiKey: form.get("apiKey") ?? undefined,
  });
  return { values, parsed };
}

/** The spec's 'Missing Information' when name or location is empty, else the category is missing. */
function importProblemToast(values: ImportValues) {
  const missing = !values.name?.trim() || !values.location?.trim();
  return missing
    ? ADD_BUSINESS_TOASTS.importMissing
    : { ...ADD_BUSINESS_TOASTS.failed, description: "Please select a category" };
}

type ImportInput = z.infer<typeof importSearchSchema>;

/**
 * An import step that needs the name, location and category: a form missing one is answered
 * with the toast that says which, and `step` never runs.
 */
function importStep(
  step: (user: SessionUser, values: ImportValues, input: ImportInput) => Promise<AddBusinessResult>,
) {
  return async (user: SessionUser, form: FormData): Promise<AddBusinessResult> => {
    const { values, parsed } = parseImport(form);
    if (parsed.success) return step(user, values, parsed.data);
    return { status: "failed", intent: "import", values, toast: importProblemToast(values) };
  };
}

/** Import step 1: look the business up on Google (or say a key is needed). */
export const searchGoogleBusiness = importStep(async (user, values, input) => {
  const apiKey = resolvePlacesKey(input.apiKey);
  if (!apiKey) return { status: "needs-key", intent: "import", values };
  if (!(await withinLimit("search", user.id))) {
    return { status: "failed", intent: "import", values, toast: TOO_MANY_TOAST };
  }
  try {
    const draft = await searchPlace({ name: input.name, location: input.location, apiKey });
    if (!draft)
      return {
        status: "failed",
        intent: "import",
        values,
        toast: ADD_BUSINESS_TOASTS.importNotFound,
      };
    return { status: "found", intent: "import", draft, token: signDraft(draft, user.id), values };
  } catch (error) {
    if (!(error instanceof PlacesLookupError)) throw error;
    logger.warn({ err: error.message }, "Google Business import failed:");
    return { status: "failed", intent: "import", values, toast: ADD_BUSINESS_TOASTS.importError };
  }
});

/** Import step 2: save what Google found (source 'google'). */
export async function confirmGoogleBusiness(
  user: SessionUser,
  form: FormData,
): Promise<AddBusinessResult> {
  const { values, parsed } = parseImport(form);
  const token = form.get("draft");
  const draft = typeof token === "string" ? verifyDraft(token, user.id) : null;
  if (!parsed.success || !draft) {
    return { status: "failed", intent: "import", values, toast: ADD_BUSINESS_TOASTS.importError };
  }
  return saveImported(user, values, "Saving an imported business failed", {
    name: draft.name,
    categoryId: parsed.data.categoryId,
    location: parsed.data.location,
    address: draft.address,
    postcode: draft.postcode && lookupPostcode(draft.postcode) ? draft.postcode : null,
    phone: draft.phone,
    website: draft.website,
    rating: draft.rating,
    reviewCount: draft.reviewCount,
    // Stars only when Google had ratings to count (a place without any gets the default 4).
    googleRating: draft.reviewCount > 0 ? draft.rating : null,
    googleReviewCount: draft.reviewCount > 0 ? draft.reviewCount : null,
    shortDescription: draft.typeLabel ? `${draft.typeLabel} in ${parsed.data.location}.` : "",
    source: "google",
  });
}

/** Without a key: a basic listing from the name and location alone (rating 4, pending). */
export const submitBasicListing = importStep((user, values, input) =>
  saveImported(user, values, "Saving a basic listing failed", {
    name: input.name,
    categoryId: input.categoryId,
    location: input.location,
    rating: DEFAULT_IMPORT_RATING,
    source: "database",
  }),
);

/** Both import endpoints' last step: within the submit limit, write the listing. */
async function saveImported(
  user: SessionUser,
  values: ImportValues,
  failure: string,
  input: NewVendor,
): Promise<AddBusinessResult> {
  if (!(await withinLimit("submit", user.id))) {
    return { status: "failed", intent: "import", values, toast: TOO_MANY_TOAST };
  }
  try {
    return created(await createVendor(user, input), input.source);
  } catch (error) {
    logger.error({ err: error }, failure);
    return { status: "failed", intent: "import", values, toast: ADD_BUSINESS_TOASTS.failed };
  }
}
