import { ArrowLeft, Briefcase, Heart } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigate, useNavigation } from "react-router";
import { authHeaders, signIn, signUp } from "~/features/accounts/accounts.server";
import { formReplier, pleaseWait } from "~/features/accounts/action-helpers.server";
import {
  businessDetailsSchema,
  businessSignupSchema,
  coupleDetailsSchema,
  coupleSignupSchema,
  EVENT_FIELDS,
  type FieldErrors,
  formValues,
  signupStep1Schema,
  todayInLondon,
  validate,
} from "~/features/accounts/auth.schema";
import type { FormResult } from "~/features/accounts/form-result";
import {
  AuthCard,
  BusinessTypeField,
  FormError,
  PasswordHint,
  TextField,
} from "~/features/accounts/form-ui";
import { requireAnonymous } from "~/features/accounts/guards.server";
import { RATE_RULES } from "~/features/accounts/rate-limit.server";
import { useActionToast } from "~/features/accounts/use-action-toast";
import { clientIpFrom, consumeAll } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { originFrom, seo } from "~/lib/seo";
import { useToast } from "~/ui/toast";
import type { Route } from "./+types/signup";

type Step = 0 | 1 | 2;
type WizardResult = FormResult & { step?: Step; done?: boolean; email?: string };

const STEP1_FIELDS = ["name1", "name2", "email", "password", "termsAccepted"];
const COUPLE_FIELDS = ["weddingDate", ...EVENT_FIELDS, "reception"];
const BUSINESS_FIELDS = ["businessName", "businessType", "businessDescription"];
const ALL_FIELDS = [...STEP1_FIELDS, ...COUPLE_FIELDS, ...BUSINESS_FIELDS];

