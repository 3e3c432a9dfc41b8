import { Eye, EyeOff } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { z } from "zod";
import { BUSINESS_TYPES, type FieldErrors, formValues, validate } from "./auth.schema";

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

interface FieldProps {
  label: string;
  name: string;
  type?: string;
  error?: string;
  defaultValue?: string;
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
  required?: boolean;
  min?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled input with its error right below it (linked for screen readers). */
export function TextField({
  label,
  name,
  type = "text",
  error,
  defaultValue,
  placeholder,
  autoComplete,
  hint,
  required,
  min,
  value,
  onChange,
}: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === "password";
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && visible ? "text" : type}
          defaultValue={value === undefined ? defaultValue : undefined}
          value={value}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          placeholder={placeholder}
          autoComplete={autoComplete}
          min={min}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
          className={`input ${isPassword ? "pr-11" : ""}`}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex items-center px-3 text-stone-600 hover:text-brand-700"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          >
            {visible ? (
              <EyeOff className="size-4" aria-hidden />
            ) : (
              <Eye className="size-4" aria-hidden />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {children}
    </div>
  );
}

export function Notice({
  children,
  tone = "info",
}: {
  children: ReactNode;
  tone?: "info" | "success";
}) {
  return (
    <div
      role="status"
      className={`rounded-lg border px-4 py-3 text-sm ${
        tone === "success"
          ? "border-emerald-300 bg-emerald-50 text-emerald-950"
          : "border-saffron-300 bg-saffron-100 text-ink"
      }`}
    >
      {children}
    </div>
  );
}

/**
 * Client-side check with the same zod schema the action uses. Errors from the server (no JS,
 * or rules only the server knows) show until the next submit.
 */
export function useFormValidation<T extends z.ZodType>(
  schema: T | ((values: Record<string, string>) => T),
  serverErrors: FieldErrors | undefined,
  options: { onlyForIntent?: string } = {},
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  useEffect(() => {
    // A fresh server answer replaces whatever the browser found last time.
    if (serverErrors) setClientErrors(null);
  }, [serverErrors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.name === "intent" ? submitter.value : undefined;
    if (options.onlyForIntent && intent && intent !== options.onlyForIntent) return;
    const values = formValues(new FormData(event.currentTarget));
    const resolved = typeof schema === "function" ? schema(values) : schema;
    const result = validate(resolved, values);
    if (result.errors) {
      event.preventDefault();
      setClientErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      const field = first
        ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)
        : null;
      field?.focus();
    } else {
      setClientErrors(null);
    }
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, setClientErrors };
}

export function PasswordHint() {
  return (
    <>
      Use 8 or more characters with an uppercase letter, a lowercase letter, a number and a special
      character.
    </>
  );
}

/** The spec's 15 business types as a labelled select, for sign-up and the profile. */
export function BusinessTypeField({
  defaultValue,
  error,
}: {
  defaultValue?: string | null;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        Business type
      </label>
      <select
        id={id}
        name="businessType"
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="input"
      >
        <option value="">Select a business type</option>
        {BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
