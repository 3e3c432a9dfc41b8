import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { ToastMessage } from "~/lib/toast-message";
import { X } from "./icons";
import { BOX, TONES, ToastText } from "./toast";

/** How long a toast stays, not counting the time the pointer or focus is on it. */
const DURATION_MS = 5000;

/**
 * The one toast on screen (decision 026: our own, a few lines instead of Radix's 12 KB of
 * script on every page). It goes after five seconds, but never while the pointer is over it or
 * focus is in it; Escape or its Close button dismisses it, F8 moves focus to it. Screen readers
 * hear it through `Announcer`.
 */
export function LiveToast({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const [paused, setPaused] = useState({ pointer: false, focus: false });
  const box = useRef<HTMLDivElement>(null);
  const isPaused = paused.pointer || paused.focus;

  // A toast belongs to the page it was shown on. Leaving that page closes it, unless the
  // navigation's state says it carries the toast (`{ carryToast: true }`: the heart's "Login
  // Required" on its way to /login, "Login successful" on the way on): no toast follows anyone through sign-up
  // (issue 31). The page is its address: a form answered on the same address is the same page.
  const { pathname, search, state } = useLocation();
  const page = `${pathname}${search}`;
  const home = useRef({ page, carried: false });
  useEffect(() => {
    if (page === home.current.page) return;
    if ((state as { carryToast?: boolean } | null)?.carryToast && !home.current.carried) {
      home.current = { page, carried: true };
      return;
    }
    // A moment later, so a toast the new page brings (it replaces this one, whose clean-up then
    // cancels the close) is never the one closed.
    const timer = setTimeout(onClose, 100);
    return () => clearTimeout(timer);
  }, [page, state, onClose]);

  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(onClose, DURATION_MS);
    return () => clearTimeout(timer);
  }, [isPaused, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      event.preventDefault();
      box.current?.querySelector("button")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    // Only its own Escape is handled here; the Close button is the control that keyboards use.
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape while focus is in the toast
    <div
      ref={box}
      data-testid="toast"
      className={`pointer-events-auto ${BOX} ${TONES[toast.variant ?? "default"]}`}
      onPointerEnter={() => setPaused((state) => ({ ...state, pointer: true }))}
      onPointerLeave={() => setPaused((state) => ({ ...state, pointer: false }))}
      onFocus={() => setPaused((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setPaused((state) => ({ ...state, focus: false }));
        }
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <ToastText toast={toast} />
      <button
        type="button"
        aria-label="Dismiss notification"
        className="rounded p-1 hover:bg-black/5"
        onClick={onClose}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
