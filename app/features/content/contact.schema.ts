import { z } from "zod";
import { validateForm } from "~/lib/form";
import { requiredEmail, requiredText } from "~/lib/schema-fields";

export const CONTACT_TOPICS = [
  "Planning my wedding",
  "Listing or claiming a business",
  "A problem with a listing",
  "My account or my data",
  "Something else",
] as const;

/** The contact form. Shared by the browser (instant feedback) and the server (the real check). */
export const contactSchema = z.object({
  name: requiredText("Please enter your name", 100, "Name must be 100 characters or fewer").min(
    2,
    "Name must be at least 2 characters",
  ),
  email: requiredEmail("Please enter your email address", "Please enter a valid email address"),
  topic: z.enum(CONTACT_TOPICS, { error: "Please choose a topic" }),
  message: requiredText(
    "Please enter a message",
    2000,
    "Message must be 2,000 characters or fewer",
  ).min(10, "Message must be at least 10 characters"),
});

/** What the form says after sending; shared because the page shows it too. */
export const CONTACT_MESSAGES = {
  sent: "Thank you for getting in touch. We reply to most messages within two working days.",
  tooMany: "You've sent several messages in a short time. Please wait a few minutes and try again.",
  failed: "Sorry, we couldn't send your message just now. Please try again, or email us directly.",
} as const;

export type ContactInput = z.infer<typeof contactSchema>;

/** Reads a submitted form (FormData or a plain object) and returns the data or per-field errors. */
export function parseContactForm(form: FormData | Record<string, unknown>) {
  return validateForm(contactSchema, form);
}
