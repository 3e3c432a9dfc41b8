import { data } from "react-router";
import { type FormResult, formValues, type Parsed, withoutSecrets } from "./form";
import type { OutageResult } from "./outage";
import { answerStatus, outageWords, retryAfterHeaders } from "./unavailable.server";

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
 * A body up to this size is kept aside while the action runs, to give back what was typed if
 * the database fails; a larger one is a photo upload, whose files the browser still holds.
 */
const KEPT_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Whether a post is small enough to keep a copy of: its declared length, or, with none declared
 * (a chunked body), a plain form, which the body limit keeps to a form's size; a multipart body
 * of unknown length may be photos.
 */
function isSmallBody(request: Request) {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) <= KEPT_BODY_BYTES;
  return !(request.headers.get("content-type") ?? "").startsWith("multipart/");
}

/**
 * Every form page's action (decision 036: "writes fail with a clear error, and what the user
 * typed is kept on screen"). If the database cannot be reached while the action runs (reading
 * the session, a guard, the write itself), the action answers 503 with the "briefly
 * unavailable" words and what was typed, instead of the error page:
 * - with JavaScript the page stays as it was (React Router revalidates nothing after a 5xx
 *   answer), the typed text in its boxes and the words on the form that was sent;
 * - without it the page is drawn again with the typed values, where the page can be drawn.
 * Nothing was stored: the write's transaction did not commit. Any other error is thrown as
 * before, and the root middleware (`answerOutagesWith503`) remains the net under pages.
 */
export function keepsTyped<Args extends { request: Request }, Result>(
  action: (args: Args) => Promise<Result> | Result,
) {
  const kept = async (args: Args) => {
    const { request } = args;
    const copy = request.body && isSmallBody(request) ? request.clone() : null;
    const outage = async (words: string) =>
      reply<OutageResult>(
        request,
        { ...(await typedIn(copy)), outage: true, formError: words },
        { status: 503, headers: retryAfterHeaders() },
      );
    try {
      const answer = await action(args);
      // An action that caught the failure itself and answered 500 (a log-in, a claim).
      const words = answerStatus(answer) === 500 ? outageWords(null) : null;
      return words === null ? answer : await outage(words);
    } catch (error) {
      const words = outageWords(error);
      if (words === null) throw error;
      return await outage(words);
    }
  };
  keepingActions.add(kept);
  return kept;
}

const keepingActions = new WeakSet<object>();

/** Whether a route's action is wrapped in `keepsTyped` (tests check every form page's is). */
export const keepsTypedOnOutage = (action: unknown) =>
  typeof action === "function" && keepingActions.has(action);

/**
 * What a kept copy of a form post held: its text (no secrets), every name's values as a list
 * (a checkbox group's ticks), and the intent and form it was sent with.
 */
async function typedIn(copy: Request | null): Promise<Omit<OutageResult, "outage" | "formError">> {
  const form = await copy?.formData().catch(() => null);
  if (!form) return {};
  const values = withoutSecrets(formValues(form));
  const lists: Record<string, string[]> = {};
  for (const name of Object.keys(values)) {
    lists[name] = form.getAll(name).filter((value) => typeof value === "string");
  }
  return { values, lists, intent: values.intent, form: values.form };
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
