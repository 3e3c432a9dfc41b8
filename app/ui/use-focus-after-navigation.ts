import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Moves focus to the returned element after a search, a filter or a page change lands on this
 * page (not on the first load, nor on Back/Forward), so keyboard and screen-reader users start at
 * the new results instead of the top of the page.
 */
export function useFocusAfterNavigation<T extends HTMLElement>(
  options: { samePageOnly?: boolean } = {},
) {
  const ref = useRef<T>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  // With `samePageOnly`, arriving by a link from another page starts at the page's heading as
  // usual (the first render here is an arrival); only a filter, a sort or a page change of this
  // page moves the focus.
  const lastPath = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(() => {
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    if (navigationType === "POP" || (options.samePageOnly && !samePage)) return;
    ref.current?.focus();
  }, [location.key]);
  return ref;
}
