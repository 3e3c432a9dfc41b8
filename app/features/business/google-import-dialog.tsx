import * as Dialog from "@radix-ui/react-dialog";
import { Download } from "lucide-react";
import { DialogPanel, DialogTrigger } from "~/ui/dialog";
import { GoogleImportForm, ImportHelp } from "./google-import-form";

const IMPORT_PATH = "/add-business?tab=google";
const IDLE = { status: "idle" } as const;

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
  return (
    <Dialog.Root>
      <DialogTrigger fallbackHref={IMPORT_PATH} className="btn-secondary">
        <Download className="size-4" aria-hidden /> Import from Google
      </DialogTrigger>
      <DialogPanel
        size="lg"
        title="Import from Google"
        description="Add your business to the directory from its Google Business Profile."
      >
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
      </DialogPanel>
    </Dialog.Root>
  );
}
