import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * The category page's results line takes the focus after a filter, a sort or a page change of
 * the same page (the Apply button it was on has gone), but not on arrival from another page,
 * nor on Back/Forward. (`ui/use-focus-after-navigation.ts` is /vendors', where a search from any
 * page lands on its results.) Kept apart so every page's first script does not carry it.
 */
export function useFocusAfterFilter<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(() => {
    const arrived = last.current !== pathname;
    last.current = pathname;
    if (navigationType !== "POP" && !arrived) ref.current?.focus();
  }, [key]);
  return ref;
}
