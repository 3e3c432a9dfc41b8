import * as Dialog from "@radix-ui/react-dialog";
import { Download, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { GoogleImportForm, ImportHelp } from "./google-import-form";

const IMPORT_PATH = "/add-business?tab=google";

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The directory's 'Import from Google' dialog (spec: All vendors). It holds the same form as
 * the add-business page's Google Business tab and posts to it, so the search result, the
 * no-key choice and any errors carry on there. Before JavaScript runs it is a link to that tab.
 */
export function GoogleImportDialog({
  isLoggedIn,
  hasServerKey,
}: {
  isLoggedIn: boolean;
  hasServerKey: boolean;
}) {
  const hydrated = useHydrated();
  const trigger = (
    <>
      <Download className="size-4" aria-hidden /> Import from Google
    </>
  );
  if (!hydrated) {
    return (
      <Link to={IMPORT_PATH} className="btn-secondary">
        {trigger}
      </Link>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-secondary">
          {trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[95] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <Dialog.Title className="pr-8 font-display text-2xl font-semibold">
            Import from Google
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            Add your business to the directory from its Google Business Profile.
          </Dialog.Description>
          <div className="mt-5 space-y-6">
            <ImportHelp />
            <GoogleImportForm
              action={IMPORT_PATH}
              initialCategory=""
              isLoggedIn={isLoggedIn}
              hasServerKey={hasServerKey}
              state={IDLE}
            />
          </div>
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

const IDLE = { status: "idle" } as const;
