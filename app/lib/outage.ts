import type { FormResult } from "./form";

/**
 * What a form page's action answers when the database could not be reached
 * (`keepsTyped` in form.server.ts): the words, and what was typed, to show on the form sent.
 */
export interface OutageResult extends FormResult {
  outage: true;
  formError: string;
  /** The submitted `intent` and `form` fields, so the page shows the words on the form sent. */
  intent?: string;
  form?: string;
}

/** Whether an action's answer is the "briefly unavailable" one (`OutageResult`). */
export function isOutage(result: unknown): result is OutageResult {
  return typeof result === "object" && result !== null && "outage" in result;
}
