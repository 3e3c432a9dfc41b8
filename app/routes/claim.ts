import { data, redirect } from "react-router";
import { requireUserOrRefusal } from "~/features/accounts/guards.server";
import {
  CLAIM_TOASTS,
  type ClaimActionData,
  claimToast,
  parseClaim,
} from "~/features/claims/claim.schema";
import { submitClaim } from "~/features/claims/claims.server";
import { answerFetchOrPage } from "~/features/toast/toast.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/claim";

/**
 * Business claims (a resource route: no page of its own).
 * The Claim this Business dialog posts here. With JavaScript it posts through a fetcher with
 * `js=1` and gets JSON; without, it is a plain form post answered with a redirect back to the
 * vendor page and the same toast. Admins decide claims in the admin panel (its action is the
 * one path).
 */

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const isFetch = form.get("js") === "1";
  const vendorId = /^\d{1,9}$/.test(String(form.get("vendorId") ?? ""))
    ? Number(form.get("vendorId"))
    : null;
  if (!vendorId) throw data("That claim was not understood.", { status: 400 });
  const vendorPath = `/vendor/${vendorId}`;
  const answer = (body: ClaimActionData, status: number, to = vendorPath) =>
    answerFetchOrPage(isFetch, { body, status, toast: claimToast(body), to });

  // The guard comes first; the claimant is always the session's user.
  const { user, refusal } = await requireUserOrRefusal(request, {
    returnTo: vendorPath,
    isFetch,
    fetchBody: { ok: false, error: "login-required" } satisfies ClaimActionData,
    toast: CLAIM_TOASTS.loginRequired,
  });
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
