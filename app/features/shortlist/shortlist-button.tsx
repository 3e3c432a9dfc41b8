import { Heart } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { useRootData } from "~/ui/root-data";
import { useToast } from "~/ui/toast";
import type { ShortlistActionData } from "./shortlist.schema";

const LOGIN_REQUIRED = {
  title: "Login Required",
  description: "Please login to shortlist vendors",
  variant: "destructive",
} as const;

function loginUrl(returnUrl: string) {
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The shortlist heart on vendor cards and the vendor page.
 *
 * Logged in, it is a real form posting to /shortlist: without JavaScript the browser posts it
 * and is sent back here with a toast; with JavaScript a fetcher posts it, the heart flips at
 * once (optimistic, from the submitted intent) and the toast follows the server's answer.
 * A visitor's heart is a link to /login that comes back to this page afterwards.
 */
export function ShortlistButton({
  vendorId,
  vendorName,
  className = "",
}: {
  vendorId: number;
  vendorName: string;
  className?: string;
}) {
  const rootData = useRootData();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // One fetcher per vendor, so two hearts for the same vendor on a page stay in step.
  const fetcher = useFetcher<ShortlistActionData>({ key: `shortlist-${vendorId}` });
  const returnUrl = `${location.pathname}${location.search}`;

  // Toast once per answer from the server, never again for an answer seen before mounting.
  const seen = useRef(fetcher.data);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok) {
      toast({
        title: answer.shortlisted ? "Added to Shortlist" : "Removed from Shortlist",
        description: answer.vendorName ?? vendorName,
        variant: answer.shortlisted ? "success" : "default",
      });
    } else if (answer.error === "login-required") {
      // The session ended in another tab: log in again and come back here.
      toast(LOGIN_REQUIRED);
      navigate(loginUrl(returnUrl));
    } else if (answer.error === "not-found") {
      toast({
        title: "Vendor not found",
        description: "We couldn't find the vendor you're looking for.",
        variant: "destructive",
      });
    } else {
      toast({
        title: "Error",
        description: "Could not update your shortlist. Please try again.",
        variant: "destructive",
      });
    }
  }, [fetcher.data, toast, navigate, returnUrl, vendorName]);

  const base = `grid size-10 place-items-center rounded-full bg-white/95 text-brand-700 shadow transition-colors hover:bg-brand-50 ${className}`;

  if (!rootData?.user) {
    return (
      <Link
        to={loginUrl(returnUrl)}
        className={base}
        aria-label={`Shortlist ${vendorName} (log in required)`}
        onClick={() => toast(LOGIN_REQUIRED)}
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
      <input type="hidden" name="vendorId" value={vendorId} />
      <input type="hidden" name="redirectTo" value={returnUrl} />
      {/* Present only once JavaScript runs: the action then answers with JSON, not a redirect. */}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        name="intent"
        value={isShortlisted ? "remove" : "add"}
        className={base}
        aria-label={`Shortlist ${vendorName}`}
        aria-pressed={isShortlisted}
        title={isShortlisted ? "Remove from shortlist" : "Add to shortlist"}
      >
        <Heart className={`size-5 ${isShortlisted ? "fill-current" : ""}`} aria-hidden />
      </button>
    </fetcher.Form>
  );
}
