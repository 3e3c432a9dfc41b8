import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

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

/**
 * `initial` is the one-shot toast the server read from the toast cookie (after a redirect).
 * Radix toasts only exist once the page's JavaScript runs, so until then (a form posted
 * before hydration, or no JavaScript at all) the same message is part of the server's HTML.
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
  const value = useMemo(() => show, [show]);
  const tone = TONES[current?.variant ?? "default"];

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={5000} swipeThreshold={50} label="Notification">
        {children}
        {!hydrated && initial ? (
          <div className="fixed right-0 bottom-0 z-[100] w-full max-w-sm p-4">
            <div
              role="status"
              data-testid="toast"
              className={`flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${TONES[initial.variant ?? "default"]}`}
            >
              <div className="flex-1">
                <p className="font-semibold">{initial.title}</p>
                {initial.description ? (
                  <p className="mt-1 text-sm opacity-90">{initial.description}</p>
                ) : null}
              </div>
            </div>
          </div>
        ) : current ? (
          <RadixToast.Root
            key={current.key}
            onOpenChange={(open) => !open && setCurrent(null)}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${tone}`}
            data-testid="toast"
          >
            <div className="flex-1">
              <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
              {current.description ? (
                <RadixToast.Description className="mt-1 text-sm opacity-90">
                  {current.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label="Dismiss notification"
              className="rounded p-1 hover:bg-black/5"
            >
              <X className="size-4" aria-hidden />
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport
          hotkey={["F8"]}
          className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
