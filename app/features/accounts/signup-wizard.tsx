import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { type FieldErrors, formValues, parseForm } from "~/lib/form";
import { type Place, withPlace } from "~/lib/keep-place";
import { FormError, useActionToast } from "~/ui/form";
import { useOnDemand } from "~/ui/use-on-demand";
import { AuthCard, BusinessDetailsFields, WeddingDetailsFields } from "./account-ui";
import {
  BUSINESS_FIELDS,
  COUPLE_FIELDS,
  STEP1_FIELDS,
  type Step,
  type WizardResult,
} from "./auth.constants";
import {
  AccountTypeChoice,
  CheckEmail,
  KeptListing,
  LoginFields,
  StepTwoButtons,
  WizardTopBar,
} from "./signup-steps";

const ALL_FIELDS = [...STEP1_FIELDS, ...COUPLE_FIELDS, ...BUSINESS_FIELDS];

/**
 * The sign-up wizard (spec §5): step 0 chooses couple or business, step 1 the login details,
 * step 2 the wedding or business details. With JavaScript, moving between steps happens in the
 * browser and only Create posts; without it each step is a page and the action keeps the values.
 */
export function SignupWizard({
  result,
  today,
  place,
  prefill,
  draftName,
}: {
  result?: WizardResult;
  today: string;
  /** Where the visitor was going and what they were doing (decision 042). */
  place: Place;
  /** What a listing typed before sign-up already says. */
  prefill?: Record<string, string> | null;
  draftName?: string | null;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>(result?.step ?? 0);
  const [values, setValues] = useState<Record<string, string>>(result?.values ?? prefill ?? {});
  const [errors, setErrors] = useState<FieldErrors>(result?.errors ?? {});
  // The steps' schemas (the action's own), fetched when the form is first used.
  const schemas = useOnDemand(() => import("./auth.schema"));
  useActionToast(result);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each server answer resets the wizard
  useEffect(() => {
    if (!result || result.done) return;
    if (result.step !== undefined) setStep(result.step);
    // Answers never hold passwords: the ones typed stay in the wizard's hidden fields.
    if (result.values) setValues((typed) => ({ ...typed, ...result.values }));
    setErrors(result.errors ?? {});
  }, [result?.at]);

  // Moving between steps puts focus on the new step's heading (not on first load).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    formRef.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);

  if (result?.done && result.email) {
    return <CheckEmail email={result.email} kept={result.kept} place={place} />;
  }

  const accountType = values.accountType === "business" ? "business" : "couple";
  const submitting = navigation.state === "submitting";

  const collect = (form: HTMLFormElement) => {
    const current = formValues(new FormData(form));
    if (step === 1) current.termsAccepted = current.termsAccepted ? "on" : "";
    return { ...values, ...current };
  };
  const moveTo = (next: Record<string, string>, to: Step, found: FieldErrors = {}) => {
    setValues(next);
    setErrors(found);
    setStep(to);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "create";
    const checked = intent === "create" || intent === "next" ? schemas.forSubmit(event) : null;
    if (checked === undefined) return; // held back until the schemas arrive, then sent again
    const next = collect(event.currentTarget);
    if (intent === "create") {
      const details = accountType === "business" ? "businessDetailsSchema" : "coupleDetailsSchema";
      const parsed = checked ? parseForm(checked[details], next) : null;
      if (parsed && !parsed.ok) {
        event.preventDefault();
        moveTo(next, step, parsed.errors);
      }
      return;
    }
    event.preventDefault();
    if (intent === "choose-couple" || intent === "choose-business") {
      moveTo({ ...next, accountType: intent === "choose-couple" ? "couple" : "business" }, 1);
    } else if (intent === "back") {
      moveTo(next, step === 2 ? 1 : 0);
    } else if (intent === "next") {
      // Without the schemas (they could not be fetched) the server checks step 1 at Create.
      const parsed = checked ? parseForm(checked.signupStep1Schema, next) : null;
      moveTo(next, !parsed || parsed.ok ? 2 : 1, parsed && !parsed.ok ? parsed.errors : {});
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
  // An answer names its step; the "briefly unavailable" one is for the step on screen.
  const stepError =
    result?.formError && (result.step ?? step) === step ? result.formError : undefined;

  return (
    <AuthCard title="Join Saath" subtitle="Plan your wedding or grow your wedding business" wide>
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={schemas.start}
        ref={formRef}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="returnUrl" value={place.returnUrl ?? ""} />
        <input type="hidden" name="next" value={place.next ?? ""} />
        <input type="hidden" name="accountType" value={values.accountType ?? ""} />
        {hidden.map((field) => (
          <input key={field} type="hidden" name={field} value={values[field] ?? ""} />
        ))}
        <h2 tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {title}
        </h2>
        {step > 0 ? <FormError>{stepError}</FormError> : null}
        {draftName ? <KeptListing name={draftName} /> : null}
        {step === 0 ? <AccountTypeChoice /> : null}
        {step === 1 ? (
          <LoginFields accountType={accountType} values={values} errors={errors} />
        ) : null}
        {step === 2 && accountType === "couple" ? (
          <>
            <WeddingDetailsFields values={values} errors={errors} today={today} markOptional />
            <StepTwoButtons label="Create Account" submitting={submitting} />
          </>
        ) : null}
        {step === 2 && accountType === "business" ? (
          <>
            <BusinessDetailsFields
              values={values}
              errors={errors}
              descriptionLabel="Description (optional)"
              descriptionId="businessDescription"
              descriptionPlaceholder="Tell couples what makes your business special"
            />
            <StepTwoButtons label="Create Business Account" submitting={submitting} />
          </>
        ) : null}
        <WizardTopBar step={step} />
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{" "}
        <Link
          to={withPlace("/login", place)}
          className="font-semibold text-brand-700 hover:underline"
        >
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
