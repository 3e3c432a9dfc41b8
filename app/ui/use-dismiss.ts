import { type RefObject, useEffect } from "react";

/**
 * While `open`, Escape closes and returns focus to the trigger, and a press outside `root`
 * closes: the shared behaviour of our two disclosure panels (the filter panel, the user menu).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  refs: { root: RefObject<HTMLElement | null>; trigger: RefObject<HTMLElement | null> },
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refs and close are stable per panel
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      refs.trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!refs.root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
}
