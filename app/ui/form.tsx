import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useState,
} from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { type FieldErrors, type FormResult, parseForm } from "~/lib/form";
import { CheckOptions } from "./check-option";
import { Eye, EyeOff } from "./icons";
import { useToast } from "./toast";
import { useOnDemand } from "./use-on-demand";

/**
 * The one form layer's components (docs/decisions/006-one-form-layer.md). Every form in the
 * product uses these: a label, the control, an optional hint and the error right below it,
 * linked for screen readers. Forms are plain posts, so they work without JavaScript; with it,
 * `useFormValidation` runs the action's own schema first.
 */

interface ShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Adds " (optional)" to the label. */
  optional?: boolean;
  /**
   * Marks the control `aria-required`. No visual mark: labels read exactly as the spec words
   * them, and optional fields say "(optional)" instead.
   */
  required?: boolean;
  /** A fixed id for the control (tests and `<label>`s elsewhere may point at it). */
  id?: string;
  className?: string;
}

/** The aria wiring a control inside a field needs. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

/** Label, hint and error around any control: `children` gets the control's aria props. */
export function FieldShell({
  label,
  error,
  hint,
  optional,
  required,
  id: fixedId,
  className,
  children,
}: ShellProps & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const id = fixedId ?? generated;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required ? true : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Splits a field's props into the shell's (label, hint, error...) and the control's. */
function splitShell<T extends ShellProps>(props: T) {
  const { label, error, hint, optional, required, id, className, ...control } = props;
  return [{ label, error, hint, optional, required, id, className }, control] as const;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "defaultValue"> & {
  defaultValue?: string | number | null;
};

/** A labelled input. Password inputs get a show/hide button. */
export function Field(props: ShellProps & InputProps & { name: string }) {
  const [shell, { type = "text", defaultValue, ...input }] = splitShell(props);
  const [visible, setVisible] = useState(false);
  const isPassword = type === "password";
  return (
    <FieldShell {...shell}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...input}
            type={isPassword && visible ? "text" : type}
            defaultValue={input.value === undefined ? (defaultValue ?? undefined) : undefined}
            className={`input ${isPassword ? "pr-11" : ""}`}
          />
          {isPassword ? (
            <button
              type="button"
              onClick={() => setVisible((shown) => !shown)}
              className="absolute inset-y-0 right-0 flex items-center px-3 text-stone-600 hover:text-brand-700"
              aria-label={`${visible ? "Hide" : "Show"} ${String(shell.label).toLowerCase()}`}
            >
              {visible ? (
                <EyeOff className="size-4" aria-hidden />
              ) : (
                <Eye className="size-4" aria-hidden />
              )}
            </button>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A labelled select; `placeholder` adds an empty first option. */
export function SelectField(
  props: ShellProps &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "defaultValue"> & {
      name: string;
      options: readonly (Option | string)[];
      placeholder?: string;
      defaultValue?: string | null;
    },
) {
  const [shell, { options, placeholder, defaultValue, ...select }] = splitShell(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select
          {...control}
          {...select}
          defaultValue={select.value === undefined ? (defaultValue ?? "") : undefined}
          className="input"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}

/** A labelled textarea. */
export function TextareaField(
  props: ShellProps &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "defaultValue"> & {
      name: string;
      defaultValue?: string | null;
    },
) {
  const [shell, { defaultValue, ...textarea }] = splitShell(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <textarea
          rows={4}
          {...control}
          {...textarea}
          defaultValue={textarea.value === undefined ? (defaultValue ?? undefined) : undefined}
          className="input"
        />
      )}
    </FieldShell>
  );
}

/** A group of checkboxes with one name (several may be ticked), its legend and its error. */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  error,
  hint,
}: {
  legend: ReactNode;
  name: string;
  options: readonly string[];
  checked: readonly string[];
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-2">
        <CheckOptions name={name} options={options} checked={checked} look="chip" />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A field's error, read out when it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}

/** A message about the whole form (not one field). */
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

/** The schema a form checks with, as a module to fetch when the form is first used. */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * Client-side check with the same zod schema the action uses, fetched when the form is first
 * used (`load`, e.g. `() => import("./x.schema").then((m) => m.xSchema)`). Give the form both
 * `onSubmit` and `onFocus`. Errors from the server (no JS, or rules only the
 * server knows) show until the next submit.
 */
export function useFormValidation(
  load: SchemaLoader,
  serverErrors: FieldErrors | undefined,
  options: { onlyForIntent?: string; onInvalid?: (errors: FieldErrors) => void } = {},
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schema = useOnDemand(load);
  useEffect(() => {
    // A fresh server answer replaces whatever the browser found last time.
    if (serverErrors) setClientErrors(null);
  }, [serverErrors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.name === "intent" ? submitter.value : undefined;
    if (options.onlyForIntent && intent && intent !== options.onlyForIntent) return;
    const loaded = schema.forSubmit(event);
    if (loaded === undefined) return;
    if (loaded === null) {
      setClientErrors(null);
      return;
    }
    const result = parseForm(loaded, new FormData(event.currentTarget));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    options.onInvalid?.(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return {
    errors: clientErrors ?? serverErrors ?? {},
    onSubmit,
    onFocus: schema.start,
    /** What the form element takes: the browser's own check off (this one runs first), and it. */
    checks: { noValidate: true, onSubmit, onFocus: schema.start },
    setClientErrors,
  };
}

/** A posted form that `useFormValidation` checks first (`checks`), its whole-form error on top. */
export function CheckedForm({
  checks,
  error,
  className,
  children,
}: {
  checks: ReturnType<typeof useFormValidation>["checks"];
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...checks} className={className}>
      <FormError>{error}</FormError>
      {children}
    </Form>
  );
}

/**
 * Shows the toast a form action answered with (once per answer). With `outage`, a form answered
 * in a toast (a small form of its own, the admin panel's) also shows the "briefly unavailable"
 * answer (`OutageResult`) that way; other forms show it in place, as `formError`.
 */
export function useActionToast(
  result: (Pick<FormResult, "toast" | "at" | "formError"> & { outage?: true }) | undefined,
  options: { outage?: "toast" } = {},
) {
  const toast = useToast();
  const shown =
    result?.toast ??
    (options.outage && result?.outage
      ? { title: "Not saved", description: result.formError, variant: "destructive" as const }
      : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer (`at`)
  useEffect(() => {
    if (shown) toast(shown);
  }, [result?.at, toast]);
}
