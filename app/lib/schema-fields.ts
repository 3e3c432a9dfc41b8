import { z } from "zod";

/**
 * Small zod builders the product's form schemas share, so that a text or e-mail field means
 * the same thing in every form: trimmed, one message for "missing" (absent or blank), then
 * the form's own rules. Chain further rules onto the result (`.min(2, ...)`); on a blank value
 * the "missing" message comes first, so that is the one a form shows.
 */

/** A required text field of at most `max` characters. */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

/**
 * A required text field of 2 to `max` characters whose messages name it ("<label> must be at
 * least 2 characters", "<label> must be <max> characters or fewer"). A blank field says
 * `missing`, or the too-short message when none is given.
 */
export function namedText(label: string, max: number, missing?: string) {
  const tooShort = `${label} must be at least 2 characters`;
  return requiredText(missing ?? tooShort, max, `${label} must be ${max} characters or fewer`).min(
    2,
    tooShort,
  );
}

/** An optional text field: blank becomes `undefined`. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);
}

/** The longest address the e-mail standards allow. */
export const EMAIL_MAX = 254;

/** A required e-mail address. */
export function requiredEmail(missing: string, invalid: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(EMAIL_MAX, "That email address is too long")
    .pipe(z.email(invalid));
}

/**
 * A group of checkboxes with one name: the ticked values, each one of `options`. The action
 * passes the whole list (`formInput`); the browser's check sees one value, which is enough.
 */
export function checkboxList<T extends readonly [string, ...string[]]>(
  options: T,
  invalid: string,
) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === "string" && value ? [value] : []),
    z.array(z.enum(options, { error: invalid })).max(options.length, invalid),
  );
}

/** A whole number from `min` to `max`, or blank; "£2,000" and "2 000" read as 2000. */
export function optionalWholeNumber(min: number, max: number, invalid: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[£,\s]/g, "") || undefined : value),
    z
      .string()
      .regex(/^\d{1,7}$/, invalid)
      .transform(Number)
      .refine((value) => value >= min && value <= max, invalid)
      .optional(),
  );
}
