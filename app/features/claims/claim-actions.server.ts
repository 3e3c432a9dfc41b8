import { data } from "react-router";
import { userWrite, type WriteAnswers } from "~/features/accounts/guards.server";
import { formValues, withoutSecrets } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { parseId } from "~/lib/id-param";
import { logger } from "~/lib/logger.server";
import {
  CLAIM_TOASTS,
  type ClaimActionData,
  type ClaimPageAnswer,
  claimToast,
  parseClaim,
} from "./claim.schema";

type ClaimRefusal = Extract<ClaimActionData, { ok: false }>;

import { submitClaim } from "./claims.server";

/**
 * Business claims (a resource route: no page of its own).
 * The Claim this Business dialog posts here. With JavaScript it posts through a fetcher with
 * `js=1` and gets JSON; without, it is a plain form post answered with a redirect back to the
 * vendor page and the same toast. Admins decide claims in the admin panel (its action is the
 * one path).
 */

const CLAIM_WRITE: WriteAnswers<ClaimActionData> = {
  toastFor: claimToast,
  refusalBody: { ok: false, error: "login-required" },
  refusalToast: CLAIM_TOASTS.loginRequired,
};

/**
 * `inPage`: the form in the vendor page itself (`?claim=1`, without JavaScript) posts to that
 * page, which answers a refusal in the page: the message beside each field and what was typed
 * (a redirect with a toast would lose it). A success still goes back with the toast.
 */
export async function claimAction(
  request: Request,
  { inPage = false, pageVendorId }: { inPage?: boolean; pageVendorId?: string } = {},
) {
  const form = await request.formData();
  const vendorId = parseId(String(form.get("vendorId") ?? ""));
  // The in-page form claims the page's own listing.
  if (!vendorId || (inPage && String(vendorId) !== pageVendorId)) {
    throw data("That claim was not understood.", { status: 400 });
  }
  const vendorPath = `/vendor/${vendorId}`;
  // The guard comes first; the claimant is always the session's user.
  const { user, refusal, answer } = await userWrite(request, form, vendorPath, CLAIM_WRITE);
  if (refusal) return refusal;

  const typed = withoutSecrets(formValues(form));
  const refuse = (body: ClaimRefusal, status: number, to?: string) =>
    inPage
      ? reply<ClaimPageAnswer>(request, { ...body, values: typed }, status)
      : answer(body, status, to);

  const parsed = parseClaim(form);
  // Without JavaScript, a refused claim is the in-page form (`?claim=1`) again.
  if (!parsed.ok) {
    return refuse(
      { ok: false, error: "invalid", errors: parsed.errors },
      400,
      `${vendorPath}?claim=1`,
    );
  }

  try {
    const result = await submitClaim(user, parsed.data);
    if (result.ok) return answer({ ok: true }, 200);
    if (result.reason === "invalid") {
      return refuse({ ok: false, error: "invalid" }, 400, `${vendorPath}?claim=1`);
    }
    if (result.reason === "too-many") return refuse({ ok: false, error: "too-many" }, 429);
    // Claimed meanwhile: the page no longer shows the form, so the answer is the toast there.
    return answer({ ok: false, error: "not-claimable" }, 409);
  } catch (error) {
    logger.error({ err: error }, "Submitting a business claim failed");
    return refuse({ ok: false, error: "failed" }, 500);
  }
}