const stepOf = (errors: FieldErrors): Step =>
  Object.keys(errors).some((key) => STEP1_FIELDS.includes(key) || key === "accountType") ? 1 : 2;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { today: todayInLondon() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = formReplier(request);
  const values = formValues(await request.formData());
  const intent = values.intent ?? "create";
  const noStore = { "Cache-Control": "no-store" };
  // Without JavaScript the wizard is one page per step; the typed values travel in the form.
  const answer = (result: WizardResult, status = 200) =>
    reply({ ...result, values }, { status, headers: noStore });

  if (intent === "choose-couple" || intent === "choose-business") {
    values.accountType = intent === "choose-couple" ? "couple" : "business";
    return answer({ step: 1 });
  }
  if (intent === "back") {
    const step = Number(values.step) === 2 ? 1 : 0;
    return answer({ step: step as Step });
  }
  if (intent === "next") {
    const parsed = validate(signupStep1Schema, values);
    if (parsed.errors) return answer({ step: 1, errors: parsed.errors }, 400);
    return answer({ step: 2 });
  }

  const schema = values.accountType === "business" ? businessSignupSchema : coupleSignupSchema;
  const parsed = validate(schema, values);
  if (parsed.errors) return answer({ step: stepOf(parsed.errors), errors: parsed.errors }, 400);

  const ip = clientIpFrom(context);
  const limit = await consumeAll([[`sign-up-ip:${ip}`, RATE_RULES.signUpIp]]);
  if (!limit.allowed) {
    const toast = pleaseWait(limit.retryAfter);
    return answer({ step: 2, toast, formError: toast.description }, 429);
  }

  const headers = authHeaders(request, ip);
  const result = await signUp(parsed.data, headers);
  if (result.status === "created") {
    return redirectWithToast(
      "/dashboard",
      {
        title: "Account created",
        description: `Welcome to Saath! We've sent a confirmation link to ${parsed.data.email}.`,
        variant: "success",
      },
      { headers: result.headers },
    );
  }
  if (result.status === "confirm-email") {
    return reply<WizardResult>({ done: true, email: parsed.data.email }, { headers: noStore });
  }
  if (result.status === "exists") {
    // Spec: an address already registered → try to log in with what was typed.
    const login = await signIn({
      email: parsed.data.email,
      password: parsed.data.password,
      headers,
    });
    if (login.ok) {
      return redirectWithToast(
        "/dashboard",
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
        formError: `Account exists: This email is already registered. Login failed: ${failure}`,
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

function ProgressDots({ step }: { step: Step }) {
  return (
    <ol className="flex items-center gap-2" aria-label={`Step ${step} of 2`}>
      {[1, 2].map((dot) => (
        <li
          key={dot}
          className={`size-2.5 rounded-full ${dot <= step ? "bg-brand-700" : "bg-stone-300"}`}
          aria-current={dot === step ? "step" : undefined}
        >
          <span className="sr-only">Step {dot}</span>
        </li>
      ))}
    </ol>
  );
}

function CheckEmail({ email }: { email: string }) {
  const fetcher = useFetcher<FormResult>();
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (fetcher.data?.toast) toast(fetcher.data.toast);
  }, [fetcher.data?.at, toast]);
  return (
    <AuthCard title="Check your email">
      <div className="space-y-4 text-stone-700">
        <p>
          We've sent a confirmation link to <strong className="text-ink">{email}</strong>. Click it
          to confirm your email address and you'll be logged in.
        </p>
        <fetcher.Form method="post" action="/login">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          <button
            type="submit"
            className="btn-secondary w-full"
            disabled={fetcher.state !== "idle"}
          >
            {fetcher.state !== "idle" ? "Sending..." : "Resend confirmation email"}
          </button>
        </fetcher.Form>
        <p className="text-center text-sm">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Back to log in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as WizardResult | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>(result?.step ?? 0);
  const [values, setValues] = useState<Record<string, string>>(result?.values ?? {});
  const [errors, setErrors] = useState<FieldErrors>(result?.errors ?? {});
  useActionToast(result);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each server answer resets the wizard
  useEffect(() => {
    if (!result || result.done) return;
    if (result.step !== undefined) setStep(result.step);
    if (result.values) setValues(result.values);
    setErrors(result.errors ?? {});
  }, [result?.at]);

  // Moving between steps puts focus on the new step's heading (not on first load).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    formRef.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);

  if (result?.done && result.email) return <CheckEmail email={result.email} />;

  const accountType = values.accountType === "business" ? "business" : "couple";
  const submitting = navigation.state === "submitting";

  const collect = (form: HTMLFormElement) => {
    const current = formValues(new FormData(form));
    if (step === 1) current.termsAccepted = current.termsAccepted ? "on" : "";
    return { ...values, ...current };
  };

  // With JavaScript, moving between steps happens in the browser; only Create posts.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "create";
    const next = collect(event.currentTarget);
    if (intent === "choose-couple" || intent === "choose-business") {
      event.preventDefault();
      setValues({ ...next, accountType: intent === "choose-couple" ? "couple" : "business" });
      setErrors({});
      setStep(1);
      return;
    }
    if (intent === "back") {
      event.preventDefault();
      setValues(next);
      setErrors({});
      setStep(step === 2 ? 1 : 0);
      return;
    }
    if (intent === "next") {
      event.preventDefault();
      setValues(next);
      const parsed = validate(signupStep1Schema, next);
      setErrors(parsed.errors ?? {});
      if (!parsed.errors) setStep(2);
      return;
    }
    const details = accountType === "business" ? businessDetailsSchema : coupleDetailsSchema;
    const parsed = validate(details, next);
    if (parsed.errors) {
      event.preventDefault();
      setValues(next);
      setErrors(parsed.errors);
    }
  };

  const visible =
    step === 1
      ? STEP1_FIELDS
      : step === 2
        ? accountType === "business"
          ? BUSINESS_FIELDS
          : COUPLE_FIELDS
        : [];
  const hidden = ALL_FIELDS.filter((field) => !visible.includes(field));

  const title =
    step === 0
      ? "Create an account"
      : step === 1
        ? "Create your account"
        : accountType === "business"
          ? "Business Details"
          : "Wedding Details";

  return (
    <AuthCard title="Join Saath" subtitle="Plan your wedding or grow your wedding business" wide>
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        ref={formRef}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="accountType" value={values.accountType ?? ""} />
        {hidden.map((field) => (
          <input key={field} type="hidden" name={field} value={values[field] ?? ""} />
        ))}

        <h2 tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {title}
        </h2>

        {step === 0 ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <button
              type="submit"
              name="intent"
              value="choose-couple"
              className="card flex flex-col items-center gap-2 p-6 text-center hover:border-brand-500 hover:bg-brand-50"
            >
              <Heart className="size-8 text-brand-700" aria-hidden />
              <span className="font-semibold">Sign up as a Couple</span>
              <span className="text-sm text-stone-600">Shortlist vendors and plan every event</span>
            </button>
            <button
              type="submit"
              name="intent"
              value="choose-business"
              className="card flex flex-col items-center gap-2 p-6 text-center hover:border-brand-500 hover:bg-brand-50"
            >
              <Briefcase className="size-8 text-brand-700" aria-hidden />
              <span className="font-semibold">Sign up as a Business</span>
              <span className="text-sm text-stone-600">List your business and reach couples</span>
            </button>
          </div>
        ) : null}

        {step === 1 ? (
          <>
            <FormError>
              {result?.formError && result.step === 1 ? result.formError : undefined}
            </FormError>
            <TextField
              key={`name1-${accountType}`}
              label={accountType === "business" ? "Contact person" : "Partner 1"}
              name="name1"
              placeholder={
                accountType === "business" ? "Contact Person Name" : "Partner 1 Full Name"
              }
              autoComplete="name"
              defaultValue={values.name1}
              error={errors.name1}
              required
            />
            {accountType === "couple" ? (
              <TextField
                label="Partner 2 (optional)"
                name="name2"
                placeholder="Partner 2 Full Name (Optional)"
                defaultValue={values.name2}
                error={errors.name2}
              />
            ) : null}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={values.email}
              error={errors.email}
              required
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              defaultValue={values.password}
              hint={<PasswordHint />}
              error={errors.password}
              required
            />
            <div>
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="termsAccepted"
                  defaultChecked={values.termsAccepted === "on" || values.termsAccepted === "true"}
                  aria-invalid={errors.termsAccepted ? true : undefined}
                  aria-describedby={errors.termsAccepted ? "terms-error" : undefined}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span>
                  I agree to the{" "}
                  <a
                    href="/terms"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    Terms and Conditions
                  </a>
                </span>
              </label>
              {errors.termsAccepted ? (
                <p id="terms-error" className="field-error" role="alert">
                  {errors.termsAccepted}
                </p>
              ) : null}
            </div>
            <button type="submit" name="intent" value="next" className="btn-primary w-full">
              Continue
            </button>
          </>
        ) : null}

        {step === 2 && accountType === "couple" ? (
          <>
            <FormError>
              {result?.formError && result.step === 2 ? result.formError : undefined}
            </FormError>
            <TextField
              label="Wedding date"
              name="weddingDate"
              type="date"
              min={loaderData.today}
              defaultValue={values.weddingDate}
              error={errors.weddingDate}
              required
            />
            <fieldset className="space-y-3">
              <legend className="label">Your events (optional)</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {EVENT_FIELDS.map((field, index) => (
                  <TextField
                    key={field}
                    label={`Event ${index + 1}`}
                    name={field}
                    placeholder={
                      ["Mehndi", "Sangeet", "Haldi", "Wedding ceremony", "Other event"][index]
                    }
                    defaultValue={values[field]}
                    error={errors[field]}
                  />
                ))}
              </div>
            </fieldset>
            <TextField
              label="Reception (optional)"
              name="reception"
              placeholder="Where and when is your reception?"
              defaultValue={values.reception}
              error={errors.reception}
            />
            <StepTwoButtons label="Create Account" submitting={submitting} />
          </>
        ) : null}

        {step === 2 && accountType === "business" ? (
          <>
            <FormError>
              {result?.formError && result.step === 2 ? result.formError : undefined}
            </FormError>
            <TextField
              label="Business name"
              name="businessName"
              defaultValue={values.businessName}
              error={errors.businessName}
              required
            />
            <BusinessTypeField defaultValue={values.businessType} error={errors.businessType} />
            <div>
              <label htmlFor="businessDescription" className="label">
                Description (optional)
              </label>
              <textarea
                id="businessDescription"
                name="businessDescription"
                rows={4}
                maxLength={500}
                defaultValue={values.businessDescription}
                className="input"
                placeholder="Tell couples what makes your business special"
              />
              {errors.businessDescription ? (
                <p className="field-error" role="alert">
                  {errors.businessDescription}
                </p>
              ) : null}
            </div>
            <StepTwoButtons label="Create Business Account" submitting={submitting} />
          </>
        ) : null}
        {/* Visually first, but after the step in the page, so Enter in a field submits the
            step's own button (the first submit button), never the back arrow. */}
        <div className="order-first flex items-center justify-between">
          {step === 0 ? (
            <Link
              to="/"
              onClick={(event) => {
                if (window.history.length > 1) {
                  event.preventDefault();
                  navigate(-1);
                }
              }}
              className="inline-flex items-center gap-1 rounded-full p-2 text-brand-700 hover:bg-brand-50"
            >
              <ArrowLeft className="size-5" aria-hidden />
              <span className="sr-only">Go back</span>
            </Link>
          ) : (
            <button
              type="submit"
              name="intent"
              value="back"
              formNoValidate
              className="inline-flex items-center gap-1 rounded-full p-2 text-brand-700 hover:bg-brand-50"
            >
              <ArrowLeft className="size-5" aria-hidden />
              <span className="sr-only">Previous step</span>
            </button>
          )}
          {step > 0 ? <ProgressDots step={step} /> : null}
        </div>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({
    title: "Create an account",
    description:
      "Join Saath as a couple to plan your wedding, or as a business to reach couples across the UK.",
    path: location.pathname === "/register" ? "/register" : "/signup",
    origin: originFrom(matches),
  });

/** Step 2's buttons: create first for Enter, Back shown first on wide screens. */
function StepTwoButtons({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse">
      <button
        type="submit"
        name="intent"
        value="create"
        className="btn-primary flex-1"
        disabled={submitting}
      >
        {submitting ? "Processing..." : label}
      </button>
      <button
        type="submit"
        name="intent"
        value="back"
        formNoValidate
        className="btn-secondary flex-1"
      >
        Back
      </button>
    </div>
  );
}
