import { MailWarning } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/ui/toast";
import type { FormResult } from "./form-result";

/**
 * With confirmation not required (local default) an unconfirmed account works at once;
 * this quiet banner asks for the confirmation anyway.
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const fetcher = useFetcher<FormResult>();
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (fetcher.data?.toast) toast(fetcher.data.toast);
  }, [fetcher.data?.at, toast]);
  const sending = fetcher.state !== "idle";
  return (
    <div className="border-b border-saffron-300 bg-saffron-100" data-testid="confirm-email-banner">
      <div className="container-page flex flex-col gap-2 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <MailWarning className="size-4 shrink-0 text-saffron-600" aria-hidden />
          <span>
            Please confirm your email address: we sent a link to{" "}
            <strong className="break-all">{email}</strong>.
          </span>
        </p>
        <fetcher.Form method="post" action="/account">
          <input type="hidden" name="intent" value="resend-confirmation" />
          <button
            type="submit"
            disabled={sending}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600"
          >
            {sending ? "Sending..." : "Resend confirmation email"}
          </button>
        </fetcher.Form>
      </div>
    </div>
  );
}
