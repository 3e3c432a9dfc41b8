import { data, redirect } from "react-router";
import { requireUserOr } from "~/features/accounts/guards.server";
import { loginUrlFor } from "~/features/accounts/return-url";
import { type ClaimActionData, claimSchema, claimToast } from "~/features/claims/claim.schema";
import { submitClaim } from "~/features/claims/claims.server";
import { answerWrite } from "~/features/toast/toast.server";
import { parseForm } from "~/lib/form";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/claim";

/**
 * The Claim this Business dialog's action (a resource route: no page of its own). With
 * JavaScript the dialog posts through a fetcher with `js=1` and gets JSON; without, it is a
 * plain form post answered with a redirect back to the vendor page and a toast. Admins decide
 * claims in the admin panel (its action is the one path for decisions).
 */

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const vendorId = /^\d{1,9}$/.test(String(form.get("vendorId") ?? ""))
    ? Number(form.get("vendorId"))
    : null;
  if (!vendorId) throw data("That claim was not understood.", { status: 400 });
  const vendorPath = `/vendor/${vendorId}`;
  const answer = (body: ClaimActionData, status: number, to = vendorPath) =>
    answerWrite(form, { body, status, toast: claimToast(body), to });

  // The guard comes first; the claimant is always the session's user.
  const { user, refusal } = await requireUserOr(request, () =>
    answer({ ok: false, error: "login-required" }, 401, loginUrlFor(vendorPath)),
  );
  if (!user) return refusal;

  const parsed = parseForm(claimSchema, form);
  if (!parsed.ok) {
    // Without JavaScript, back to the in-page form (`?claim=1`) with the spec's toast.
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
