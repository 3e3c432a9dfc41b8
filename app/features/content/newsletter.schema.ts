import { z } from "zod";
import { requiredEmail } from "~/lib/schema-fields";

/** The footer form: one e-mail address. Shared by the browser and the server. */
export const newsletterSchema = z.object({
  email: requiredEmail(
    "Please enter your email address",
    "Please enter a valid email address",
  ).transform((email) => email.toLowerCase()),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const NEWSLETTER_MESSAGES = {
  pending:
    "Thank you! Please check your inbox and click the link in our email to confirm your subscription.",
  alreadyConfirmed: "You're already subscribed. Thank you for reading!",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  failed: "Sorry, we couldn't subscribe you just now. Please try again later.",
} as const;

/** What the subscribe action answers, shown in the footer's live region. */
export type NewsletterResult =
  | { ok: true; status: "pending" | "already-confirmed"; message: string }
  | { ok: false; error: string; email?: string };
