import type { ComponentProps, ReactNode } from "react";
import { useFetcher, useNavigation } from "react-router";
import type { FormResult } from "~/lib/form";
import type { Place } from "~/lib/keep-place";
import { Field, FieldError, Notice, SelectField, TextareaField, useActionToast } from "~/ui/form";
import { BUSINESS_TYPES, EVENT_FIELDS } from "./auth.constants";

/** The centred card every account screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className={`card w-full p-6 sm:p-8 ${wide ? "max-w-xl" : "max-w-md"}`}>
        <h1 className="text-center text-3xl font-bold text-brand-800">{title}</h1>
        {subtitle ? <p className="mt-2 text-center text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function PasswordHint() {
  return (
    <>
      Use 8 or more characters with an uppercase letter, a lowercase letter, a number and a special
      character.
    </>
  );
}

type Values = Record<string, string | undefined>;
type Errors = Record<string, string | undefined>;

/** A field's name, what was typed into it and its message, to spread into a field. */
const typed = (name: string, values: Values, errors: Errors) => ({
  name,
  defaultValue: values[name],
  error: errors[name],
});

const EVENT_PLACEHOLDERS = ["Mehndi", "Sangeet", "Haldi", "Wedding ceremony", "Other event"];

/**
 * The couple's wedding date, up to five events and the reception: sign-up step 2 and the
 * profile. Sign-up marks the optional ones as optional.
 */
export function WeddingDetailsFields({
  values,
  errors,
  today,
  markOptional = false,
  withEvents = true,
}: {
  values: Values;
  errors: Errors;
  today: string;
  markOptional?: boolean;
  /** The profile edits events as records of their own, below its form. */
  withEvents?: boolean;
}) {
  const optional = markOptional ? " (optional)" : "";
  const date = (
    <Field
      label="Wedding date"
      type="date"
      min={today}
      {...typed("weddingDate", values, errors)}
      required
    />
  );
  if (!withEvents) return date;
  return (
    <>
      {date}
      <fieldset className="space-y-3">
        <legend className="label">Your events{optional}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {EVENT_FIELDS.map((field, index) => (
            <Field
              key={field}
              label={`Event ${index + 1}`}
              placeholder={EVENT_PLACEHOLDERS[index]}
              {...typed(field, values, errors)}
            />
          ))}
        </div>
      </fieldset>
      <Field
        label={`Reception${optional}`}
        placeholder="Where and when is your reception?"
        {...typed("reception", values, errors)}
      />
    </>
  );
}

/** A business account's name, type and description: sign-up step 2 and the profile. */
export function BusinessDetailsFields({
  values,
  errors,
  descriptionLabel,
  descriptionId,
  descriptionPlaceholder,
}: {
  values: Values;
  errors: Errors;
  descriptionLabel: string;
  descriptionId: string;
  descriptionPlaceholder?: string;
}) {
  return (
    <>
      <Field label="Business name" {...typed("businessName", values, errors)} required />
      <BusinessTypeField defaultValue={values.businessType} error={errors.businessType} />
      <TextareaField
        id={descriptionId}
        label={descriptionLabel}
        maxLength={500}
        placeholder={descriptionPlaceholder}
        {...typed("businessDescription", values, errors)}
      />
    </>
  );
}

/** The spec's 15 business types as a labelled select. */
export function BusinessTypeField({
  defaultValue,
  error,
}: {
  defaultValue?: string | null;
  error?: string;
}) {
  return (
    <SelectField
      label="Business type"
      name="businessType"
      options={BUSINESS_TYPES}
      placeholder="Select a business type"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/**
 * "Resend confirmation email" as a form of its own, answered in place with a toast: on the
 * log-in notice, the sign-up's "Check your email" page, the account page and the banner.
 * `/login` resends to a typed address; `/account` to the logged-in user's.
 */
export function ResendConfirmationForm({
  email,
  place,
  className = "btn-secondary",
}: {
  email?: string;
  /** Where the new link lands, as the first did: the visitor's place (decision 042). */
  place?: Partial<Place>;
  className?: string;
}) {
  const fetcher = useFetcher<FormResult>();
  useActionToast(fetcher.data, { outage: "toast" });
  const sending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={email ? "/login" : "/account"}>
      <input type="hidden" name="intent" value={email ? "resend" : "resend-confirmation"} />
      {email ? <input type="hidden" name="email" value={email} /> : null}
      {place?.returnUrl ? <input type="hidden" name="returnUrl" value={place.returnUrl} /> : null}
      {place?.next ? <input type="hidden" name="next" value={place.next} /> : null}
      <button type="submit" className={className} disabled={sending}>
        {sending ? "Sending..." : "Resend confirmation email"}
      </button>
    </fetcher.Form>
  );
}

/** The e-mail address field of log-in, sign-up and forgot-password. */
export function EmailField(props: Omit<ComponentProps<typeof Field>, "label" | "name">) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}

/** A full-width submit button that says what it is doing while the form is being sent. */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The optional second partner's name (sign-up and the couple's profile). */
export function Partner2Field({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <Field
      label="Partner 2 (optional)"
      name="name2"
      placeholder="Partner 2 Full Name (Optional)"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A new password and its confirmation (account settings and the reset page). */
export function NewPasswordFields({
  name,
  hint,
  errors,
}: {
  name: "newPassword" | "password";
  hint: ReactNode;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <Field
        label="New password"
        name={name}
        type="password"
        autoComplete="new-password"
        hint={hint}
        error={errors[name]}
        required
      />
      <Field
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
    </>
  );
}

/** "I agree to the Terms and Conditions" (sign-up and joining a wedding), with its error. */
export function TermsCheckbox({
  checked,
  error,
  errorId,
}: {
  checked: boolean;
  error?: string;
  errorId: string;
}) {
  return (
    <div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="termsAccepted"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A notice with "Resend confirmation email" for the typed address, landing where log-in would. */
export function ResendNotice({
  email,
  place,
  children,
}: {
  email: string;
  place?: Partial<Place>;
  children: ReactNode;
}) {
  return (
    <Notice>
      {children}
      <ResendConfirmationForm email={email} place={place} />
    </Notice>
  );
}
