import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { wakeMailWorker } from "./outbox-worker.server";

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

/** `db`, or the transaction of the write that causes the e-mail. */
export type MailExecutor = Pick<typeof db, "insert">;

export interface QueueOptions {
  /**
   * The transaction of the write that causes the e-mail: both commit, or neither. Without one
   * the e-mail is queued on its own (account e-mails from better-auth's hooks).
   */
  tx?: MailExecutor;
  /** The person the e-mail names, when it is not its recipient: erased with their account. */
  aboutUserId?: string | null;
}

/**
 * The one way the product sends e-mail: it is queued in `mail_outbox` and the mail worker sends
 * it (SMTP when SMTP_URL is set; otherwise it stays in the table, listed at /dev/mail outside
 * production). Queuing is one local insert: no request waits for an SMTP server.
 */
export async function sendEmail(email: Email, options: QueueOptions = {}): Promise<void> {
  await (options.tx ?? db).insert(mailOutbox).values({
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    replyTo: email.replyTo ?? null,
    headers: email.headers ?? null,
    aboutUserId: options.aboutUserId ?? null,
  });
  // Inside a transaction the row is not visible until the commit; the caller wakes the worker
  // then (or its next round finds it).
  if (!options.tx) wakeMailWorker();
}

/**
 * Takes back e-mails not sent yet that carry a link which no longer works (a household removed,
 * its RSVP link renewed, a family invitation cancelled or sent again): queued for `aboutUserId`
 * and containing `link`, and only to `to` when given. With `sentToo`, the copies already sent go
 * as well (a household removed: nothing of it is kept). How many went.
 */
export async function withdrawQueuedMail(
  executor: Pick<typeof db, "delete">,
  which: { aboutUserId: string; link: string; to?: string; sentToo?: boolean },
) {
  const gone = await executor
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.aboutUserId, which.aboutUserId),
        which.sentToo ? undefined : eq(mailOutbox.status, "queued"),
        which.to === undefined ? undefined : sql`lower(${mailOutbox.to}) = lower(${which.to})`,
        sql`strpos(${mailOutbox.text}, ${which.link}) > 0`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What an e-mail says: a heading, paragraphs, perhaps a button, perhaps a footer line. */
export interface MailBody {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/** A simple branded HTML e-mail: paragraphs of (escaped) text and an optional button. */
export function renderEmailHtml(input: MailBody) {
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
export async function sendNotice(
  input: MailBody & {
    to: string;
    subject: string;
    footer: string;
    headers?: Record<string, string>;
  },
  options: QueueOptions = {},
) {
  const text = [
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    input.footer,
    SIGN_OFF,
  ].join("\n\n");
  await sendEmail(
    {
      to: input.to,
      // A name typed by a user never breaks the header.
      subject: input.subject.replace(/[\r\n]+/g, " "),
      text,
      html: renderEmailHtml(input),
      headers: input.headers,
    },
    options,
  );
}

export type Decision = "approved" | "rejected";

/** An e-mail's subject and body but for the footer, which the sender adds. */
export type MailContent = Omit<MailBody, "footer"> & { subject: string };

/** One decision's wording; the greeting goes in front of `paragraphs`. */
export type DecisionWording = MailContent;

/**
 * A listing, claim or review decision e-mail (decisions.md "E-mail is real"), queued in the
 * decision's own transaction `tx`: the decision and its e-mail commit together. `read` finds
 * the person it concerns (through `tx`) and picks the wording; nothing is queued when it finds
 * no one.
 */
export async function sendDecisionNotice<Tx extends MailExecutor>(
  what: string,
  tx: Tx,
  read: (
    tx: Tx,
  ) => Promise<
    { to: string; name: string | null; wording: DecisionWording; footer: string } | undefined
  >,
) {
  const notice = await read(tx);
  if (!notice) {
    logger.info({ what }, "A decision e-mail found nobody to tell");
    return;
  }
  const { name, wording, ...rest } = notice;
  await sendNotice(
    { ...rest, ...wording, paragraphs: [greeting(name), ...wording.paragraphs] },
    { tx },
  );
}
