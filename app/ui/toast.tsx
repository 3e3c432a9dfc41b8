import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import {
  createContext,
  type ElementType,
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

const BOX = "flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg";
const SMALL = "mt-1 text-sm opacity-90";

/** A toast's title and description: plain paragraphs before hydration, Radix's parts after. */
function ToastText({
  toast,
  Title = "p",
  Description = "p",
}: {
  toast: ToastMessage;
  Title?: ElementType;
  Description?: ElementType;
}) {
  return (
    <div className="flex-1">
      <Title className="font-semibold">{toast.title}</Title>
      {toast.description ? <Description className={SMALL}>{toast.description}</Description> : null}
    </div>
  );
}

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
              className={`${BOX} ${TONES[initial.variant ?? "default"]}`}
            >
              <ToastText toast={initial} />
            </div>
          </div>
        ) : current ? (
          <RadixToast.Root
            key={current.key}
            onOpenChange={(open) => !open && setCurrent(null)}
            className={`pointer-events-auto ${BOX} ${tone}`}
            data-testid="toast"
          >
            <ToastText
              toast={current}
              Title={RadixToast.Title}
              Description={RadixToast.Description}
            />
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
