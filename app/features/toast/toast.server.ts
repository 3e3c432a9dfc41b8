import { createCookieSessionStorage, data, redirect } from "react-router";
import { getEnv } from "~/config.server";
import type { ToastMessage } from "~/ui/toast";

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

export async function redirectWithToast(url: string, toast: ToastMessage, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [key, value] of await toastHeaders(toast)) headers.append(key, value);
  return redirect(url, { ...init, headers });
}

/**
 * One outcome of a write, answered the way it was sent. A fetcher's post (its form carries
 * `js=1`, added once the page's JavaScript runs) gets `body` as JSON with `status`, and the
 * component shows `toast` from it. A plain form post (JavaScript off, or the click came before
 * the page hydrated) is redirected to `to` with the same toast in the toast cookie, so the page
 * it lands on shows the same message.
 */
export async function answerWrite<T>(
  form: FormData,
  outcome: { body: T; status?: number; toast: ToastMessage; to: string; redirectStatus?: number },
) {
  if (form.get("js") === "1") return data(outcome.body, { status: outcome.status ?? 200 });
  return redirectWithToast(outcome.to, outcome.toast, { status: outcome.redirectStatus ?? 303 });
}

export async function readToast(request: Request) {
  const store = storage();
  const session = await store.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await store.destroySession(session));
  return { toast, headers };
}
