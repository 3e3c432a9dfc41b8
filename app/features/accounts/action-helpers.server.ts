import { data } from "react-router";
import type { ToastMessage } from "~/ui/toast";
import type { FormResult } from "./form-result";

export function formResult<T extends FormResult>(result: T, init?: number | ResponseInit) {
  return data({ ...result, at: Date.now() }, init);
}

/**
 * Answers for one request. A form sent without JavaScript gets the real status (400, 401,
 * 429...). A JavaScript submission (React Router's `.data` request) gets 200 with the same
 * body: the page shows the message itself, and the browser would otherwise log every
 * expected refusal (a wrong password) as a failed resource.
 */
export function formReplier(request: Request) {
  const isDataRequest = new URL(request.url).pathname.endsWith(".data");
  return <T extends FormResult>(result: T, init?: number | ResponseInit) => {
    if (!isDataRequest || init === undefined) return formResult(result, init);
    const options = typeof init === "number" ? { status: init } : init;
    const status = options.status ?? 200;
    return formResult(result, { ...options, status: status >= 400 && status < 500 ? 200 : status });
  };
}

/** Never echo passwords back into the page. */
export function withoutSecrets(values: Record<string, string>) {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!/password|token/i.test(key)) kept[key] = value;
  }
  return kept;
}

export const PLEASE_WAIT_RESEND: ToastMessage = {
  title: "Please wait",
  description: "You can only request a new email every 60 seconds. Please wait and try again.",
  variant: "destructive",
};

export function pleaseWait(retryAfter: number): ToastMessage {
  const wait = retryAfter > 90 ? `${Math.ceil(retryAfter / 60)} minutes` : `${retryAfter} seconds`;
  return {
    title: "Please wait",
    description: `Too many attempts. Please wait ${wait} and try again.`,
    variant: "destructive",
  };
}
