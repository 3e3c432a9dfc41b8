import { data, redirect } from "react-router";
import { requireAdmin } from "~/features/accounts/guards.server";
import { safeReturnUrl } from "~/features/accounts/return-url";
import { getOptionalUser } from "~/features/accounts/session.server";
import {
  CLAIM_TOASTS,
  type ClaimActionData,
  claimDecisionSchema,
  parseClaim,
} from "~/features/claims/claim.schema";
import { approveClaim, rejectClaim, submitClaim } from "~/features/claims/claims.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/claim";

/**
 * Business claims (a resource route: no page of its own).
 * - intent "submit" (default): the Claim this Business dialog. With JavaScript it posts
 *   through a fetcher with `js=1` and gets JSON; without, it is a plain form post answered
 *   with a redirect back to the vendor page and a toast.
 * - intents "approve" / "reject": admins only (a 403 for anyone else, nothing changes).
 */

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "submit");
  if (intent === "approve" || intent === "reject") return decide(request, form);
  return submit(request, form);
}

async function submit(request: Request, form: FormData) {
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
  ) => (isFetch ? data(body, { status }) : redirectWithToast(to, toast, { status: 303 }));

  // The guard comes first; the claimant is always the session's user.
  const user = await getOptionalUser(request);
  if (!user) {
    return reply(
      { ok: false, error: "login-required" },
      401,
      CLAIM_TOASTS.loginRequired,
      `/login?returnUrl=${encodeURIComponent(vendorPath)}`,
    );
  }

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

async function decide(request: Request, form: FormData) {
  const admin = await requireAdmin(request);
  const isFetch = form.get("js") === "1";
  const redirectTo = safeReturnUrl(String(form.get("redirectTo") ?? "")) ?? "/admin";
  const parsed = claimDecisionSchema.safeParse({
    intent: form.get("intent"),
    claimId: form.get("claimId"),
  });
  if (!parsed.success) throw data("That decision was not understood.", { status: 400 });
  const { intent, claimId } = parsed.data;
  const approve = intent === "approve";
  const result = approve ? await approveClaim(admin, claimId) : await rejectClaim(admin, claimId);
  if (isFetch) return data(result, { status: result.ok ? 200 : 409 });
  return redirectWithToast(
    redirectTo,
    result.ok
      ? { title: approve ? "Claim approved" : "Claim rejected", variant: "success" }
      : {
          title: approve ? "Failed to approve claim" : "Failed to reject claim",
          description: "The claim may already have been decided.",
          variant: "destructive",
        },
    { status: 303 },
  );
}
