import { consumeAll, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { logger } from "~/lib/logger.server";
import type { ToastMessage } from "~/lib/toast-message";
import { resendConfirmation } from "./accounts.server";
import { PLEASE_WAIT_RESEND } from "./action-helpers.server";

/**
 * Sends a new confirmation link, at most once a minute per address (spec §5). The one path for
 * the log-in notice, the sign-up's "Check your email" page and the account page.
 */
export async function resendConfirmationEmail(
  email: string,
  headers: Headers,
  sentDescription: string,
  /** Where the link lands: /login?confirmed=1, with the visitor's place when they have one. */
  callbackURL?: string,
): Promise<{ status: number; toast: ToastMessage }> {
  const limit = await consumeAll([[`resend:${email}`, RATE_RULES.resend]]);
  if (!limit.allowed) return { status: 429, toast: PLEASE_WAIT_RESEND };
  try {
    await resendConfirmation(email, headers, callbackURL);
    return {
      status: 200,
      toast: { title: "Confirmation email sent", description: sentDescription, variant: "success" },
    };
  } catch (error) {
    logger.error({ err: error }, "Resending the confirmation failed");
    return {
      status: 500,
      toast: {
        title: "Error",
        description: "Could not resend confirmation email. Please try again later.",
        variant: "destructive",
      },
    };
  }
}
