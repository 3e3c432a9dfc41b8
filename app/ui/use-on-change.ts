import { useState } from "react";

/**
 * Runs `apply` in the render in which `key` changes (not on the first one), for state that
 * follows a server answer. An effect would run after the answer is painted, and under load
 * long after: an Escape pressed in between was undone by it (the admin's Reset password dialog
 * reopened itself). `apply` may only set this component's own state.
 */
export function useOnChange(key: unknown, apply: () => void) {
  const [seen, setSeen] = useState(key);
  if (!Object.is(seen, key)) {
    setSeen(key);
    apply();
  }
}
