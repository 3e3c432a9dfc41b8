import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import displayFont from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { readSession } from "~/features/accounts/session.server";
import { NewsletterForm } from "~/features/content/newsletter-form";
import { menuState } from "~/features/dashboard/menu-badges.server";
import { sharedPagePolicy } from "~/features/page-cache/page-state.server";
import { readToast } from "~/features/toast/toast.server";
import { refuseBodiesThatAreNotForms } from "~/lib/form.server";
import { keepRetryAfter } from "~/lib/unavailable";
import { answerOutagesWith503, keepRetryAfterOn503 } from "~/lib/unavailable.server";
import { shownOnDemand } from "~/ui/client-lazy";
import { errorPageMeta } from "~/ui/error-messages";
import { GlobalErrorBanner } from "~/ui/global-error-banner";
import { useNonce } from "~/ui/nonce";
import { useRootData } from "~/ui/root-data";
import { SiteFooter } from "~/ui/site-footer";
import { SiteHeader } from "~/ui/site-header";
import { ToastProvider, useToast } from "~/ui/toast";
import { usePageVisit } from "~/ui/use-page-visit";
import { getEnv } from "./config.server";

/** Shown only when a page fails: its script loads then. */
const ErrorPage = shownOnDemand(() => import("~/ui/error-page").then((module) => module.ErrorPage));

/** Only an unconfirmed account sees it: its script (and the forms it uses) loads only then. */
const ConfirmEmailBanner = shownOnDemand(() =>
  import("~/features/accounts/confirm-email-banner").then((module) => module.ConfirmEmailBanner),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The headings' face (app.css): fetched early, so the swap happens before most first paints.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** A 503 thrown by any page's loader (the database is unavailable) keeps its Retry-After. */
export const headers = keepRetryAfter;

/** Only used when a page's loader threw and the boundary below renders: its title. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorPageMeta(isRouteErrorResponse(error) ? error.status : 500) : [];

/**
 * Runs before every loader and action of every route: cross-site writes never reach one, nor a
 * post whose body is not a form (415, decision 036); a page or post that failed because the
 * database was unavailable answers 503 "briefly unavailable", not 500 (decision 036); and a
 * page a public route offers to share stops being shareable if it was made for someone
 * (a cookie) or while a read failed (features/page-cache).
 */
export const middleware: Route.MiddlewareFunction[] = [
  refuseCrossSiteWrites,
  refuseBodiesThatAreNotForms,
  sharedPagePolicy,
  keepRetryAfterOn503,
  answerOutagesWith503,
];

export async function loader({ request }: Route.LoaderArgs) {
  const [session, { toast, headers }] = await Promise.all([
    readSession(request),
    readToast(request),
  ]);
  const { user } = session;
  // better-auth renews the session cookie's signed copy on each read from the database.
  for (const line of session.headers.getSetCookie()) headers.append("Set-Cookie", line);
  // The hearts on every page need to know what is already shortlisted (ids only) and the menu
  // its unread counts (issue 31): one query. A database hiccup must not take every page down:
  // the hearts then just show empty and the menu no counts.
  const menu = user ? await menuState(user).catch(() => null) : null;
  const shortlistIds = menu?.shortlistIds ?? [];
  const badges = menu?.badges ?? null;
  return data(
    {
      user: user && {
        name: user.name,
        email: user.email,
        role: user.role,
        emailVerified: user.emailVerified,
        badges,
      },
      shortlistIds,
      toast,
      year: new Date().getFullYear(),
      origin: getEnv().BASE_URL,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Effects run once the page is hydrated: from here on every button does what it says. Tests
  // (and styles) can wait for `html[data-hydrated]` before using a control that needs JavaScript.
  // In the layout, so error pages say so too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f3d" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[200] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function FlashToast() {
  const rootData = useRootData();
  const toast = useToast();
  useEffect(() => {
    if (rootData?.toast) toast(rootData.toast);
  }, [rootData?.toast, toast]);
  return null;
}

function Shell({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  return (
    <ToastProvider initial={rootData?.toast}>
      <GlobalErrorBanner />
      <SiteHeader user={rootData?.user ?? null} />
      <main id="main" className="flex-1 pt-16 print:pt-0">
        {rootData?.user && !rootData.user.emailVerified ? (
          <ConfirmEmailBanner email={rootData.user.email} />
        ) : null}
        {children}
      </main>
      <SiteFooter
        year={rootData?.year ?? new Date().getFullYear()}
        newsletter={<NewsletterForm />}
      />
      <FlashToast />
    </ToastProvider>
  );
}

export default function App() {
  usePageVisit();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <ErrorPage status={404} path={location.pathname} />
      </Shell>
    );
  }
  if (isRouteErrorResponse(error)) {
    return (
      <Shell>
        <ErrorPage
          status={error.status}
          message={typeof error.data === "string" ? error.data : undefined}
        />
      </Shell>
    );
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <Shell>
      <ErrorPage status={500} />
    </Shell>
  );
}
