import { Loader2, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigate, useNavigation } from "react-router";
import {
  authHeaders,
  requestPasswordReset,
  resendConfirmation,
  signIn,
} from "~/features/accounts/accounts.server";
import {
  formReplier,
  PLEASE_WAIT_RESEND,
  pleaseWait,
  withoutSecrets,
} from "~/features/accounts/action-helpers.server";
import {
  emailOnlySchema,
  formValues,
  loginSchema,
  validate,
} from "~/features/accounts/auth.schema";
import type { FormResult } from "~/features/accounts/form-result";
import {
  AuthCard,
  FormError,
  Notice,
  TextField,
  useFormValidation,
} from "~/features/accounts/form-ui";
import { RATE_RULES } from "~/features/accounts/rate-limit.server";
import { destinationFor, safeReturnUrl } from "~/features/accounts/return-url";
import { getOptionalUser } from "~/features/accounts/session.server";
import { clientIpFrom, consumeAll, refundRateLimit } from "~/features/rate-limit/rate-limit.server";
import { toastHeaders } from "~/features/toast/toast.server";
import { logger } from "~/lib/logger.server";
import { originFrom, seo } from "~/lib/seo";
import { useToast } from "~/ui/toast";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnUrl = safeReturnUrl(url.searchParams.get("returnUrl"));
  const user = await getOptionalUser(request);
  return {
    // Already logged in: the page says so and moves on (spec: Login).
    redirectTo: user ? (returnUrl ?? destinationFor(user.role)) : null,
    returnUrl,
    confirmed: url.searchParams.get("confirmed") === "1" && !url.searchParams.get("error"),
    confirmError: Boolean(url.searchParams.get("confirmed") && url.searchParams.get("error")),
  };
}

