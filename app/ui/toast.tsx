import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import type { ToastMessage } from "~/lib/toast-message";
import { shownOnDemand } from "./client-lazy";

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

/** Show a toast. Only one is visible at a time: a new one replaces the last (spec §8). */
export function useToast() {
  return useContext(ToastContext);
}

export const TONES = {
  destructive: "border-red-300 bg-red-50 text-red-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  default: "border-stone-200 bg-white text-ink",
} as const;

export const BOX = "flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg";
const VIEWPORT = "fixed right-0 bottom-0 z-[100] w-full max-w-sm p-4";

export function ToastText({ toast }: { toast: ToastMessage }) {
  return (
    <div className="flex-1">
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
    </div>
  );
}

/**
 * Screen readers hear a toast from this live region, which is on the page before any toast
 * arrives (a region added together with its text is often not read). As Radix's toast did, it
 * says "Notification" first and keeps the words for a second only, so the page does not hold them twice.
 */
/** The toast itself, whose script loads with the first toast (decision 030). */
const LiveToast = shownOnDemand(() => import("./live-toast").then((module) => module.LiveToast));

function Announcer({ toast }: { toast: (ToastMessage & { key: number }) | null }) {
  const [text, setText] = useState("");
  useEffect(() => {
    if (!toast) return;
    setText(["Notification", toast.title, toast.description].filter(Boolean).join(". "));
    const timer = setTimeout(() => setText(""), 1000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}

/**
 * `initial` is the one-shot toast the server read from the toast cookie (after a redirect).
 * Until the page's JavaScript runs (a form posted before hydration, or no JavaScript at all)
 * the same message is part of the server's HTML; after it, the root's `FlashToast` shows it.
 */
export function ToastProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: ToastMessage | null;
}) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const show = useCallback((toast: ToastMessage) => setCurrent({ ...toast, key: Date.now() }), []);
  const close = useCallback(() => setCurrent(null), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {!hydrated && initial ? (
        <div className={VIEWPORT}>
          <div
            role="status"
            data-testid="toast"
            className={`${BOX} ${TONES[initial.variant ?? "default"]}`}
          >
            <ToastText toast={initial} />
          </div>
        </div>
      ) : (
        <section aria-label="Notifications" className={`pointer-events-none ${VIEWPORT}`}>
          <Announcer toast={current} />
          {current ? <LiveToast key={current.key} toast={current} onClose={close} /> : null}
        </section>
      )}
    </ToastContext.Provider>
  );
}
