import { data, type RouterContextProvider } from "react-router";
import {
  clearRateLimits,
  clientIpFrom,
  consumeAll,
  RATE_RULES,
  type RateRule,
  refundRateLimit,
} from "~/features/rate-limit/rate-limit.server";
import { toastHeaders } from "~/features/toast/toast.server";
import { type FormResult, formValues, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { readPlace, withPlace } from "~/lib/keep-place";
import { destinationFor } from "~/lib/return-url";
import type { ToastMessage } from "~/lib/toast-message";
import { authHeaders, requestPasswordReset, signIn } from "./accounts.server";
import { failure, pleaseWait } from "./action-helpers.server";
import { emailOnlySchema, loginSchema, strongPassword } from "./auth.schema";
import { resendConfirmationEmail } from "./confirmation.server";
import { isKnownDevice, rememberDevice } from "./known-device.server";
import { getOptionalUser, type SessionUser } from "./session.server";

export type LoginResult = FormResult & {
  redirectTo?: string;
  unconfirmed?: boolean;
  /** A failed log-in offers the confirmation link again (spec §2 Login): it reveals nothing. */
  offerResend?: boolean;
  email?: string;
};

const EMAIL_FIRST = {
  title: "Email required",
  description: "Please enter your email address first.",
  variant: "destructive",
} as const;

/**
 * Log-in attempts are limited three ways at once: one address at one account (a typo-prone
 * owner, quickly), one account from every address together (guesses spread over many
 * addresses), and one address at every account. Forgot-password has limits of its own, so the
 * owner of a limited account can always reset the password.
 */
function signInKeys(ip: string, typed: string) {
  // One account whatever the case it is typed in (better-auth stores addresses in lower case).
  const email = typed.trim().toLowerCase();
  return {
    address: `sign-in:${ip}:${email}`,
    account: `sign-in-account:${email}`,
    ip: `sign-in-ip:${ip}`,
  };
}

/**
 * Counts one log-in attempt (`now` for tests); refused when any of the limits is spent. From a
 * browser the account has logged in on before (`knownDevice`), the per-account limit neither
 * counts nor refuses it: anyone can spend that limit, so it must never lock the owner out
 * (decision 036). The per-address and per-IP limits always count.
 */
export function countSignInAttempt(
  ip: string,
  email: string,
  now = Date.now(),
  { knownDevice = false }: { knownDevice?: boolean } = {},
) {
  const keys = signInKeys(ip, email);
  return consumeAll(
    [
      [keys.address, RATE_RULES.signInAddress],
      ...(knownDevice ? [] : [[keys.account, RATE_RULES.signInAccount] as [string, RateRule]]),
      [keys.ip, RATE_RULES.signInIp],
    ],
    now,
  );
}

/**
 * One log-in attempt under the sign-in limits: counted first, refused once they are spent, and
 * given back when it succeeds. The login form's and the sign-up's for an address that is
 * already registered, so neither is a way round the other's limits.
 */
export async function signInWithinLimits(
  request: Request,
  ip: string,
  input: { email: string; password: string; headers: Headers },
) {
  const knownDevice = isKnownDevice(request, input.email);
  const limit = await countSignInAttempt(ip, input.email, Date.now(), { knownDevice });
  if (!limit.allowed) {
    return { ok: false as const, reason: "limited" as const, retryAfter: limit.retryAfter };
  }
  const result = await signIn(input);
  if (result.ok) await signInSucceeded(ip, input.email);
  return result;
}

/** A successful log-in was not an attack: its attempt is given back. */
function signInSucceeded(ip: string, email: string) {
  return Promise.all(Object.values(signInKeys(ip, email)).map(refundRateLimit));
}

/** A new password (an e-mailed reset, or one an admin set) makes the guesses at the old one
 * moot: the account's own limits start again, so the owner can log in at once, from any device.
 * Other addresses' counters at this account stay (they only ever limit those addresses). */
export function forgetSignInFailures(email: string, ip?: string) {
  const keys = signInKeys(ip ?? "", email);
  return clearRateLimits(ip ? [keys.address, keys.account] : [keys.account]);
}

/**
 * What the confirmation link's landing says about the step a new account was taking (decision
 * 042: the heart, finished at sign-up). Handed in by the route, since the area that knows the
 * shortlist stands on this one. A log-in finishes nothing: as the spec has it, a couple who logs
 * in comes back to the page and taps the heart themselves.
 */
export interface SignInSteps {
  afterConfirm?: (user: SessionUser, next: string | null) => Promise<{ vendorName: string } | null>;
}

/** The /login form: log in, resend the confirmation, or the admin hint's reset e-mail. */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  const values = formValues(await request.formData());
  const intent = values.intent ?? "login";
  const ip = clientIpFrom(context);
  const headers = authHeaders(request, ip);
  const answer = (result: LoginResult, init?: number | ResponseInit) =>
    reply(request, result, init);

  if (intent === "resend" || intent === "admin-reset") {
    const parsed = parseForm(emailOnlySchema, values);
    if (!parsed.ok) return answer({ values: parsed.values, toast: EMAIL_FIRST }, 400);
    const { email } = parsed.data;
    if (intent === "resend") {
      // Sent without the session: the answer is the same whatever the address.
      headers.delete("cookie");
      const sent = await resendConfirmationEmail(
        email,
        headers,
        "Please check your inbox for the confirmation link.",
        withPlace("/login", readPlace(values), { confirmed: "1" }),
      );
      const stillUnconfirmed = sent.status === 429 ? {} : { unconfirmed: true, email };
      return answer({ ...stillUnconfirmed, toast: sent.toast }, sent.status);
    }
    return sendAdminReset(request, email, ip, headers);
  }

  const parsed = parseForm(loginSchema, values);
  if (!parsed.ok) return replyInvalid(request, parsed);
  const { email, password } = parsed.data;
  const kept = { email, returnUrl: values.returnUrl ?? "", next: values.next ?? "" };

  const result = await signInWithinLimits(request, ip, { email, password, headers });
  if (!result.ok && result.reason === "limited") {
    const toast = pleaseWait(result.retryAfter);
    return answer({ values: kept, formError: toast.description, toast }, 429);
  }
  if (result.ok) {
    const redirectTo = readPlace(values).returnUrl ?? destinationFor(result.user.role);
    const welcome = await toastHeaders({
      title: "Login successful",
      description: "Welcome back!",
      variant: "success",
    });
    for (const cookie of welcome.getSetCookie()) result.headers.append("Set-Cookie", cookie);
    result.headers.append("Set-Cookie", rememberDevice(request, email));
    return answer({ redirectTo }, { headers: result.headers });
  }
  if (result.reason === "unconfirmed") {
    const formError = "Your email address has not been confirmed yet.";
    return answer({ values: kept, unconfirmed: true, email, formError }, 403);
  }
  if (result.reason === "invalid") {
    // The spec's password rules at log-in (§5), said only once the password has failed: an
    // account may hold a 6-character one after a reset, and must still get in with it.
    const rules = strongPassword.safeParse(password);
    const errors = rules.success ? undefined : { password: rules.error.issues[0].message };
    // The spec's notice after any failed log-in: the resend answers the same for every address.
    return answer(
      {
        values: kept,
        errors,
        offerResend: true,
        email,
        ...failure("Login failed", "Invalid email or password."),
      },
      401,
    );
  }
  const unexpected = "An unexpected error occurred. Please try again later.";
  return answer({ values: kept, ...failure("Login error", unexpected) }, 500);
}

