import * as Dialog from "@radix-ui/react-dialog";
import type { ModalProps } from "./dialog";
import { X } from "./icons";

/**
 * A modal dialog's panel: overlay, title, description, content and the Close button. Radix moves
 * focus into it, keeps it there and hands it back to `returnFocus` when it closes. Only loaded
 * when a dialog first opens (`Modal` in ./dialog.tsx): Radix's dialog is not part of any
 * page's first load.
 */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  returnFocus,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-[95] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${size === "lg" ? "max-w-xl" : "max-w-lg"} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8`}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger to go back to: the page's own button is it.
            event.preventDefault();
            returnFocus?.current?.focus();
          }}
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
    </Dialog.Root>
  );
}
