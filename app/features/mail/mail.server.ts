import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { logger } from "~/lib/logger.server";

export interface Email {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body; build it with `renderEmailHtml` so user text is escaped. */
  html: string;
  /** Where replies go (the contact form sets the visitor's address). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe for the newsletter. */
  headers?: Record<string, string>;
}

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

function getTransporter(url: string) {
  if (!transporter || transporterUrl !== url) {
    transporter = nodemailer.createTransport(url);
    transporterUrl = url;
  }
  return transporter;
}

/**
 * The one way the product sends e-mail: SMTP when SMTP_URL is set, otherwise the
 * outbox table, listed at /dev/mail outside production.
 */
export async function sendEmail(email: Email): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) {
    await getTransporter(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...email });
    return;
  }
  // The outbox keeps what a person reads; reply-to and list headers only matter to SMTP.
  await db
    .insert(mailOutbox)
    .values({ to: email.to, subject: email.subject, text: email.text, html: email.html });
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A simple branded HTML e-mail: paragraphs of (escaped) text and an optional button. */
export function renderEmailHtml(input: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}) {
  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join("");
  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#7a1f3d;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(input.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br>${escapeHtml(input.action.url)}</p>`
    : "";
  const footer = input.footer
    ? `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(input.footer)}</p>`
    : "";
  return `<!doctype html><html lang="en-GB"><body style="margin:0;background:#fdf8f1;font-family:Arial,Helvetica,sans-serif;color:#2a1a1f"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-family:Georgia,serif;font-size:24px;font-weight:bold;color:#7a1f3d;margin:0 0 24px">Saath</p><h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>${paragraphs}${action}${footer}</div></body></html>`;
}

export const greeting = (name: string | null | undefined) => `Hello ${name?.trim() || "there"},`;
const SIGN_OFF = "With warm wishes,\nThe Saath team";

/**
 * A notice to one person (account links, listing and claim decisions): plain text and HTML
 * from one set of paragraphs, so both bodies always say the same.
 */
export async function sendNotice(input: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
  headers?: Record<string, string>;
}) {
  const text = [
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    input.footer,
    SIGN_OFF,
  ].join("\n\n");
  await sendEmail({
    to: input.to,
    // A name typed by a user never breaks the header.
    subject: input.subject.replace(/[\r\n]+/g, " "),
    text,
    html: renderEmailHtml(input),
    headers: input.headers,
  });
}

export type Decision = "approved" | "rejected";

/** One decision's wording; the greeting goes in front of `paragraphs`. */
export interface DecisionWording {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * A listing or claim decision e-mail (decisions.md "E-mail is real"). `read` finds the person
 * it concerns and picks the wording; nothing is sent when it finds no one. A failed read or
 * send is logged, never thrown: the decision itself stands.
 */
export async function sendDecisionNotice(
  what: string,
  read: () => Promise<
    { to: string; name: string | null; wording: DecisionWording; footer: string } | undefined
  >,
) {
  try {
    const notice = await read();
    if (!notice) return;
    const { name, wording, ...rest } = notice;
    await sendNotice({ ...rest, ...wording, paragraphs: [greeting(name), ...wording.paragraphs] });
  } catch (error) {
    logger.error({ err: error }, `Could not send the ${what} e-mail`);
  }
}