/** The admin hint's button: the ordinary reset e-mail to the typed address. It grants nothing. */
async function sendAdminReset(request: Request, email: string, ip: string, headers: Headers) {
  const limit = await consumeAll([
    [`forgot:${email}`, RATE_RULES.forgotPassword],
    [`forgot-ip:${ip}`, RATE_RULES.forgotPasswordIp],
  ]);
  if (!limit.allowed) {
    return reply(request, { values: { email }, toast: pleaseWait(limit.retryAfter) }, 429);
  }
  try {
    await requestPasswordReset(email, headers);
    return reply(request, {
      values: { email },
      toast: {
        title: "Reset Email Sent",
        description: "Check your email to reset the admin password.",
        variant: "success",
      },
    });
  } catch {
    const toast = {
      title: "Reset Failed",
      description: "Failed to send password reset email",
      variant: "destructive",
    } as const;
    return reply(request, { values: { email }, toast }, 500);
  }
}

/**
 * /login: where to go after, and what the address says about a confirmation link. A visitor
 * who confirmed their address is signed in by the link and sent on to where they were going,
 * with a toast that says what was kept for them (decision 042).
 */
export async function loadLogin(request: Request, steps: SignInSteps = {}) {
  const url = new URL(request.url);
  const { returnUrl, next } = readPlace(url.searchParams);
  const user = await getOptionalUser(request);
  const confirmed = url.searchParams.get("confirmed") === "1" && !url.searchParams.get("error");
  const page = {
    // Already logged in: the page says so and moves on (spec: Login).
    redirectTo: user ? (returnUrl ?? destinationFor(user.role)) : null,
    returnUrl,
    next,
    confirmed,
    confirmError: Boolean(url.searchParams.get("confirmed") && url.searchParams.get("error")),
  };
  if (!user || !confirmed) return page;
  const hearted = steps.afterConfirm ? await steps.afterConfirm(user, next) : null;
  const toast: ToastMessage = {
    title: "Email confirmed",
    description: hearted
      ? `Welcome to Saath! ${hearted.vendorName} is on your shortlist.`
      : "Welcome to Saath! Your email address is confirmed.",
    variant: "success",
  };
  return data(page, { headers: await toastHeaders(toast) });
}
