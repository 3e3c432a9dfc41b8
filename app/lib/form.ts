import type { z } from "zod";
import type { ToastMessage } from "~/lib/toast-message";

/**
 * The one form layer's pure half (docs/decisions/006-one-form-layer.md): the browser and the
 * action parse the same FormData with the same zod schema and get the same messages.
 */

/** The first message per field, keyed by the field's name ("form" for whole-form rules). */
export type FieldErrors = Record<string, string>;

/** Form values as plain strings (files are read separately by the actions that take them). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return values;
}

/** Form values with the named checkbox groups as lists (every ticked box, not the last). */
export function formInput(formData: FormData, lists: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = formValues(formData);
  for (const name of lists) {
    input[name] = formData.getAll(name).filter((value) => typeof value === "string");
  }
  return input;
}

/** Never echo passwords, tokens or keys (a Google Places API key) back into a page. */
export function withoutSecrets(values: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!/password|token|apikey|secret/i.test(key)) kept[key] = value;
  }
  return kept;
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * What a field takes from its name: the id (`idPrefix` + name, so that two forms on one page
 * do not clash), the name, what the user typed last time and its message. Spread it into a
 * `Field`: `<Field label="Phone" {...fieldProps("phone", { errors, values })} />`.
 */
export function fieldProps(
  name: string,
  form: { errors?: FieldErrors; values?: object; idPrefix?: string },
) {
  const typed = (form.values as Record<string, unknown> | undefined)?.[name];
  return {
    id: `${form.idPrefix ?? ""}${name}`,
    name,
    defaultValue: typeof typed === "string" ? typed : undefined,
    error: form.errors?.[name],
  };
}

/**
 * A NUL character (U+0000) cannot be stored in a PostgreSQL text column, and no one types it:
 * a field holding one is refused with this message next to it, before the schema runs, so the
 * form answers 400 with what was typed instead of failing in the database (decision 036).
 */
export const NUL_MESSAGE = "This text contains a character that cannot be saved. Please remove it.";

/** The first field whose text holds a NUL character, or null. */
export function fieldWithNul(values: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === "string" && text.includes("\u0000"))) return key;
  }
  return null;
}

export type Parsed<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Parse a submitted form (or its values) with a schema. `values` is what the user typed,
 * without secrets, to put back into the form when the answer is "not yet".
 */
export function parseForm<T extends z.ZodType>(
  schema: T,
  input: FormData | Record<string, unknown>,
): Parsed<z.infer<T>> {
  const raw = input instanceof FormData ? formValues(input) : input;
  const values = withoutSecrets(
    Object.fromEntries(
      Object.entries(raw).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
  );
  const withNul = fieldWithNul(raw);
  if (withNul) {
    return { ok: false, errors: { [withNul]: NUL_MESSAGE }, values: withoutNul(values) };
  }
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, data: result.data, values }
    : { ok: false, errors: fieldErrors(result.error), values };
}

/** What was typed, NUL characters taken out, to put back into the form. */
function withoutNul(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.replaceAll("\u0000", "")]),
  );
}

/** What every form action answers with when it does not redirect. */
export interface FormResult {
  errors?: FieldErrors;
  formError?: string;
  values?: Record<string, string>;
  /** A refused form's ticked boxes, by name: one name holds several (`formInput`'s lists). */
  lists?: Record<string, string[]>;
  toast?: ToastMessage;
  /** Differs per answer, so the page can tell two identical answers apart. */
  at?: number;
}

/** `parseForm` without the typed values, for schema checks that need no "keep input". */
export function validateForm<T extends z.ZodType>(
  schema: T,
  input: FormData | Record<string, unknown>,
): { ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const parsed = parseForm(schema, input);
  return parsed.ok ? { ok: true, data: parsed.data } : { ok: false, errors: parsed.errors };
}
