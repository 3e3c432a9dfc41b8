import { getEnv } from "~/config.server";
import { type Email, renderEmailHtml, sendEmail } from "~/features/mail/mail.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import type { ContactInput } from "./contact.schema";

/** Per client address: plenty for a real enquiry, useless for spam. */

/** Header values must stay on one line: a newline would let text add headers. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/**
 * Sends a contact form message to the site's contact address. The visitor's text goes
 * in the body only (escaped in the HTML part); the subject is built from fixed words.
 */
export async function sendContactMessage(
  input: ContactInput,
  clientIp: string,
): Promise<{ ok: true } | { ok: false; reason: "rate-limited"; retryAfter: number }> {
  const limit = await consumeRateLimit(`contact:ip:${clientIp || "unknown"}`, RATE_RULES.contact);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfter: limit.retryAfter };

  const name = oneLine(input.name);
  const email = oneLine(input.email);
  const lines = [`From: ${name} <${email}>`, `Topic: ${input.topic}`, "", input.message];
  // A reply goes straight to the visitor.
  const message: Email = {
    to: getEnv().CONTACT_EMAIL,
    replyTo: email,
    subject: `Contact form: ${input.topic}`,
    text: lines.join("\n"),
    html: renderEmailHtml({
      heading: `New message: ${input.topic}`,
      paragraphs: [`From ${name} (${email})`, ...input.message.split(/\n{2,}/)],
      footer: "Reply to the sender's address above. Sent from the Saath contact form.",
    }),
  };
  await sendEmail(message);
  return { ok: true };
}
