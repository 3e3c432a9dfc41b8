import { data } from "react-router";
import { userWrite, type WriteAnswers } from "~/features/accounts/guards.server";
import { parseId } from "~/lib/id-param";
import { logger } from "~/lib/logger.server";
import { CLAIM_TOASTS, type ClaimActionData, claimToast, parseClaim } from "./claim.schema";
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

export async function claimAction(request: Request) {
  const form = await request.formData();
  const vendorId = parseId(String(form.get("vendorId") ?? ""));
  if (!vendorId) throw data("That claim was not understood.", { status: 400 });
  const vendorPath = `/vendor/${vendorId}`;
  // The guard comes first; the claimant is always the session's user.
  const { user, refusal, answer } = await userWrite(request, form, vendorPath, CLAIM_WRITE);
  if (refusal) return refusal;

  const parsed = parseClaim(form);
  // Without JavaScript, a refused claim goes back to the in-page form (`?claim=1`).
  if (!parsed.ok) {
    return answer(
      { ok: false, error: "invalid", errors: parsed.errors },
      400,
      `${vendorPath}?claim=1`,
    );
  }

  try {
    const result = await submitClaim(user, parsed.data);
    if (result.ok) return answer({ ok: true }, 200);
    if (result.reason === "invalid") {
      return answer({ ok: false, error: "invalid" }, 400, `${vendorPath}?claim=1`);
    }
    return answer({ ok: false, error: "not-claimable" }, 409);
  } catch (error) {
    logger.error({ err: error }, "Submitting a business claim failed");
    return answer({ ok: false, error: "failed" }, 500);
  }
}
