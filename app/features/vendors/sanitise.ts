/**
 * The spec's input sanitising rules (§5 "Input sanitising"), applied to every submitted
 * listing and claim before it is stored. Pure, so the same rules can be unit tested and
 * reused by any feature that stores text typed by a visitor. React escapes all output as
 * well; this keeps stored text free of markup that other consumers (e-mail, CSV) might trip on.
 */

import { z } from "zod";
import { namedText } from "~/lib/schema-fields";

const SCRIPT_URL = /javascript\s*:/gi;
const EVENT_HANDLER = /\bon\w+\s*=/gi;

/** Text fields: drop < and >, 'javascript:' and 'on...=' patterns, and trim. */
export function sanitiseText(value: string | null | undefined): string {
  if (!value) return "";
  let text = value.replace(/[<>]/g, "");
  // Removing one pattern can join the halves of another ("javajavascript:script:"),
  // so repeat until nothing changes.
  let previous: string;
  do {
    previous = text;
    text = text.replace(SCRIPT_URL, "").replace(EVENT_HANDLER, "");
  } while (text !== previous);
  return text.trim();
}

/** E-mail: lower-cased, trimmed, only word characters, @, . and - kept. */
export function sanitiseEmail(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .trim()
    .toLowerCase()
    .replace(/[^\w@.-]/g, "");
}

/** Phone: only digits, +, (, ), - and whitespace kept. */
export function sanitisePhone(value: string | null | undefined): string {
  if (!value) return "";
  return value.replace(/[^\d+()\-\s]/g, "").trim();
}

/** Website: cleared unless it starts with http:// or https://. */
export function sanitiseWebsite(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : "";
}

/**
 * A listing's name or town as its form checks it: 2 to `max` characters once sanitised, so
 * "<>" or "onx=" is "too short" beside the field rather than stored as an empty name.
 */
export function sanitisedNamedText(label: string, max: number, missing?: string) {
  return z
    .string({ error: missing ?? `${label} must be at least 2 characters` })
    .transform(sanitiseText)
    .pipe(namedText(label, max, missing));
}
