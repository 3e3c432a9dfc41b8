import { KeyRound, Mail, UserRound } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import {
  authHeaders,
  changeEmail,
  changePassword,
  resendConfirmation,
} from "~/features/accounts/accounts.server";
import {
  formReplier,
  PLEASE_WAIT_RESEND,
  pleaseWait,
} from "~/features/accounts/action-helpers.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  formValues,
  validate,
} from "~/features/accounts/auth.schema";
import type { FormResult } from "~/features/accounts/form-result";
import {
  FormError,
  Notice,
  PasswordHint,
  TextField,
  useFormValidation,
} from "~/features/accounts/form-ui";
import { requireUser } from "~/features/accounts/guards.server";
import { formLongDate } from "~/features/accounts/labels";
import { getProfile } from "~/features/accounts/profile.server";
import { RATE_RULES } from "~/features/accounts/rate-limit.server";
import { useActionToast } from "~/features/accounts/use-action-toast";
import { clientIpFrom, consumeAll } from "~/features/rate-limit/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/account";

type AccountResult = FormResult & {
  form?: "email" | "password" | "resend";
  pendingEmail?: string;
  ok?: boolean;
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  const url = new URL(request.url);
  return {
    account: {
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      memberSince: profile ? formLongDate(profile.createdAt) : null,
    },
    emailChanged: url.searchParams.get("emailChanged") === "1" && !url.searchParams.get("error"),
    emailChangeFailed:
      url.searchParams.get("emailChanged") === "1" && Boolean(url.searchParams.get("error")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const reply = formReplier(request);
  const values = formValues(await request.formData());
  const ip = clientIpFrom(context);
  const headers = authHeaders(request, ip);

  if (values.intent === "resend-confirmation") {
    const limit = await consumeAll([[`resend:${user.email}`, RATE_RULES.resend]]);
    if (!limit.allowed)
      return reply<AccountResult>({ form: "resend", toast: PLEASE_WAIT_RESEND }, 429);
    try {
      await resendConfirmation(user.email, headers);
      return reply<AccountResult>({
        form: "resend",
        toast: {
          title: "Confirmation email sent",
          description: `We've sent a new confirmation link to ${user.email}.`,
          variant: "success",
        },
      });
    } catch (error) {
      logger.error({ err: error }, "Resending the confirmation failed");
      return reply<AccountResult>(
        {
          form: "resend",
          toast: {
            title: "Error",
            description: "Could not resend confirmation email. Please try again later.",
            variant: "destructive",
          },
        },
        500,
      );
    }
  }

  if (values.intent === "change-email") {
    const parsed = validate(changeEmailSchema, values);
    if (parsed.errors) {
      return reply<AccountResult>(
        {
          form: "email",
          errors: parsed.errors,
          formError: "Please fill in all required fields",
          values: { newEmail: values.newEmail ?? "" },
        },
        400,
      );
    }
    const limit = await consumeAll([
      [`change-credentials:${user.id}`, RATE_RULES.changeCredentials],
    ]);
    if (!limit.allowed)
      return reply<AccountResult>({ form: "email", toast: pleaseWait(limit.retryAfter) }, 429);
    const result = await changeEmail({ ...parsed.data, headers });
    if (result.ok) {
      return reply<AccountResult>({
        form: "email",
        ok: true,
        pendingEmail: parsed.data.newEmail,
        toast: {
          title: "Confirmation email sent",
          description: `Click the link we sent to ${parsed.data.newEmail} to finish changing your email.`,
          variant: "success",
        },
      });
    }
    if (result.reason === "same") {
      return reply<AccountResult>(
        {
          form: "email",
          errors: { newEmail: "This is already your email address" },
          values: { newEmail: parsed.data.newEmail },
        },
        400,
      );
    }
    const message = "Could not update email. Please check your password and try again.";
    return reply<AccountResult>(
      {
        form: "email",
        formError: message,
        values: { newEmail: parsed.data.newEmail },
        toast: { title: "Update failed", description: message, variant: "destructive" },
      },
      400,
    );
  }

  if (values.intent === "change-password") {
    const parsed = validate(changePasswordSchema, values);
    if (parsed.errors)
      return reply<AccountResult>({ form: "password", errors: parsed.errors }, 400);
    const limit = await consumeAll([
      [`change-credentials:${user.id}`, RATE_RULES.changeCredentials],
    ]);
    if (!limit.allowed)
      return reply<AccountResult>({ form: "password", toast: pleaseWait(limit.retryAfter) }, 429);
    const result = await changePassword({ ...parsed.data, headers });
    if (result.ok) {
      return reply<AccountResult>(
        {
          form: "password",
          ok: true,
          toast: {
            title: "Password updated",
            description: "Your password has been changed.",
            variant: "success",
          },
        },
        { headers: result.headers },
      );
    }
    const message = "Could not update password. Please check your current password and try again.";
    return reply<AccountResult>(
      {
        form: "password",
        formError: message,
        toast: { title: "Update failed", description: message, variant: "destructive" },
      },
      400,
    );
  }

  return reply<AccountResult>({ formError: "Unknown request" }, 400);
}

const ROLE_LABEL = { user: "Couple", business: "Business", admin: "Administrator" } as const;

function EmailCard({ result, email }: { result?: AccountResult; email: string }) {
  const navigation = useNavigation();
  const mine = result?.form === "email" ? result : undefined;
  const { errors, onSubmit } = useFormValidation(changeEmailSchema, mine?.errors);
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "change-email";
  return (
    <section className="card p-6" aria-labelledby="email-heading">
      <h2 id="email-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Mail className="size-5 text-brand-700" aria-hidden /> Change email
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Your current email is <strong>{email}</strong>. We'll send a confirmation link to the new
        address.
      </p>
      {mine?.ok && mine.pendingEmail ? (
        <div className="mt-4">
          <Notice tone="success">
            Confirmation email sent to <strong>{mine.pendingEmail}</strong>. Your email will change
            once you click the link.
          </Notice>
        </div>
      ) : null}
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 space-y-4"
        key={mine?.ok ? `email-${mine.at}` : "email"}
      >
        <input type="hidden" name="intent" value="change-email" />
        <FormError>{mine?.formError}</FormError>
        <TextField
          label="New email"
          name="newEmail"
          type="email"
          autoComplete="email"
          defaultValue={mine?.ok ? "" : mine?.values?.newEmail}
          error={errors.newEmail}
          required
        />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          required
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Updating..." : "Update Email"}
        </button>
      </Form>
    </section>
  );
}

function PasswordCard({ result }: { result?: AccountResult }) {
  const navigation = useNavigation();
  const mine = result?.form === "password" ? result : undefined;
  const { errors, onSubmit } = useFormValidation(changePasswordSchema, mine?.errors);
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  return (
    <section className="card p-6" aria-labelledby="password-heading">
      <h2 id="password-heading" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound className="size-5 text-brand-700" aria-hidden /> Change password
      </h2>
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 space-y-4"
        key={mine?.ok ? `password-${mine.at}` : "password"}
      >
        <input type="hidden" name="intent" value="change-password" />
        {mine?.ok ? <Notice tone="success">Your password has been changed.</Notice> : null}
        <FormError>{mine?.formError}</FormError>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          required
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint={<PasswordHint />}
          error={errors.newPassword}
          required
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          required
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Updating..." : "Update Password"}
        </button>
      </Form>
    </section>
  );
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AccountResult | undefined;
  const { account } = loaderData;
  const navigation = useNavigation();
  useActionToast(result);
  const resending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "resend-confirmation";
  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">Account Settings</h1>
      <p className="mt-2 text-stone-600">Manage your login details.</p>
      <div className="mt-6 space-y-4">
        {loaderData.emailChanged ? (
          <Notice tone="success">Your email address has been updated.</Notice>
        ) : null}
        {loaderData.emailChangeFailed ? (
          <FormError>
            That confirmation link is invalid or has expired. Please request the change again.
          </FormError>
        ) : null}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section className="card self-start p-6" aria-labelledby="account-heading">
          <h2 id="account-heading" className="flex items-center gap-2 text-xl font-semibold">
            <UserRound className="size-5 text-brand-700" aria-hidden /> Your account
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-stone-600">Name</dt>
              <dd className="font-medium">{account.name}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Email</dt>
              <dd className="font-medium break-all">{account.email}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Email status</dt>
              <dd className="font-medium">
                {account.emailVerified ? "Confirmed" : "Not confirmed yet"}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Account type</dt>
              <dd className="font-medium">{ROLE_LABEL[account.role]}</dd>
            </div>
            {account.memberSince ? (
              <div>
                <dt className="text-stone-600">Member since</dt>
                <dd className="font-medium">{account.memberSince}</dd>
              </div>
            ) : null}
          </dl>
          {!account.emailVerified ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="resend-confirmation" />
              <button type="submit" className="btn-secondary w-full" disabled={resending}>
                {resending ? "Sending..." : "Resend confirmation email"}
              </button>
            </Form>
          ) : null}
          <div className="mt-6 flex flex-col gap-2">
            <Link
              to={account.role === "admin" ? "/admin/profile" : "/profile"}
              className="btn-secondary"
            >
              Edit profile
            </Link>
            <Link to="/dashboard" className="btn-ghost">
              Go to Dashboard
            </Link>
          </div>
        </section>
        <div className="space-y-6 lg:col-span-2">
          <EmailCard result={result} email={account.email} />
          <PasswordCard result={result} />
        </div>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Account Settings",
    description: "Manage your Saath login details.",
    path: "/account",
    origin: originFrom(matches),
    noIndex: true,
  });
