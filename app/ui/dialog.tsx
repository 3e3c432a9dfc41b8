import {
  lazy,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { useHydrated } from "./use-hydrated";

const loadPanel = () => import("./dialog-panel");
const DialogPanel = lazy(loadPanel);

/** Fetch a dialog's code ahead of the click (pointer over or focus on its trigger). */
export function preloadDialog(...more: (() => Promise<unknown>)[]) {
  loadPanel();
  for (const load of more) load();
}

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: "md" | "lg";
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog (Radix: focus moved in, kept there and given back, Escape and the overlay
 * close it). Its code, and whatever lazy content `children` holds, loads the first time it
 * opens, never with the page (decision 026); once loaded it stays mounted so it can close.
 * On the server and while hydrating it renders nothing: each dialog's trigger is a plain link
 * to a page that does the same job until then.
 */
export function Modal(props: ModalProps) {
  const hydrated = useHydrated();
  const [used, setUsed] = useState(props.open);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!hydrated || !(used || props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}

/**
 * The button that opens a dialog. Before JavaScript runs (or without it) it is a link to
 * `fallbackHref`, a page or an in-page form that does the same job as a plain form post.
 * Pointing at it or focusing it starts fetching the dialog's code (`preload`).
 */
export function DialogTrigger({
  fallbackHref,
  className,
  open,
  onOpen,
  preload,
  ref,
  children,
}: {
  fallbackHref: string;
  className: string;
  open: boolean;
  onOpen: () => void;
  preload?: () => void;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={fallbackHref} className={className}>
        {children}
      </a>
    );
  }
  const warm = preload ?? preloadDialog;
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={() => warm()}
      onFocus={() => warm()}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}

/**
 * A dialog's state, shared by its `DialogTrigger` (`trigger`) and its `Modal` (`modal`): open
 * or not, focus given back to the trigger when it closes, and the dialog's own content (`load`)
 * fetched early with the panel when the trigger is pointed at or focused.
 */
export function useDialog({
  initiallyOpen = false,
  load,
}: {
  initiallyOpen?: boolean;
  load?: () => Promise<unknown>;
} = {}) {
  const [open, setOpen] = useState(initiallyOpen);
  const ref = useRef<HTMLButtonElement>(null);
  const preload = load ? () => preloadDialog(load) : undefined;
  return {
    open,
    setOpen,
    trigger: { ref, open, onOpen: () => setOpen(true), preload },
    modal: { open, onOpenChange: setOpen, returnFocus: ref },
  };
}
