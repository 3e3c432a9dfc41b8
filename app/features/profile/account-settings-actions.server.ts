import type { RouterContextProvider } from "react-router";
import { authHeaders, changeEmail, changePassword } from "~/features/accounts/accounts.server";
import { failure, pleaseWait } from "~/features/accounts/action-helpers.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  MESSAGES,
} from "~/features/accounts/auth.schema";
import { resendConfirmationEmail } from "~/features/accounts/confirmation.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { clientIpFrom, consumeAll, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { type FormResult, formValues, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { deleteMyAccount } from "./my-data.server";

/**
 * A browser's own form post (no JavaScript, or before it loaded): a navigation, not React
 * Router's `.data` fetch.
 */
const isPageNavigation = (request: Request) =>
  !new URL(request.url).pathname.endsWith(".data") &&
  (request.headers.get("sec-fetch-mode") === "navigate" ||
    (request.headers.get("accept") ?? "").includes("text/html"));

const ACCOUNT_DELETED = {
  title: "Account deleted",
  description: "Your account and your personal data have been deleted.",
  variant: "success",
} as const;

export type AccountResult = FormResult & {
  form?: "email" | "password" | "resend" | "delete";
  pendingEmail?: string;
  ok?: boolean;
};

/** /account: resend the confirmation, change the e-mail address or password, delete the account. */
export async function accountSettingsAction(
  user: SessionUser,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const values = formValues(await request.formData());
  const headers = authHeaders(request, clientIpFrom(context));
  const answer = (result: AccountResult, init?: number | ResponseInit) =>
    reply(request, result, init);
  const credentialsLimit = () =>
    consumeAll([[`change-credentials:${user.id}`, RATE_RULES.changeCredentials]]);

  if (values.intent === "resend-confirmation") {
    const sent = await resendConfirmationEmail(
      user.email,
      headers,
      `We've sent a new confirmation link to ${user.email}.`,
    );
    return answer({ form: "resend", toast: sent.toast }, sent.status);
  }

  if (values.intent === "change-email") {
    const form = "email";
    const parsed = parseForm(changeEmailSchema, values);
    if (!parsed.ok) {
      const kept = { newEmail: values.newEmail ?? "" };
      return answer(
        { form, errors: parsed.errors, formError: MESSAGES.required, values: kept },
        400,
      );
    }
    const { newEmail } = parsed.data;
    const limit = await credentialsLimit();
    if (!limit.allowed) return answer({ form, toast: pleaseWait(limit.retryAfter) }, 429);
    const result = await changeEmail({ ...parsed.data, headers });
    if (result.ok) {
      return answer({
        form,
        ok: true,
        pendingEmail: newEmail,
        toast: {
          title: "Confirmation email sent",
          description: `Click the link we sent to ${newEmail} to finish changing your email.`,
          variant: "success",
        },
      });
    }
    if (result.reason === "same") {
      const errors = { newEmail: "This is already your email address" };
      return answer({ form, errors, values: { newEmail } }, 400);
    }
    const message = "Could not update email. Please check your password and try again.";
    return answer({ form, values: { newEmail }, ...failure("Update failed", message) }, 400);
  }

  if (values.intent === "change-password") {
    const form = "password";
    const parsed = parseForm(changePasswordSchema, values);
    if (!parsed.ok) return answer({ form, errors: parsed.errors }, 400);
    const limit = await credentialsLimit();
    if (!limit.allowed) return answer({ form, toast: pleaseWait(limit.retryAfter) }, 429);
    const result = await changePassword({ ...parsed.data, headers });
    if (result.ok) {
      const toast = {
        title: "Password updated",
        description: "Your password has been changed.",
        variant: "success",
      } as const;
      // better-auth revoked every session, this one too, and made a new one (the Set-Cookie).
      // A plain form post renders the page in the same request, whose loaders would read the
      // old, revoked cookie and send the user to log in: redirect instead, so the page is read
      // with the new cookie and the toast comes with it (decision 036). A script's post gets
      // the cookie with its answer and reads the page again by itself.
      if (isPageNavigation(request)) {
        return redirectWithToast("/account", toast, { headers: result.headers });
      }
      return answer({ form, ok: true, toast }, { headers: result.headers });
    }
    const message = "Could not update password. Please check your current password and try again.";
    return answer({ form, ...failure("Update failed", message) }, 400);
  }

  if (values.intent === "delete-account") {
    const form = "delete";
    const parsed = parseForm(deleteAccountSchema, values);
    if (!parsed.ok) return answer({ form, errors: parsed.errors }, 400);
    const limit = await credentialsLimit();
    if (!limit.allowed) return answer({ form, toast: pleaseWait(limit.retryAfter) }, 429);
    const result = await deleteMyAccount(user, parsed.data.currentPassword, headers);
    if (result.outcome === "main-admin") {
      return answer({ form, formError: "The main admin account cannot be deleted." }, 403);
    }
    if (result.outcome === "password") {
      return answer({ form, errors: { currentPassword: "That password is not right" } }, 400);
    }
    return redirectWithToast("/", ACCOUNT_DELETED, { headers: result.headers });
  }

  return answer({ formError: "Unknown request" }, 400);
}
