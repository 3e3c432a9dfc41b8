import { lazy } from "react";
import { DialogTrigger, Modal, useDialog } from "~/ui/dialog";
import { Download } from "~/ui/icons";

const IMPORT_PATH = "/add-business?tab=google";
const IDLE = { status: "idle" } as const;

const loadForm = () => import("./google-import-form");
/** The dialog's form and its help: fetched when the dialog first opens, with the dialog. */
const ImportContent = lazy(async () => {
  const { GoogleImportForm, ImportHelp } = await loadForm();
  return {
    default: ({ isLoggedIn, hasServerKey }: { isLoggedIn: boolean; hasServerKey: boolean }) => (
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
    ),
  };
});

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
  const dialog = useDialog({ load: loadForm });
  return (
    <>
      <DialogTrigger {...dialog.trigger} fallbackHref={IMPORT_PATH} className="btn-secondary">
        <Download className="size-4" aria-hidden /> Import from Google
      </DialogTrigger>
      <Modal
        {...dialog.modal}
        size="lg"
        title="Import from Google"
        description="Add your business to the directory from its Google Business Profile."
      >
        <ImportContent isLoggedIn={isLoggedIn} hasServerKey={hasServerKey} />
      </Modal>
    </>
  );
}
