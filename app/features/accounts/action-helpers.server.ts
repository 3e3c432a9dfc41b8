import { waitText } from "~/lib/format";
import type { ToastMessage } from "~/lib/toast-message";

export const PLEASE_WAIT_RESEND: ToastMessage = {
  title: "Please wait",
  description: "You can only request a new email every 60 seconds. Please wait and try again.",
  variant: "destructive",
};

export function pleaseWait(retryAfter: number): ToastMessage {
  return {
    title: "Please wait",
    description: `Too many attempts. Please wait ${waitText(retryAfter)} and try again.`,
    variant: "destructive",
  };
}

/** A failure toast whose text is also shown above the form. */
export function failure(title: string, description: string) {
  return {
    formError: description,
    toast: { title, description, variant: "destructive" } satisfies ToastMessage,
  };
}
