import { createCookieSessionStorage, data, redirect } from "react-router";
import { getEnv } from "~/config.server";
import { safeReturnPath } from "~/lib/return-url";
import type { ToastMessage } from "~/lib/toast-message";

function storage() {
  const env = getEnv();
  return createCookieSessionStorage<Record<string, never>, { toast: ToastMessage }>({
    cookie: {
      name: "saath_toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.isProduction,
      secrets: [env.BETTER_AUTH_SECRET ?? "saath-development-secret-not-for-production"],
    },
  });
}

/** A toast shown once on the next page: set by an action, read by the root loader. */
export async function toastHeaders(toast: ToastMessage): Promise<Headers> {
  const store = storage();
  const session = await store.getSession();
  session.flash("toast", toast);
  return new Headers({ "Set-Cookie": await store.commitSession(session) });
}

/**
 * A redirect with a toast. Every target is a page on this site, and is passed through the one
 * same-site check (`safeReturnPath`) however it was built: a target that could leave becomes "/".
 */
export async function redirectWithToast(url: string, toast: ToastMessage, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [key, value] of await toastHeaders(toast)) headers.append(key, value);
  return redirect(safeReturnPath(url, "/"), { ...init, headers });
}

export async function readToast(request: Request) {
  const store = storage();
  const session = await store.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await store.destroySession(session));
  return { toast, headers };
}

/**
 * The answer to a form a page may post two ways: through a fetcher (`js=1`, the page shows the
 * toast itself from the JSON) or as a plain post before hydration or without JavaScript (a
 * redirect back to the page, with the same toast in the flash cookie).
 */
export function answerFetchOrPage<T>(
  isFetch: boolean,
  answer: { body: T; status?: number; toast: ToastMessage; to: string },
) {
  return isFetch
    ? data(answer.body, { status: answer.status ?? 200 })
    : redirectWithToast(answer.to, answer.toast, { status: 303 });
}
