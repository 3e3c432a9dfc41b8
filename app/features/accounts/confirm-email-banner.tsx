import { MailWarning } from "~/ui/icons";
import { ResendConfirmationForm } from "./account-ui";

/**
 * With confirmation not required (local default) an unconfirmed account works at once;
 * this quiet banner asks for the confirmation anyway.
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  return (
    <div
      className="border-b border-saffron-300 bg-saffron-100 print:hidden"
      data-testid="confirm-email-banner"
    >
      <div className="container-page flex flex-col gap-2 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <MailWarning className="size-4 shrink-0 text-saffron-600" aria-hidden />
          <span>
            Please confirm your email address: we sent a link to{" "}
            <strong className="break-all">{email}</strong>.
          </span>
        </p>
        <ResendConfirmationForm className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600" />
      </div>
    </div>
  );
}