type LoginResult = FormResult & { redirectTo?: string; unconfirmed?: boolean; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const reply = formReplier(request);
  const values = formValues(await request.formData());
  const intent = values.intent ?? "login";
  const ip = clientIpFrom(context);
  const headers = authHeaders(request, ip);

  if (intent === "resend" || intent === "admin-reset") {
    const parsed = validate(emailOnlySchema, values);
    if (parsed.errors) {
      return reply<LoginResult>(
        {
          values: withoutSecrets(values),
          toast: {
            title: "Email required",
            description: "Please enter your email address first.",
            variant: "destructive",
          },
        },
        400,
      );
    }
    const email = parsed.data.email;
    if (intent === "resend") {
      const limit = await consumeAll([[`resend:${email}`, RATE_RULES.resend]]);
      if (!limit.allowed) return reply<LoginResult>({ toast: PLEASE_WAIT_RESEND }, 429);
      try {
        // Sent without the session: the answer is the same whatever the address.
        headers.delete("cookie");
        await resendConfirmation(email, headers);
        return reply<LoginResult>({
          unconfirmed: true,
          email,
          toast: {
            title: "Confirmation email sent",
            description: "Please check your inbox for the confirmation link.",
            variant: "success",
          },
        });
      } catch (error) {
        logger.error({ err: error }, "Resending the confirmation failed");
        return reply<LoginResult>(
          {
            unconfirmed: true,
            email,
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
    // The admin hint's button: the ordinary reset e-mail to the typed address. It grants nothing.
    const limit = await consumeAll([
      [`forgot:${email}`, RATE_RULES.forgotPassword],
      [`forgot-ip:${ip}`, RATE_RULES.forgotPasswordIp],
    ]);
    if (!limit.allowed)
      return reply<LoginResult>({ values: { email }, toast: pleaseWait(limit.retryAfter) }, 429);
    try {
      await requestPasswordReset(email, headers);
      return reply<LoginResult>({
        values: { email },
        toast: {
          title: "Reset Email Sent",
          description: "Check your email to reset the admin password.",
          variant: "success",
        },
      });
    } catch {
      return reply<LoginResult>(
        {
          values: { email },
          toast: {
            title: "Reset Failed",
            description: "Failed to send password reset email",
            variant: "destructive",
          },
        },
        500,
      );
    }
  }

  const parsed = validate(loginSchema, values);
  if (parsed.errors)
    return reply<LoginResult>({ errors: parsed.errors, values: withoutSecrets(values) }, 400);
  const { email, password } = parsed.data;
  const kept = { email, returnUrl: values.returnUrl ?? "" };

  const accountKey = `sign-in:${ip}:${email}`;
  const ipKey = `sign-in-ip:${ip}`;
  const limit = await consumeAll([
    [accountKey, RATE_RULES.signInAccount],
    [ipKey, RATE_RULES.signInIp],
  ]);
  if (!limit.allowed) {
    const toast = pleaseWait(limit.retryAfter);
    return reply<LoginResult>({ values: kept, formError: toast.description, toast }, 429);
  }

  const result = await signIn({ email, password, headers });
  if (result.ok) {
    await Promise.all([refundRateLimit(accountKey), refundRateLimit(ipKey)]);
    const redirectTo = safeReturnUrl(values.returnUrl) ?? destinationFor(result.user.role);
    const responseHeaders = result.headers;
    for (const cookie of (
      await toastHeaders({
        title: "Login successful",
        description: "Welcome back!",
        variant: "success",
      })
    ).getSetCookie()) {
      responseHeaders.append("Set-Cookie", cookie);
    }
    return reply<LoginResult>({ redirectTo }, { headers: responseHeaders });
  }
  if (result.reason === "unconfirmed") {
    return reply<LoginResult>(
      {
        values: kept,
        unconfirmed: true,
        email,
        formError: "Your email address has not been confirmed yet.",
      },
      403,
    );
  }
  if (result.reason === "invalid") {
    return reply<LoginResult>(
      {
        values: kept,
        formError: "Invalid email or password.",
        toast: {
          title: "Login failed",
          description: "Invalid email or password.",
          variant: "destructive",
        },
      },
      401,
    );
  }
  return reply<LoginResult>(
    {
      values: kept,
      formError: "An unexpected error occurred. Please try again later.",
      toast: {
        title: "Login error",
        description: "An unexpected error occurred. Please try again later.",
        variant: "destructive",
      },
    },
    500,
  );
}

/** 'Redirecting to dashboard...', then about 300 ms later the destination (spec: Login). */
function Redirecting({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [navigate, to]);
  return (
    <AuthCard title="Welcome Back">
      <p className="flex items-center justify-center gap-2 text-stone-700" role="status">
        <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden />
        Redirecting to dashboard...
      </p>
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${to}`} />
        <p className="mt-4 text-center">
          <a href={to} className="text-brand-700 underline">
            Continue
          </a>
        </p>
      </noscript>
    </AuthCard>
  );
}

function ResendConfirmation({ email }: { email: string }) {
  const fetcher = useFetcher<LoginResult>();
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (fetcher.data?.toast) toast(fetcher.data.toast);
  }, [fetcher.data?.at, toast]);
  const sending = fetcher.state !== "idle";
  return (
    <Notice>
      <p className="font-semibold">Your email address has not been confirmed yet.</p>
      <p className="mt-1">Please click the link in the email we sent you. Didn't get it?</p>
      <fetcher.Form method="post" action="/login" className="mt-3">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="btn-secondary" disabled={sending}>
          {sending ? "Sending..." : "Resend confirmation email"}
        </button>
      </fetcher.Form>
    </Notice>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as LoginResult | undefined;
  const navigation = useNavigation();
  const toast = useToast();
  const [email, setEmail] = useState(result?.values?.email ?? "");
  const { errors, onSubmit } = useFormValidation(loginSchema, result?.errors, {
    onlyForIntent: "login",
  });
  const submittingIntent =
    navigation.state === "submitting"
      ? (navigation.formData?.get("intent") as string | null)
      : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (result?.toast) toast(result.toast);
  }, [result?.at, toast]);

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
        {result?.unconfirmed && result.email ? <ResendConfirmation email={result.email} /> : null}
        <FormError>{formError}</FormError>
      </div>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <input type="hidden" name="returnUrl" value={loaderData.returnUrl ?? ""} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={setEmail}
          error={errors.email}
          required
        />
        <TextField
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
          <div
            className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm"
            data-testid="admin-hint"
          >
            <p className="flex items-center gap-2 font-semibold text-brand-800">
              <ShieldAlert className="size-4" aria-hidden /> Admin account
            </p>
            <p className="mt-1 text-stone-700">
              Forgotten the admin password? We will email a reset link to the address above.
            </p>
            <button
              type="submit"
              name="intent"
              value="admin-reset"
              formNoValidate
              className="btn-secondary mt-3"
              disabled={navigation.state === "submitting"}
            >
              {submittingIntent === "admin-reset" ? "Sending..." : "Reset Admin Password"}
            </button>
          </div>
        ) : null}
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Don't have an account?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
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
  });
