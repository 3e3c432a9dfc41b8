import { data } from "react-router";
import { isDatabaseUnavailable } from "~/db/availability.server";
import type { FormResult, Parsed } from "./form";
import { UNAVAILABLE_MESSAGES } from "./unavailable";
import { retryAfterHeaders } from "./unavailable.server";

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

/**
 * Runs a form's write; if the database is unavailable (a locked table, a dropped connection),
 * answers 503 with the "briefly unavailable" words and what was typed, so the form is shown
 * again with the user's text in it, with or without JavaScript (decision 036). Nothing was
 * stored: the write's transaction did not commit. Any other error is thrown as before.
 */
export async function unlessUnavailable<T, R extends FormResult>(
  request: Request,
  kept: R,
  write: () => Promise<T>,
): Promise<{ written: true; value: T } | { written: false; answer: ReturnType<typeof reply<R>> }> {
  try {
    return { written: true, value: await write() };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const answer = reply(
      request,
      { ...kept, formError: UNAVAILABLE_MESSAGES.site },
      { status: 503, headers: retryAfterHeaders() },
    );
    return { written: false, answer };
  }
}

/** What a form post may be: what a browser's form, FormData and URLSearchParams send. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const NOT_A_FORM_MESSAGE =
  "This address takes form posts only. Please send the form from its page.";

/**
 * The root route's middleware: every action reads its body as a form (`request.formData()`),
 * which throws on a JSON body, on none with no Content-Type, or on multipart without its
 * boundary. Such a post gets 415 here, before any action runs, instead of a 500 from inside it
 * (decision 036). Reads, and posts a browser can make, pass untouched.
 */
export function refuseBodiesThatAreNotForms({ request }: { request: Request }) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const essence = type.split(";")[0]?.trim() ?? "";
  const form =
    FORM_TYPES.includes(essence) && (essence !== "multipart/form-data" || /boundary=/.test(type));
  if (!form) throw data(NOT_A_FORM_MESSAGE, { status: 415 });
}
