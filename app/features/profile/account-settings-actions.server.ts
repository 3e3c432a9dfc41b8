import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
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
import { type FieldErrors, type FormResult, formValues, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { intentSchema, readIntent } from "~/lib/intent";
import { ACCOUNT_INTENTS } from "./account-settings.constants";
import { deleteMyAccount } from "./erase-account.server";

/**
 * A browser's own form post (no JavaScript, or before it loaded): a navigation, not React
 * Router's `.data` fetch.
 */
const isPageNavigation = (request: Request) =>
  !new URL(request.url).pathname.endsWith(".data") &&
  (request.headers.get("sec-fetch-mode") === "navigate" ||
    (request.headers.get("accept") ?? "").includes("text/html"));

const accountIntent = intentSchema(Object.values(ACCOUNT_INTENTS));

const ACCOUNT_DELETED = {
  title: "Account deleted",
  description: "Your account and your personal data have been deleted.",
  variant: "success",
} as const;

type CredentialsForm = "email" | "password" | "delete";

export type AccountResult = FormResult & {
  form?: CredentialsForm | "resend";
  /** Set on the "briefly unavailable" answer (`OutageResult`): the intent the form was sent with. */
  intent?: string;
  pendingEmail?: string;
  ok?: boolean;
};

/** /account: resend the confirmation, change the e-mail address or password, delete the account. */
export async function accountSettingsAction(
  user: SessionUser,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const posted = await request.formData();
  const values = formValues(posted);
  const headers = authHeaders(request, clientIpFrom(context));
  const answer = (result: AccountResult, init?: number | ResponseInit) =>
    reply(request, result, init);

  /**
   * A credentials card's input: its fields through `schema`, then the account's limit on
   * changing credentials. The input, or the answer refusing it: 400 with the field errors (in
   * `invalid`'s words when given), or 429.
   */
  async function checked<T extends z.ZodType>(
    form: CredentialsForm,
    schema: T,
    invalid = (errors: FieldErrors): AccountResult => ({ form, errors }),
  ) {
    const parsed = parseForm(schema, values);
    if (!parsed.ok) return { ok: false as const, refusal: answer(invalid(parsed.errors), 400) };
    const limit = await consumeAll([
      [`change-credentials:${user.id}`, RATE_RULES.changeCredentials],
    ]);
    if (!limit.allowed) {
      return {
        ok: false as const,
        refusal: answer({ form, toast: pleaseWait(limit.retryAfter) }, 429),
      };
    }
    return { ok: true as const, input: parsed.data as z.infer<T> };
  }

  switch (readIntent(accountIntent, posted)) {
    case ACCOUNT_INTENTS.resend: {
      const sent = await resendConfirmationEmail(
        user.email,
        headers,
        `We've sent a new confirmation link to ${user.email}.`,
      );
      return answer({ form: "resend", toast: sent.toast }, sent.status);
    }

    case ACCOUNT_INTENTS.email: {
      const form = "email";
      // The main admin is the account with ADMIN_EMAIL: a new address would leave the site with
      // none (and hand the role to whoever next takes that address).
      if (user.isMainAdmin) {
        return answer(
          {
            form,
            formError:
              "The main admin's email is set in the site's configuration (ADMIN_EMAIL) and cannot be changed here.",
            values: { newEmail: values.newEmail ?? "" },
          },
          403,
        );
      }
      const step = await checked(form, changeEmailSchema, (errors) => ({
        form,
        errors,
        // The spec's form-level message is for a missing field; a typed but malformed address
        // has its own message beside the field.
        formError:
          values.newEmail?.trim() && values.currentPassword ? undefined : MESSAGES.required,
        values: { newEmail: values.newEmail ?? "" },
      }));
      if (!step.ok) return step.refusal;
      const { newEmail } = step.input;
      const result = await changeEmail({ ...step.input, headers });
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
      // A failure that is not the password's is the outage answer (keepsTyped), not "check it".
      const status = result.reason === "error" ? 500 : 400;
      return answer({ form, values: { newEmail }, ...failure("Update failed", message) }, status);
    }

    case ACCOUNT_INTENTS.password: {
      const form = "password";
      const step = await checked(form, changePasswordSchema);
      if (!step.ok) return step.refusal;
      const result = await changePassword({ ...step.input, headers });
      if (result.ok) {
        const toast = {
          title: "Password updated",
          description: "Your password has been changed.",
          variant: "success",
        } as const;
        // better-auth revoked every session, this one too, and made a new one (the Set-Cookie).
        // A plain form post renders the page in the same request, whose loaders would read the
        // old, revoked cookie and send the user to log in: redirect instead, so the page is
        // read with the new cookie and the toast comes with it (decision 036). A script's post
        // gets the cookie with its answer and reads the page again by itself.
        if (isPageNavigation(request)) {
          return redirectWithToast("/account", toast, { headers: result.headers });
        }
        return answer({ form, ok: true, toast }, { headers: result.headers });
      }
      const message =
        "Could not update password. Please check your current password and try again.";
      return answer(
        { form, ...failure("Update failed", message) },
        result.reason === "error" ? 500 : 400,
      );
    }

    case ACCOUNT_INTENTS.delete: {
      const form = "delete";
      const step = await checked(form, deleteAccountSchema);
      if (!step.ok) return step.refusal;
      const result = await deleteMyAccount(user, step.input.currentPassword, headers);
      if (result.outcome === "main-admin") {
        return answer({ form, formError: "The main admin account cannot be deleted." }, 403);
      }
      if (result.outcome === "password") {
        return answer({ form, errors: { currentPassword: "That password is not right" } }, 400);
      }
      return redirectWithToast("/", ACCOUNT_DELETED, { headers: result.headers });
    }

    default:
      return answer({ formError: "Unknown request" }, 400);
  }
}
