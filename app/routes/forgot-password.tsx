import { Form, Link } from "react-router";
import { AuthCard, EmailField, SubmitButton } from "~/features/accounts/account-ui";
import { authHeaders, requestPasswordReset } from "~/features/accounts/accounts.server";
import { pleaseWait } from "~/features/accounts/action-helpers.server";
import { forgotPasswordSchema } from "~/features/accounts/auth.schema";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { clientIpFrom, consumeAll, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { type FormResult, formValues, parseForm } from "~/lib/form";
import { keepsTyped, reply } from "~/lib/form.server";
import { isOutage } from "~/lib/outage";
import { originFrom, seo } from "~/lib/seo";
import { FormError, useActionToast, useFormValidation } from "~/ui/form";
import { MailCheck } from "~/ui/icons";
import type { Route } from "./+types/forgot-password";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

type ForgotResult = FormResult & { sent?: boolean; email?: string };

export const action = keepsTyped(async ({ request, context }: Route.ActionArgs) => {
  const values = formValues(await request.formData());
  const parsed = parseForm(forgotPasswordSchema, values);
  if (!parsed.ok) return reply<ForgotResult>(request, { errors: parsed.errors, values }, 400);
  const { email } = parsed.data;
  const ip = clientIpFrom(context);
  const limit = await consumeAll([
    [`forgot:${email}`, RATE_RULES.forgotPassword],
    [`forgot-ip:${ip}`, RATE_RULES.forgotPasswordIp],
  ]);
  if (!limit.allowed)
    return reply<ForgotResult>(request, { values, toast: pleaseWait(limit.retryAfter) }, 429);
  try {
    const headers = authHeaders(request, ip);
    headers.delete("cookie");
    await requestPasswordReset(email, headers);
  } catch {
    return reply<ForgotResult>(
      request,
      {
        values,
        toast: {
          title: "Error",
          description: "Failed to send reset email",
          variant: "destructive",
        },
      },
      500,
    );
  }
  // The same answer whether or not the address has an account (no account discovery).
  return reply<ForgotResult>(request, { sent: true, email });
});

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const result = actionData as ForgotResult | undefined;
  const { errors, checks } = useFormValidation(
    () => import("~/features/accounts/auth.schema").then((m) => m.forgotPasswordSchema),
    result?.errors,
  );
  useActionToast(result);

  if (result?.sent) {
    return (
      <AuthCard title="Check your email">
        <div className="space-y-4 text-center text-stone-700" role="status">
          <MailCheck className="mx-auto size-10 text-brand-700" aria-hidden />
          <p>
            If an account exists for <strong className="text-ink">{result.email}</strong>, we've
            sent a link to reset your password. It expires in 1 hour.
          </p>
          <p className="text-sm">
            Didn't get it? Check your spam folder or{" "}
            <Link
              to="/forgot-password"
              reloadDocument
              className="font-semibold text-brand-700 hover:underline"
            >
              Try again
            </Link>
          </p>
          <Link to="/login" className="btn-secondary">
            Back to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email and we'll send you a link to reset your password"
    >
      <Form method="post" {...checks} className="space-y-4">
        <FormError>{isOutage(actionData) ? actionData.formError : null}</FormError>
        <EmailField defaultValue={result?.values?.email} error={errors.email} />
        <SubmitButton label="Send Reset Link" busyLabel="Sending..." />
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Forgot password",
    description: "Request a link to reset your Saath password.",
    path: "/forgot-password",
    origin: originFrom(matches),
    noIndex: true,
  });
