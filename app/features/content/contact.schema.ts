import { z } from "zod";
import { validateForm } from "~/lib/form";
import { requiredEmail, requiredText } from "~/lib/schema-fields";
import { CONTACT_TOPICS } from "./contact.constants";

export * from "./contact.constants";

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

export type ContactInput = z.infer<typeof contactSchema>;

/** Reads a submitted form (FormData or a plain object) and returns the data or per-field errors. */
export function parseContactForm(form: FormData | Record<string, unknown>) {
  return validateForm(contactSchema, form);
}
