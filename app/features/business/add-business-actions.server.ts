import { data, type RouterContextProvider } from "react-router";
import { requireUserOrRefusal } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import {
  clientIpFrom,
  consumeRateLimit,
  RATE_RULES,
} from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { isCategoryId } from "~/features/vendors/categories";
import type { FormResult } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { intentSchema, readIntent } from "~/lib/intent";
import { destinationFor, loginUrlFor } from "~/lib/return-url";
import { ADD_BUSINESS_INTENTS, ADD_BUSINESS_TOASTS } from "./add-business.constants";
import {
  type AddBusinessResult,
  confirmGoogleBusiness,
  searchGoogleBusiness,
  submitBasicListing,
  submitManualBusiness,
} from "./add-business.server";
import { retireListingDraft, saveListingDraft } from "./listing-draft.server";

const { manual: MANUAL, importSearch, importBasic, importConfirm } = ADD_BUSINESS_INTENTS;
const addBusinessIntent = intentSchema(Object.values(ADD_BUSINESS_INTENTS));

/** Each of the four forms' own step: every one takes the user and the form, and says how it went. */
const FORMS = {
  [MANUAL]: submitManualBusiness,
  [importSearch]: searchGoogleBusiness,
  [importConfirm]: confirmGoogleBusiness,
  [importBasic]: submitBasicListing,
} satisfies Record<
  (typeof ADD_BUSINESS_INTENTS)[keyof typeof ADD_BUSINESS_INTENTS],
  (user: SessionUser, form: FormData) => Promise<AddBusinessResult>
>;

/**
 * /add-business's one action, for its four forms: the manual form, and the Google import's
 * search, confirm and "basic listing" (the import's own form when the place has no details).
 */
export async function addBusinessAction(
  request: Request,
  categoryParam: string | undefined,
  context?: Readonly<RouterContextProvider>,
) {
  // The body's size is limited while it streams, before this runs (server/body-limit.ts).
  const form = await request.formData();
  const intent = readIntent(addBusinessIntent, form);
  if (!intent) throw data("Unknown form", { status: 400 });

  // Spec §5: the page is public, submitting needs an account.
  const chosen = String(form.get("categoryId") ?? "");
  const category = isCategoryId(chosen) ? chosen : (categoryParam ?? "");
  // The spec's log-in address for every form, the import's too: /add-business/{category}.
  const returnTo = `/add-business${category ? `/${category}` : ""}`;
  const { user, refusal } = await requireUserOrRefusal(request, {
    returnTo,
    toast: ADD_BUSINESS_TOASTS.loginRequired,
  });
  if (refusal) {
    if (intent !== MANUAL) return refusal;
    // The typed listing waits on the server for the account (decision 042); the spec's toast
    // and log-in address stay as they were.
    const ip = context ? clientIpFrom(context) : "unknown";
    const allowed = (await consumeRateLimit(`listing-draft:${ip}`, RATE_RULES.listingDraftIp))
      .allowed;
    const headers = allowed ? { "Set-Cookie": await saveListingDraft(form) } : undefined;
    return redirectWithToast(loginUrlFor(returnTo), ADD_BUSINESS_TOASTS.loginRequired, {
      headers,
    });
  }

  const result = await FORMS[intent](user, form);

  if (result.status === "created") {
    const toast = result.approved
      ? ADD_BUSINESS_TOASTS.added
      : intent === MANUAL
        ? ADD_BUSINESS_TOASTS.submitted
        : ADD_BUSINESS_TOASTS.importSubmitted;
    // An approved listing is live: show it. A pending one is not public yet.
    const to = result.approved ? `/vendor/${result.vendorId}` : destinationFor(user.role);
    // A listing typed before logging in, now sent by hand, is not made again later.
    const forget = await retireListingDraft(request, user.id);
    const headers = forget ? { "Set-Cookie": forget } : undefined;
    return redirectWithToast(to, toast, { status: 303, headers });
  }
  const status = result.status === "invalid" || result.status === "failed" ? 400 : 200;
  // The result's values are typed field by field (some absent); they are echoed as they came.
  return reply(request, result as AddBusinessResult & FormResult, status);
}
