import { z } from "zod";
import { validateForm } from "~/lib/form";

export const CONTACT_TOPICS = [
  "Planning my wedding",
  "Listing or claiming a business",
  "A problem with a listing",
  "My account or my data",
  "Something else",
] as const;

/** The contact form. Shared by the browser (instant feedback) and the server (the real check). */
export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be 100 characters or fewer"),
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "That email address is too long")
    .pipe(z.email("Please enter a valid email address")),
  topic: z.enum(CONTACT_TOPICS, { error: "Please choose a topic" }),
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .min(10, "Message must be at least 10 characters")
    .max(2000, "Message must be 2,000 characters or fewer"),
});

/** What the form says after sending; shared because the page shows it too. */
export const CONTACT_MESSAGES = {
  sent: "Thank you for getting in touch. We reply to most messages within two working days.",
  tooMany: "You've sent several messages in a short time. Please wait a few minutes and try again.",
  failed: "Sorry, we couldn't send your message just now. Please try again, or email us directly.",
} as const;

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Reads a submitted form (FormData or a plain object) and returns the data or per-field errors. */
export function parseContactForm(form: FormData | Record<string, unknown>) {
  return validateForm(contactSchema, form);
}
