import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";

/**
 * Posts a form to the page's own action with upload progress, in the browser. `fetch` cannot
 * report upload progress, so this is XMLHttpRequest; it asks for React Router's `.data` answer
 * (the one a `<Form>` or fetcher gets) so the action stays the same one, with the same checks:
 * a success is the action's redirect, a refusal is its `reply()` body with `formError`
 * (decision record 010). The browser sends Origin and Sec-Fetch-Site itself, which is what the
 * cross-site guard checks; the session cookie goes with it as for any same-origin request.
 */

export type PostAnswer =
  | { ok: true }
  | { ok: false; message: string }
  /** The action sent the browser elsewhere (e.g. the session ended: to the log-in page). */
  | { ok: false; message: string; redirect: string };

export const UPLOAD_FAILED = "Upload failed. Please check your connection and try again.";

/** `/business/listings/25` → `/business/listings/25.data`, as React Router's own requests. */
export function dataUrl(pathname: string) {
  return pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
}

export function postWithProgress(
  pathname: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<PostAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", dataUrl(pathname));
    request.responseType = "arraybuffer";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ ok: false, message: UPLOAD_FAILED });
    request.onabort = request.onerror;
    request.onload = () => {
      onProgress(1);
      readAnswer(pathname, request).then(resolve, () =>
        resolve({ ok: false, message: UPLOAD_FAILED }),
      );
    };
    request.send(body);
  });
}

/** What the action answered: its redirect back to the page, a refusal, or anything else. */
async function readAnswer(pathname: string, request: XMLHttpRequest): Promise<PostAnswer> {
  const redirected = request.getResponseHeader("X-Remix-Redirect");
  if (redirected) return afterRedirect(pathname, redirected);
  // 503: the database could not take the photos; the answer says so (`keepsTyped`).
  const unavailable = request.status === 503;
  if (request.status !== 200 && request.status !== 202 && !unavailable)
    return { ok: false, message: UPLOAD_FAILED };
  const stream = new Blob([request.response as ArrayBuffer]).stream();
  const { value } = await decodeTurboStream(stream, window);
  const answer = (value ?? {}) as { redirect?: string; data?: { formError?: string } };
  if (typeof answer.redirect === "string") return afterRedirect(pathname, answer.redirect);
  const message = answer.data?.formError;
  if (message) return { ok: false, message };
  return unavailable ? { ok: false, message: UPLOAD_FAILED } : { ok: true };
}

function afterRedirect(pathname: string, to: string): PostAnswer {
  const target = new URL(to, window.location.origin);
  return target.pathname === pathname
    ? { ok: true }
    : { ok: false, message: UPLOAD_FAILED, redirect: target.pathname + target.search };
}
