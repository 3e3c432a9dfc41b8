import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Moves focus to the returned element after a search, a filter or a page change lands on this
 * page (not on the first load, nor on Back/Forward), so keyboard and screen-reader users start at
 * the new results instead of the top of the page.
 */
export function useFocusAfterNavigation<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(() => {
    if (navigationType !== "POP") ref.current?.focus();
  }, [location.key]);
  return ref;
}
