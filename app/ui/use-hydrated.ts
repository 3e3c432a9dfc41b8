import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once React runs in the browser. Controls that
 * work as plain links or form posts before then (the shortlist heart, the claim and import
 * dialogs' triggers) switch to their JavaScript behaviour on it.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
