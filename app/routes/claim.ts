import { data, redirect } from "react-router";
import { requireUserOrRefusal } from "~/features/accounts/guards.server";
import { CLAIM_TOASTS, type ClaimActionData, parseClaim } from "~/features/claims/claim.schema";
import { submitClaim } from "~/features/claims/claims.server";
import { answerFetchOrPage } from "~/features/toast/toast.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/claim";

/**
 * Business claims (a resource route: no page of its own).
 * The Claim this Business dialog posts here. With JavaScript it posts through a fetcher with
 * `js=1` and gets JSON; without, it is a plain form post answered with a redirect back to the
 * vendor page and a toast. Admins decide claims in the admin panel (its action is the one path).
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
  const reply = (
    body: ClaimActionData,
    status: number,
    toast: (typeof CLAIM_TOASTS)[keyof typeof CLAIM_TOASTS],
    to = vendorPath,
  ) => answerFetchOrPage(isFetch, { body, status, toast, to });

  // The guard comes first; the claimant is always the session's user.
  const { user, refusal } = await requireUserOrRefusal(request, {
    returnTo: vendorPath,
    isFetch,
    fetchBody: { ok: false, error: "login-required" } satisfies ClaimActionData,
    toast: CLAIM_TOASTS.loginRequired,
  });
  if (refusal) return refusal;

  const parsed = parseClaim({
    vendorId,
    relationship: form.get("relationship") ?? undefined,
    evidence: form.get("evidence") ?? undefined,
    contactNumber: form.get("contactNumber") ?? undefined,
  });
  if (!parsed.ok) {
    return reply(
      { ok: false, error: "invalid", errors: parsed.errors },
      400,
      CLAIM_TOASTS.missing,
      `${vendorPath}?claim=1`,
    );
  }

  try {
    const result = await submitClaim(user, parsed.data);
    if (result.ok) return reply({ ok: true }, 200, CLAIM_TOASTS.submitted);
    if (result.reason === "invalid") {
      return reply(
        { ok: false, error: "invalid" },
        400,
        CLAIM_TOASTS.missing,
        `${vendorPath}?claim=1`,
      );
    }
    return reply({ ok: false, error: "not-claimable" }, 409, CLAIM_TOASTS.failed);
  } catch (error) {
    logger.error({ err: error }, "Submitting a business claim failed");
    return reply({ ok: false, error: "failed" }, 500, CLAIM_TOASTS.failed);
  }
}
