import { data } from "react-router";
import { requireUser, requireUserToContinue } from "~/features/accounts/guards.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import type { FormResult } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { CLAIM_TOASTS, CODE_INTENTS, CODE_MESSAGES } from "./claim.constants";
import {
  codeClaimTarget,
  hasLiveCode,
  maskEmail,
  sendClaimCode,
  verifyClaimCode,
} from "./claim-code.server";

/** /vendor/{id}/claim-code: claim a listing with a code sent to its own address (decision 042). */

export type ClaimCodeResult = FormResult & { sent?: boolean };

const vendorIdOf = (value: string) => idParam(value, "Vendor not found");

export async function loadClaimCode(request: Request, vendorIdText: string) {
  const id = vendorIdOf(vendorIdText);
  const user = await requireUserToContinue(
    request,
    `/vendor/${id}/claim-code`,
    CLAIM_TOASTS.loginRequired,
  );
  const target = await codeClaimTarget(id);
  if (!target) throw data(CODE_MESSAGES.notClaimable, { status: 404 });
  return {
    vendor: { id, name: target.name },
    sentTo: maskEmail(target.email),
    businessOnly: user.role === "user",
    codeSent: await hasLiveCode(user.id, id),
  };
}

export async function claimCodeAction(request: Request, vendorIdText: string) {
  const id = vendorIdOf(vendorIdText);
  const user = await requireUser(request);
  const form = await request.formData();
  const answer = (result: ClaimCodeResult, status = 200) => reply(request, result, status);
  // Only a business account edits listings (requireListingEditor): a couple keeps the queue.
  if (user.role === "user") return answer({ formError: CODE_MESSAGES.businessOnly }, 403);

  if (form.get("intent") === CODE_INTENTS.send) {
    const sent = await sendClaimCode(user, id);
    if (!sent.ok) return answer({ formError: sent.message }, 429);
    return answer({
      sent: true,
      toast: {
        title: "Code sent",
        description: `We've e-mailed a 6-digit code to ${maskEmail(sent.sentTo)}.`,
        variant: "success",
      },
    });
  }

  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) {
    return answer({ sent: true, errors: { code: CODE_MESSAGES.format }, values: { code } }, 400);
  }
  const verified = await verifyClaimCode(user, id, code);
  if (!verified.ok) {
    return answer({ sent: true, errors: { code: verified.message }, values: { code } }, 400);
  }
  return redirectWithToast(
    `/business/listings/${id}`,
    {
      title: "Claim approved",
      description: `You now manage ${verified.name}. You can edit the listing straight away.`,
      variant: "success",
    },
    { status: 303 },
  );
}
