import type { RouterContextProvider } from "react-router";
import { authHeaders, signUp } from "~/features/accounts/accounts.server";
import { pleaseWait } from "~/features/accounts/action-helpers.server";
import {
  businessSignupSchema,
  coupleSignupSchema,
  EVENT_FIELDS,
  STEP1_FIELDS,
  type Step,
  signupStep1Schema,
  type WizardResult,
} from "~/features/accounts/auth.schema";
import { rememberDevice } from "~/features/accounts/known-device.server";
import { signInWithinLimits } from "~/features/accounts/login-actions.server";
import { createListingFromDraft, readListingDraft } from "~/features/business/listing-draft.server";
import { createEventsFromSignup } from "~/features/events/events.server";
import { clientIpFrom, consumeAll, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { finishHeartForNewAccount } from "~/features/shortlist/finish-heart.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { type FieldErrors, formValues, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { readPlace, withPlace } from "~/lib/keep-place";
import { destinationFor } from "~/lib/return-url";

const stepOf = (errors: FieldErrors): Step =>
  Object.keys(errors).some((key) => STEP1_FIELDS.includes(key) || key === "accountType") ? 1 : 2;

/**
 * The sign-up wizard's one action. With JavaScript only "create" posts; without it every step
 * is a page of its own and the typed values travel in the form.
 */
export async function signupAction(request: Request, context: Readonly<RouterContextProvider>) {
  const values = formValues(await request.formData());
  const intent = values.intent ?? "create";
  const noStore = { "Cache-Control": "no-store" };
  // Without JavaScript the wizard is one page per step; the typed values travel in the form.
  const answer = (result: WizardResult, status = 200) =>
    // The no-JS wizard carries every typed value (the password too) to the next step's page.
    reply(request, { ...result, values }, { status, headers: noStore });

  if (intent === "choose-couple" || intent === "choose-business") {
    values.accountType = intent === "choose-couple" ? "couple" : "business";
    return answer({ step: 1 });
  }
  if (intent === "back") {
    const step = Number(values.step) === 2 ? 1 : 0;
    return answer({ step: step as Step });
  }
  if (intent === "next") {
    const parsed = parseForm(signupStep1Schema, values);
    if (!parsed.ok) return answer({ step: 1, errors: parsed.errors }, 400);
    return answer({ step: 2 });
  }

  const schema = values.accountType === "business" ? businessSignupSchema : coupleSignupSchema;
  const parsed = parseForm(schema, values);
  if (!parsed.ok) return answer({ step: stepOf(parsed.errors), errors: parsed.errors }, 400);

  const ip = clientIpFrom(context);
  const limit = await consumeAll([[`sign-up-ip:${ip}`, RATE_RULES.signUpIp]]);
  if (!limit.allowed) {
    const toast = pleaseWait(limit.retryAfter);
    return answer({ step: 2, toast, formError: toast.description }, 429);
  }

  const headers = authHeaders(request, ip);
  // Where the visitor was going and what they were doing (decision 042); a business with a
  // listing typed before sign-up goes to its business area, where the listing waits.
  const place = readPlace(values);
  const isBusiness = parsed.data.accountType === "business";
  const hasDraft = isBusiness && (await readListingDraft(request)) !== null;
  const landing = hasDraft ? "/business" : (place.returnUrl ?? "/dashboard");
  const callbackURL = withPlace(
    "/login",
    // Only a place of their own: without one the link lands as it always has.
    { returnUrl: hasDraft ? "/business" : place.returnUrl, next: place.next },
    { confirmed: "1" },
  );
  const result = await signUp(
    parsed.data,
    headers,
    (userId, couple) =>
      createEventsFromSignup(userId, {
        weddingDate: couple.weddingDate,
        events: EVENT_FIELDS.map((field) => couple[field]),
        reception: couple.reception,
      }),
    callbackURL,
  );
  const finish = async (userId: string) => ({
    heart: await finishHeartForNewAccount(userId, place.next),
    listing: isBusiness
      ? await createListingFromDraft({ id: userId, role: "business" }, request)
      : null,
  });
  if (result.status === "created") {
    const done = await finish(result.userId);
    if (done.listing?.status === "created")
      result.headers.append("Set-Cookie", done.listing.clearCookie);
    const kept =
      done.listing?.status === "created"
        ? `${done.listing.name} has been submitted and will be reviewed by an administrator.`
        : done.listing?.status === "invalid"
          ? "Your listing needs a little more before it can be sent: check the form."
          : done.heart
            ? `${done.heart.vendorName} is on your shortlist.`
            : null;
    return redirectWithToast(
      done.listing?.status === "invalid" ? (place.returnUrl ?? "/business") : landing,
      {
        title: "Account created",
        description: `Welcome to Saath! ${kept ? `${kept} ` : ""}We've sent a confirmation link to ${parsed.data.email}.`,
        variant: "success",
      },
      { headers: result.headers },
    );
  }
  if (result.status === "confirm-email") {
    // The same page whether or not the address was new (no account discovery).
    const done = result.userId ? await finish(result.userId) : null;
    const answerHeaders = new Headers(noStore);
    if (done?.listing?.status === "created")
      answerHeaders.append("Set-Cookie", done.listing.clearCookie);
    // The same words whether or not the listing could be made (no account discovery).
    const kept = hasDraft
      ? "Once you confirm, your listing will be in your business area, or back on the Add Business form if it needs anything more."
      : place.returnUrl
        ? "Once you confirm, we'll take you back to where you were."
        : undefined;
    return reply(request, { done: true, email: parsed.data.email, kept } as WizardResult, {
      headers: answerHeaders,
    });
  }
  if (result.status === "exists") {
    // Spec: an address already registered → try to log in with what was typed.
    const login = await signInWithinLimits(request, ip, {
      email: parsed.data.email,
      password: parsed.data.password,
      headers,
    });
    // As /login does: a business lands on /business and the browser is remembered. (A spent
    // limit stays the same 409 as wrong details here: sign-in-limits.int.test.ts.)
    if (login.ok) {
      login.headers.append("Set-Cookie", rememberDevice(request, parsed.data.email));
      return redirectWithToast(
        place.returnUrl ?? destinationFor(login.user.role),
        {
          title: "Welcome back!",
          description: "This email is already registered, so we logged you in.",
        },
        { headers: login.headers },
      );
    }
    const failure =
      "Could not log in with the provided credentials. Please try the login page instead.";
    return answer(
      {
        step: 1,
        // The spec's two messages in the order they happened (§8): the log-in was tried.
        formError: `Account exists: This email is already registered. Attempting to log you in... Login failed: ${failure}`,
        toast: { title: "Login failed", description: failure, variant: "destructive" },
      },
      409,
    );
  }
  return answer(
    {
      step: 2,
      formError: result.message,
      toast: { title: "Signup failed", description: result.message, variant: "destructive" },
    },
    500,
  );
}
