import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { X } from "~/ui/icons";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

/** Show a toast. Only one is visible at a time: a new one replaces the last (spec §8). */
export function useToast() {
  return useContext(ToastContext);
}

const TONES = {
  destructive: "border-red-300 bg-red-50 text-red-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  default: "border-stone-200 bg-white text-ink",
} as const;

const BOX = "flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg";
const VIEWPORT = "fixed right-0 bottom-0 z-[100] w-full max-w-sm p-4";
/** How long a toast stays, not counting the time the pointer or focus is on it. */
const DURATION_MS = 5000;

function ToastText({ toast }: { toast: ToastMessage }) {
  return (
    <div className="flex-1">
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
    </div>
  );
}

/**
 * The one toast on screen (decision 026: our own, a few lines instead of Radix's 12 KB of
 * script on every page). It goes after five seconds, but never while the pointer is over it or
 * focus is in it; Escape or its Close button dismisses it, F8 moves focus to it. Screen readers
 * hear it through `Announcer`.
 */
function LiveToast({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const [paused, setPaused] = useState({ pointer: false, focus: false });
  const box = useRef<HTMLDivElement>(null);
  const isPaused = paused.pointer || paused.focus;

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

/**
 * Screen readers hear a toast from this live region, which is on the page before any toast
 * arrives (a region added together with its text is often not read). As Radix's toast did, it
 * says "Notification" first and keeps the words for a second only, so the page does not hold them twice.
 */
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
