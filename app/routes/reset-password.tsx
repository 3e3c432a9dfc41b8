import { useEffect } from "react";
import { Form, Link, useNavigate } from "react-router";
import { AuthCard, NewPasswordFields, SubmitButton } from "~/features/accounts/account-ui";
import { authHeaders, isResetTokenValid, resetPassword } from "~/features/accounts/accounts.server";
import { pleaseWait } from "~/features/accounts/action-helpers.server";
import { resetPasswordSchema } from "~/features/accounts/auth.schema";
import { forgetSignInFailures } from "~/features/accounts/login-actions.server";
import { clientIpFrom, consumeAll, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { type FormResult, formValues, parseForm } from "~/lib/form";
import { keepsTyped, reply } from "~/lib/form.server";
import { isOutage } from "~/lib/outage";
import { originFrom, seo } from "~/lib/seo";
import { orUnavailable } from "~/lib/unavailable.server";
import { FormError, useActionToast, useFormValidation } from "~/ui/form";
import { CheckCircle2, Link2Off } from "~/ui/icons";
import type { Route } from "./+types/reset-password";

type ResetResult = FormResult & { done?: boolean; invalid?: boolean };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // Checked without using the token up: it is consumed only when the new password is saved.
  const valid = await orUnavailable(isResetTokenValid(token), "site");
  return { token: valid ? token : "", valid };
}

export const action = keepsTyped(async ({ request, context }: Route.ActionArgs) => {
  const values = formValues(await request.formData());
  const parsed = parseForm(resetPasswordSchema, values);
  if (!parsed.ok) return reply<ResetResult>(request, { errors: parsed.errors }, 400);
  const ip = clientIpFrom(context);
  const limit = await consumeAll([[`reset-ip:${ip}`, RATE_RULES.resetPasswordIp]]);
  if (!limit.allowed)
    return reply<ResetResult>(request, { toast: pleaseWait(limit.retryAfter) }, 429);
  const headers = authHeaders(request, ip);
  headers.delete("cookie");
  const result = await resetPassword(parsed.data.token, parsed.data.password, headers);
  if (result.ok) {
    if (result.email) await forgetSignInFailures(result.email, ip);
    return reply<ResetResult>(request, { done: true });
  }
  if (result.reason === "invalid") {
    return reply<ResetResult>(
      request,
      {
        invalid: true,
        toast: {
          title: "Session expired",
          description: "Please request a new password reset link",
          variant: "destructive",
        },
      },
      400,
    );
  }
  return reply<ResetResult>(
    request,
    { toast: { title: "Error", description: "Failed to reset password", variant: "destructive" } },
    500,
  );
});

function InvalidLink() {
  return (
    <AuthCard title="Invalid Reset Link">
      <div className="space-y-4 text-center text-stone-700">
        <Link2Off className="mx-auto size-10 text-brand-700" aria-hidden />
        <p>
          This password reset link is invalid or has expired. Reset links work once, for 1 hour.
        </p>
        <Link to="/forgot-password" className="btn-primary">
          Request New Reset
        </Link>
      </div>
    </AuthCard>
  );
}

/** Spec: after success the page goes to /login after 2 seconds. */
function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate("/login", { replace: true, state: { carryToast: true } }),
      2000,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard title="Password updated">
      <div className="space-y-4 text-center text-stone-700" role="status">
        <CheckCircle2 className="mx-auto size-10 text-emerald-700" aria-hidden />
        <p>Your password has been changed. Taking you to the login page...</p>
        <noscript>
          <meta httpEquiv="refresh" content="2;url=/login" />
        </noscript>
        <Link to="/login" className="btn-secondary">
          Go to Login
        </Link>
      </div>
    </AuthCard>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ResetResult | undefined;
  const { errors, checks } = useFormValidation(
    () => import("~/features/accounts/auth.schema").then((m) => m.resetPasswordSchema),
    result?.errors,
  );
  useActionToast(result);

  if (result?.done) return <ResetDone />;
  if (!loaderData.valid || result?.invalid) return <InvalidLink />;

  return (
    <AuthCard title="Set New Password" subtitle="Choose a new password for your account">
      <Form method="post" {...checks} className="space-y-4">
        <FormError>{isOutage(actionData) ? actionData.formError : null}</FormError>
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields name="password" hint="At least 6 characters." errors={errors} />
        <SubmitButton label="Update Password" busyLabel="Updating..." />
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Set New Password",
    description: "Choose a new password for your Saath account.",
    path: "/reset-password",
    origin: originFrom(matches),
    noIndex: true,
  });
