import { lazy } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { loginHref } from "~/lib/login-url";
import { DialogTrigger, Modal, useDialog } from "~/ui/dialog";
import { MessageCircle } from "~/ui/icons";
import { useToast } from "~/ui/toast";
import { ENQUIRY_TOASTS } from "./enquiry.constants";
import type { EnquiryDefaults } from "./enquiry-form";
import { unclaimedNotice } from "./unclaimed-notice";

const loadForm = () => import("./enquiry-form");
/** The dialog's form: fetched when the dialog first opens, with the dialog. */
const EnquiryForm = lazy(() => loadForm().then((module) => ({ default: module.EnquiryForm })));

export interface EnquiryPanel {
  reach: "owner" | "email" | null;
  viewer: "visitor" | "couple" | "view-only" | "other";
  defaults: EnquiryDefaults | null;
  stats: { replyTime: string; answeredShare: number } | null;
}

/**
 * "Contact Business" on the vendor page. A couple gets the enquiry form in a dialog (a page of
 * its own, /vendor/{id}/enquire, before JavaScript runs); a visitor is sent to log in and back
 * to the form; business and admin accounts are told that couples send enquiries.
 */
export function ContactBusiness({
  vendorId,
  vendorName,
  panel,
}: {
  vendorId: number;
  vendorName: string;
  panel: EnquiryPanel;
}) {
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  const dialog = useDialog({ initiallyOpen: searchParams.get("enquire") === "1", load: loadForm });
  const page = `/vendor/${vendorId}/enquire`;
  if (!panel.reach) return null;
  const stats = panel.stats ? (
    <p className="mt-3 flex items-start gap-2 text-sm text-stone-700">
      <MessageCircle className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
      <span>
        Usually replies within {panel.stats.replyTime}. Answers {panel.stats.answeredShare}% of
        enquiries.
      </span>
    </p>
  ) : null;

  if (panel.viewer !== "couple" || !panel.defaults) {
    // Before hydration the link's own page sends a visitor to log in (with the toast); after
    // it, the toast shows here and the visitor goes straight to log in, then to the form.
    const visitor = panel.viewer === "visitor";
    return (
      <>
        <Link
          to={page}
          className="btn-primary mt-6 w-full"
          onClick={(event) => {
            if (!visitor) return;
            event.preventDefault();
            toast(ENQUIRY_TOASTS.loginRequired);
            navigate(loginHref(page), {
              state: { carryToast: true },
            });
          }}
        >
          Contact Business
        </Link>
        {stats}
      </>
    );
  }
  return (
    <>
      <DialogTrigger {...dialog.trigger} fallbackHref={page} className="btn-primary mt-6 w-full">
        Contact Business
      </DialogTrigger>
      {stats}
      <Modal
        {...dialog.modal}
        size="lg"
        title={`Contact ${vendorName}`}
        description={
          panel.reach === "email"
            ? unclaimedNotice(vendorName)
            : "Your message goes to the business in Saath. You'll get an e-mail when they reply."
        }
      >
        <div className="mt-6">
          <EnquiryForm action={page} vendorIds={[vendorId]} defaults={panel.defaults} />
        </div>
      </Modal>
    </>
  );
}
