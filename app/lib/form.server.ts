import { data } from "react-router";
import type { FormResult, Parsed } from "./form";

/**
 * The one form layer's server half. Every form action answers "not yet" with `reply` and
 * redirects (usually with a toast) on success.
 *
 * A form sent without JavaScript gets the real status (400, 401, 429...). A JavaScript
 * submission (React Router's `.data` request) gets 200 with the same body: the page shows the
 * message itself, and the browser would otherwise log every expected refusal (a wrong
 * password) as a failed resource.
 */
export function reply<T extends FormResult>(
  request: Request,
  result: T,
  init?: number | ResponseInit,
) {
  const body = { ...result, at: Date.now() };
  if (init === undefined) return data(body);
  const options = typeof init === "number" ? { status: init } : init;
  const status = options.status ?? 200;
  const isDataRequest = new URL(request.url).pathname.endsWith(".data");
  return data(body, {
    ...options,
    status: isDataRequest && status >= 400 && status < 500 ? 200 : status,
  });
}

/** A form that failed its schema: 400 with the messages and what the user typed. */
export function replyInvalid(
  request: Request,
  parsed: Extract<Parsed<unknown>, { ok: false }>,
  extra: Omit<FormResult, "errors" | "values"> = {},
) {
  return reply(request, { ...extra, errors: parsed.errors, values: parsed.values }, 400);
}
