import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A modal dialog's panel: overlay, title, description, content and the Close button. Put it
 * inside a Radix `Dialog.Root` next to its trigger; Radix moves focus into it and back.
 */
export function DialogPanel({
  title,
  description,
  size = "md",
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  size?: "md" | "lg";
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink/50" />
      <Dialog.Content
        className={`fixed top-1/2 left-1/2 z-[95] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${size === "lg" ? "max-w-xl" : "max-w-lg"} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8`}
      >
        <Dialog.Title className="pr-8 font-display text-2xl font-semibold">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-stone-700">
          {description}
        </Dialog.Description>
        {children}
        <Dialog.Close
          className="absolute top-4 right-4 rounded-full p-2 text-stone-600 hover:bg-stone-100"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * The button that opens a dialog. Before JavaScript runs (or without it) it is a link to
 * `fallbackHref`, a page or an in-page form that does the same job as a plain form post.
 */
export function DialogTrigger({
  fallbackHref,
  className,
  onClick,
  children,
}: {
  fallbackHref: string;
  className: string;
  onClick?: () => void;
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
  return (
    <Dialog.Trigger asChild>
      <button type="button" className={className} onClick={onClick}>
        {children}
      </button>
    </Dialog.Trigger>
  );
}
