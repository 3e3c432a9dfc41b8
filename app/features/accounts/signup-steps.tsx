import { Link, useNavigate } from "react-router";
import type { FieldErrors } from "~/lib/form";
import { type Place, withPlace } from "~/lib/keep-place";
import { Field } from "~/ui/form";
import { ArrowLeft, Briefcase, Heart } from "~/ui/icons";
import {
  AuthCard,
  EmailField,
  Partner2Field,
  PasswordHint,
  ResendConfirmationForm,
  TermsCheckbox,
} from "./account-ui";
import type { Step } from "./auth.schema";

export function ProgressDots({ step }: { step: Step }) {
  return (
    <ol
      className="flex items-center gap-2"
      aria-label={step === 0 ? "Two steps to go" : `Step ${step} of 2`}
    >
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

/** A listing typed on Add Business before sign-up: it is not lost (decision 042). */
export function KeptListing({ name }: { name: string }) {
  return (
    <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
      We've kept your listing <strong>{name}</strong>. Create a business account and it will be sent
      for review straight away.
    </p>
  );
}

/** With e-mail confirmation required, sign-up ends here instead of on /dashboard. */
export function CheckEmail({ email, kept, place }: { email: string; kept?: string; place: Place }) {
  return (
    <AuthCard title="Check your email">
      <div className="space-y-4 text-stone-700">
        <p>
          We've sent a confirmation link to <strong className="text-ink">{email}</strong>. Click it
          to confirm your email address and you'll be logged in.
        </p>
        {kept ? <p>{kept}</p> : null}
        <ResendConfirmationForm email={email} place={place} className="btn-secondary w-full" />
        <p className="text-center text-sm">
          <Link
            to={withPlace("/login", place)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Back to log in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

const CHOICES = [
  {
    intent: "choose-couple",
    Icon: Heart,
    title: "Sign up as a Couple",
    text: "Shortlist vendors and plan every event",
  },
  {
    intent: "choose-business",
    Icon: Briefcase,
    title: "Sign up as a Business",
    text: "List your business and reach couples",
  },
] as const;

export function AccountTypeChoice() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {CHOICES.map(({ intent, Icon, title, text }) => (
        <button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          className="card flex flex-col items-center gap-2 p-6 text-center hover:border-brand-500 hover:bg-brand-50"
        >
          <Icon className="size-8 text-brand-700" aria-hidden />
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-stone-600">{text}</span>
        </button>
      ))}
    </div>
  );
}

export function LoginFields({
  accountType,
  values,
  errors,
}: {
  accountType: "couple" | "business";
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const isBusiness = accountType === "business";
  return (
    <>
      <Field
        key={`name1-${accountType}`}
        label={isBusiness ? "Contact person" : "Partner 1"}
        name="name1"
        placeholder={isBusiness ? "Contact Person Name" : "Partner 1 Full Name"}
        autoComplete="name"
        defaultValue={values.name1}
        error={errors.name1}
        required
      />
      {isBusiness ? null : <Partner2Field defaultValue={values.name2} error={errors.name2} />}
      <EmailField defaultValue={values.email} error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        defaultValue={values.password}
        hint={<PasswordHint />}
        error={errors.password}
        required
      />
      <TermsCheckbox
        checked={values.termsAccepted === "on" || values.termsAccepted === "true"}
        error={errors.termsAccepted}
        errorId="terms-error"
      />
      <button type="submit" name="intent" value="next" className="btn-primary w-full">
        Continue
      </button>
    </>
  );
}

/** Step 2's buttons: create first for Enter, Back shown first on wide screens. */
export function StepTwoButtons({ label, submitting }: { label: string; submitting: boolean }) {
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

/**
 * Visually first, but after the step in the page, so Enter in a field submits the step's own
 * button (the first submit button), never the back arrow.
 */
export function WizardTopBar({ step }: { step: Step }) {
  const navigate = useNavigate();
  const arrow = "inline-flex items-center gap-1 rounded-full p-2 text-brand-700 hover:bg-brand-50";
  return (
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
          className={arrow}
        >
          <ArrowLeft className="size-5" aria-hidden />
          <span className="sr-only">Go back</span>
        </Link>
      ) : (
        <button type="submit" name="intent" value="back" formNoValidate className={arrow}>
          <ArrowLeft className="size-5" aria-hidden />
          <span className="sr-only">Previous step</span>
        </button>
      )}
      <ProgressDots step={step} />
    </div>
  );
}
