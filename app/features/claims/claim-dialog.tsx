import { useState } from "react";
import { useSearchParams } from "react-router";
import { CardSection } from "~/ui/card";
import { shownOnDemand } from "~/ui/client-lazy";
import { DialogTrigger, Modal, useDialog } from "~/ui/dialog";
import { BadgeCheck, Building2 } from "~/ui/icons";
import { useRootData } from "~/ui/root-data";

/** The form's script (and its check) loads only on a page that shows it, or when the dialog opens. */
const ClaimForm = shownOnDemand(() => import("./claim-form").then((module) => module.ClaimForm));
/** What a visitor who is not logged in sees instead of the form: loaded the same way. */
const LoginNotice = shownOnDemand(() =>
  import("./claim-login-notice").then((module) => module.ClaimLoginNotice),
);

/**
 * "Claim this Business" on the vendor page (spec: Claim dialog), shown when the vendor is
 * claimable. With JavaScript: a dialog that posts to /claim through a fetcher. Without it the
 * button is a link to `?claim=1`, which shows the same form in the page as a plain form post.
 */
export function ClaimBusiness({
  vendorId,
  vendorName,
  isClaimable,
  byCode,
}: {
  vendorId: number;
  vendorName: string;
  isClaimable: boolean;
  /** The listing has a public e-mail: a code sent there claims it at once (decision 042). */
  byCode?: boolean;
}) {
  const isLoggedIn = Boolean(useRootData()?.user);
  const [searchParams] = useSearchParams();
  const dialog = useDialog();
  const [submitted, setSubmitted] = useState(false);
  const inline = searchParams.get("claim") === "1";

  if (!isClaimable && !submitted) return null;

  if (submitted) {
    return (
      <CardSection
        id="claim-heading"
        Icon={BadgeCheck}
        tone="text-emerald-700"
        title="Claim submitted"
      >
        <p className="mt-2 text-sm text-stone-700">
          Thank you. We review claims within 1-2 business days and will e-mail you our decision.
        </p>
      </CardSection>
    );
  }

  return (
    <CardSection
      id="claim-heading"
      Icon={Building2}
      tone="text-brand-600"
      title="Is this your business?"
    >
      <p className="mt-2 text-sm text-stone-700">
        Claim {vendorName} to keep its details up to date and hear from couples directly.
      </p>
      {inline ? (
        <div id="claim-form" className="mt-5 border-t border-stone-200 pt-5">
          {isLoggedIn ? (
            <ClaimForm vendorId={vendorId} onDone={() => setSubmitted(true)} />
          ) : (
            <LoginNotice vendorId={vendorId} />
          )}
        </div>
      ) : (
        // Without JavaScript, the trigger opens the same form in the page (`?claim=1`).
        <DialogTrigger
          {...dialog.trigger}
          fallbackHref="?claim=1#claim-form"
          className="btn-secondary mt-4 w-full"
        >
          Claim this Business
        </DialogTrigger>
      )}

      <Modal
        {...dialog.modal}
        title="Claim this Business"
        description={`Tell us how you are connected to ${vendorName}. Our team checks every claim before linking the listing to your account.`}
      >
        <div className="mt-6">
          {isLoggedIn ? (
            <ClaimForm
              vendorId={vendorId}
              byCode={byCode}
              onDone={() => {
                dialog.setOpen(false);
                setSubmitted(true);
              }}
              onCancel={() => dialog.setOpen(false)}
            />
          ) : (
            <LoginNotice vendorId={vendorId} />
          )}
        </div>
      </Modal>
    </CardSection>
  );
}
