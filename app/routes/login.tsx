import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AuthCard, EmailField, ResendNotice } from "~/features/accounts/account-ui";
import { AdminResetHint } from "~/features/accounts/admin-reset-hint";
import { type LoginResult, loadLogin, loginAction } from "~/features/accounts/login-actions.server";
import { Redirecting } from "~/features/accounts/redirecting";
import { useNextStep } from "~/features/accounts/use-next-step";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { signInSteps as steps } from "~/features/shortlist/finish-heart.server";
import { keepsTyped } from "~/lib/form.server";
import { withPlace } from "~/lib/keep-place";
import { originFrom, seo } from "~/lib/seo";
import { Field, FormError, Notice, useActionToast, useFormValidation } from "~/ui/form";
import type { Route } from "./+types/login";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export const loader = ({ request }: Route.LoaderArgs) => loadLogin(request, steps);

export const action = keepsTyped(({ request, context }: Route.ActionArgs) =>
  loginAction(request, context),
);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as LoginResult | undefined;
  const navigation = useNavigation();
  const next = useNextStep(loaderData.next);
  const [email, setEmail] = useState(result?.values?.email ?? "");
  const { errors, checks } = useFormValidation(
    () => import("~/features/accounts/auth.schema").then((m) => m.loginSchema),
    result?.errors,
    {
      onlyForIntent: "login",
    },
  );
  const submittingIntent =
    navigation.state === "submitting"
      ? (navigation.formData?.get("intent") as string | null)
      : null;
  useActionToast(result);

  const redirectTo = result?.redirectTo ?? loaderData.redirectTo;
  if (redirectTo) return <Redirecting to={redirectTo} />;

  const showAdminHint = email.toLowerCase().includes("admin");
  const formError = result?.unconfirmed ? undefined : result?.formError;

  return (
    <AuthCard title="Welcome Back" subtitle="Log in to plan your wedding and manage your shortlist">
      <div className="space-y-4">
        {loaderData.confirmed ? (
          <Notice tone="success">
            Thank you, your email address is confirmed. You can now log in.
          </Notice>
        ) : null}
        {loaderData.confirmError ? (
          <FormError>
            That confirmation link is invalid or has expired. Log in to request a new one.
          </FormError>
        ) : null}
        {result?.unconfirmed && result.email ? (
          <ResendNotice email={result.email} place={{ returnUrl: loaderData.returnUrl, next }}>
            <p className="font-semibold">Your email address has not been confirmed yet.</p>
            <p className="mt-1 mb-3">
              Please click the link in the email we sent you. Didn't get it?
            </p>
          </ResendNotice>
        ) : null}
        <FormError>{formError}</FormError>
        {result?.offerResend && result.email ? (
          <ResendNotice email={result.email} place={{ returnUrl: loaderData.returnUrl, next }}>
            <p className="mb-3">
              Not confirmed your email address yet? We can send you the link again.
            </p>
          </ResendNotice>
        ) : null}
      </div>
      <Form method="post" {...checks} className="mt-4 space-y-4">
        <input type="hidden" name="returnUrl" value={loaderData.returnUrl ?? ""} />
        <input type="hidden" name="next" value={next ?? ""} />
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <button
          type="submit"
          name="intent"
          value="login"
          className="btn-primary w-full"
          disabled={navigation.state === "submitting"}
        >
          {submittingIntent === "login" ? "Logging in..." : "Log in"}
        </button>
        {/* After the Log in button, so Enter in the password field logs in. */}
        {showAdminHint ? (
          <AdminResetHint
            sending={submittingIntent === "admin-reset"}
            busy={navigation.state === "submitting"}
          />
        ) : null}
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Don't have an account?{" "}
        <Link
          to={withPlace("/signup", { returnUrl: loaderData.returnUrl, next })}
          className="font-semibold text-brand-700 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Welcome Back",
    description: "Log in to your Saath account to plan your wedding and manage your shortlist.",
    path: "/login",
    origin: originFrom(matches),
    noIndex: true,
  });
