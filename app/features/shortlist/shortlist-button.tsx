import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { loginHref } from "~/lib/login-url";
import { Heart } from "~/ui/icons";
import { useRootData } from "~/ui/root-data";
import { useToast } from "~/ui/toast";
import { useHydrated } from "~/ui/use-hydrated";
import { SHORTLIST_TOASTS, type ShortlistActionData, shortlistToast } from "./shortlist.constants";

/** Only a couple with several events is asked, after adding: its script loads then. */
const EventChoiceDialog = lazy(() =>
  import("./event-choice-dialog").then((module) => ({ default: module.EventChoiceDialog })),
);

/** Log in (or sign up from there) and come back with this heart added (decision 042). */
const loginState = (vendorId: number) => ({ carryToast: true, next: `shortlist:${vendorId}` });

/**
 * The shortlist heart on vendor cards and the vendor page.
 *
 * Logged in, it is a real form posting to /shortlist: without JavaScript (or clicked before the
 * page hydrated) the browser posts it and is sent back here with the same toast; with JavaScript a fetcher posts it, the heart flips at
 * once (optimistic, from the submitted intent) and the toast follows the server's answer.
 * A visitor's heart is a link to /login that comes back to this page afterwards.
 *
 * Until the page has hydrated (always on the server) it is that plain form or link, without the
 * router's fetcher, navigation and toast hooks: a list renders 24 of them per request, and they
 * do nothing before React runs. The live heart takes its place on hydration, the same markup.
 */
export function ShortlistButton(props: HeartProps) {
  const rootData = useRootData();
  const hydrated = useHydrated();
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;
  if (hydrated) return <LiveShortlistButton {...props} returnUrl={returnUrl} />;
  const base = heartClass(props.className);
  if (!rootData?.user) {
    return (
      <a href={loginHref(returnUrl)} className={base} aria-label={loginLabel(props.vendorName)}>
        <Heart className="size-5" aria-hidden />
      </a>
    );
  }
  return (
    <form method="post" action="/shortlist" className="contents">
      <HeartFields
        vendorId={props.vendorId}
        vendorName={props.vendorName}
        returnUrl={returnUrl}
        className={base}
        isShortlisted={(rootData.shortlistIds ?? []).includes(props.vendorId)}
      />
    </form>
  );
}

interface HeartProps {
  vendorId: number;
  vendorName: string;
  className?: string;
}

const heartClass = (className = "") => (className ? `heart-button ${className}` : "heart-button");

const loginLabel = (vendorName: string) => `Shortlist ${vendorName} (log in required)`;

/** The form's fields and its button, the same before and after hydration. */
function HeartFields({
  vendorId,
  vendorName,
  returnUrl,
  className,
  isShortlisted,
}: {
  vendorId: number;
  vendorName: string;
  returnUrl: string;
  className: string;
  isShortlisted: boolean;
}) {
  return (
    <>
      <input type="hidden" name="vendorId" value={vendorId} />
      <input type="hidden" name="redirectTo" value={returnUrl} />
      <button
        type="submit"
        name="intent"
        value={isShortlisted ? "remove" : "add"}
        className={className}
        aria-label={`Shortlist ${vendorName}`}
        aria-pressed={isShortlisted}
        title={isShortlisted ? "Remove from shortlist" : "Add to shortlist"}
      >
        <Heart className={isShortlisted ? "size-5 fill-current" : "size-5"} aria-hidden />
      </button>
    </>
  );
}

/** The heart once React runs: a fetcher posts it, or a router link to log in. */
function LiveShortlistButton({
  vendorId,
  vendorName,
  className,
  returnUrl,
}: HeartProps & { returnUrl: string }) {
  const rootData = useRootData();
  const toast = useToast();
  const navigate = useNavigate();
  // One fetcher per vendor, so two hearts for the same vendor on a page stay in step.
  const fetcher = useFetcher<ShortlistActionData>({ key: `shortlist-${vendorId}` });

  // Toast once per answer from the server, never again for an answer seen before mounting.
  const seen = useRef(fetcher.data);
  const [askEvents, setAskEvents] = useState<{ id: number; label: string }[] | null>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    toast(shortlistToast(answer, vendorName));
    if (answer.ok && answer.askEvents) setAskEvents(answer.askEvents);
    // The session ended in another tab: log in again and come back here.
    if (!answer.ok && answer.error === "login-required")
      navigate(loginHref(returnUrl), { state: loginState(vendorId) });
  }, [fetcher.data, toast, navigate, returnUrl, vendorName, vendorId]);

  const base = heartClass(className);

  if (!rootData?.user) {
    return (
      <Link
        to={loginHref(returnUrl)}
        state={loginState(vendorId)}
        className={base}
        aria-label={loginLabel(vendorName)}
        onClick={() => toast(SHORTLIST_TOASTS.loginRequired)}
      >
        <Heart className="size-5" aria-hidden />
      </Link>
    );
  }

  const pendingIntent = fetcher.formData?.get("intent");
  const isShortlisted =
    typeof pendingIntent === "string"
      ? pendingIntent === "add"
      : (rootData.shortlistIds ?? []).includes(vendorId);

  return (
    <fetcher.Form method="post" action="/shortlist" className="contents">
      <HeartFields
        vendorId={vendorId}
        vendorName={vendorName}
        returnUrl={returnUrl}
        className={base}
        isShortlisted={isShortlisted}
      />
      {/* Present only once JavaScript runs: the action then answers with JSON, not a redirect. */}
      <input type="hidden" name="js" value="1" />
      {/* In the body, not inside this form: a form may not hold another. */}
      {askEvents
        ? createPortal(
            <Suspense fallback={null}>
              <EventChoiceDialog
                vendorId={vendorId}
                vendorName={vendorName}
                events={askEvents}
                onClose={() => setAskEvents(null)}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </fetcher.Form>
  );
}
