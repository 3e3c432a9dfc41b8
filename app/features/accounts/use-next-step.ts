import { useLocation } from "react-router";
import { parseNextStep } from "~/lib/keep-place";
import { useHydrated } from "~/ui/use-hydrated";

/**
 * The step a visitor sent to log in was taking (decision 042). The heart hands it over in the
 * navigation's state, so the log-in address stays the spec's `/login?returnUrl=…`; links
 * between log-in and sign-up carry it in their address. Read from the state only once the page
 * runs in the browser (the server never sees it; reading it earlier would not match).
 */
export function useNextStep(fromAddress: string | null): string | null {
  const { state } = useLocation();
  const hydrated = useHydrated();
  const handed = hydrated ? (state as { next?: unknown } | null)?.next : null;
  return parseNextStep(handed) ? (handed as string) : fromAddress;
}
