import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Records each page view on the server once the page is on screen (client navigations too),
 * with the title the visitor saw. Fire-and-forget: a failure never affects the page.
 */
export function usePageVisit() {
  const { pathname } = useLocation();
  useEffect(() => {
    const body = new URLSearchParams({ path: pathname, title: document.title });
    try {
      if (!navigator.sendBeacon?.("/api/visit", body)) {
        void fetch("/api/visit", { method: "POST", body, keepalive: true }).catch(() => {});
      }
    } catch {
      // analytics must never break a page
    }
  }, [pathname]);
}
