import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { newsletterSubscriber } from "~/db/schema";
import {
  type Email,
  type MailContent,
  renderEmailHtml,
  sendEmail,
} from "~/features/mail/mail.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { NEWSLETTER_MESSAGES, type NewsletterResult } from "./newsletter.schema";

const newToken = () => crypto.randomBytes(24).toString("base64url");

/** Links in e-mails always use the configured public address, never the request's Host. */
export function newsletterLinks(token: string) {
  const base = getEnv().BASE_URL.replace(/\/$/, "");
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    confirm: `${base}/newsletter/confirm${query}`,
    unsubscribe: `${base}/newsletter/unsubscribe${query}`,
  };
}

/**
 * Every newsletter e-mail carries a one-click unsubscribe link in its body and in the
 * RFC 8058 headers. (`sendEmail` passes extra fields such as `headers` on to SMTP.)
 */
export function buildNewsletterEmail(
  to: string,
  token: string,
  content: MailContent,
): Email & { headers: Record<string, string> } {
  const links = newsletterLinks(token);
  const footer = `You are receiving this because this address was entered in the Saath newsletter form. Unsubscribe with one click: ${links.unsubscribe}`;
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    "—",
    footer,
  ].join("\n");
  return {
    to,
    subject: content.subject,
    text,
    html: renderEmailHtml({ ...content, footer }),
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

async function sendConfirmation(email: string, token: string) {
  const links = newsletterLinks(token);
  await sendEmail(
    buildNewsletterEmail(email, token, {
      subject: "Please confirm your Saath newsletter subscription",
      heading: "One more step",
      paragraphs: [
        "Thank you for signing up to the Saath newsletter: planning tips and new vendors, once a month.",
        "Please confirm that this is your address. Until you do, we will not send you anything else.",
        "If you did not ask for this, ignore this e-mail and you will not hear from us again.",
      ],
      action: { label: "Confirm my subscription", url: links.confirm },
    }),
  );
}

/**
 * Stores the address as pending and sends the confirmation e-mail. Subscribing again
 * never adds a row: a pending address gets the e-mail again, a confirmed one a friendly
 * message, an unsubscribed one starts over with a fresh link.
 */
export async function subscribeToNewsletter(
  email: string,
  clientIp: string,
): Promise<NewsletterResult> {
  const perIp = await consumeRateLimit(
    `newsletter:ip:${clientIp || "unknown"}`,
    RATE_RULES.newsletterIp,
  );
  if (!perIp.allowed) return { ok: false, error: NEWSLETTER_MESSAGES.tooMany };

  const [inserted] = await db
    .insert(newsletterSubscriber)
    .values({ email, token: newToken(), status: "pending" })
    .onConflictDoNothing({ target: newsletterSubscriber.email })
    .returning({ token: newsletterSubscriber.token });

  let token = inserted?.token;
  if (!token) {
    const [existing] = await db
      .select({ token: newsletterSubscriber.token, status: newsletterSubscriber.status })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, email));
    if (!existing) return { ok: false, error: NEWSLETTER_MESSAGES.failed };
    if (existing.status === "confirmed") {
      return {
        ok: true,
        status: "already-confirmed",
        message: NEWSLETTER_MESSAGES.alreadyConfirmed,
      };
    }
    token = existing.token;
    if (existing.status === "unsubscribed") {
      // A fresh token, so an old unsubscribe or confirm link cannot act on the new subscription.
      token = newToken();
      await db
        .update(newsletterSubscriber)
        .set({ status: "pending", token, confirmedAt: null, unsubscribedAt: null })
        .where(eq(newsletterSubscriber.email, email));
    }
  }

  const perEmail = await consumeRateLimit(`newsletter:email:${email}`, RATE_RULES.newsletterEmail);
  // Over the limit the answer is the same as usual, so the form reveals nothing about the address.
  if (perEmail.allowed) await sendConfirmation(email, token);
  return { ok: true, status: "pending", message: NEWSLETTER_MESSAGES.pending };
}

export type TokenOutcome =
  | "confirmed"
  | "already-confirmed"
  | "unsubscribed"
  | "already-unsubscribed"
  | "was-unsubscribed"
  | "unknown";

async function findByToken(token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: newsletterSubscriber.id, status: newsletterSubscriber.status })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.token, token));
  return row ?? null;
}

/** Moves a subscriber to a new status, with the time it happened. */
async function updateSubscriber(
  id: number,
  change: Partial<typeof newsletterSubscriber.$inferInsert>,
): Promise<void> {
  await db.update(newsletterSubscriber).set(change).where(eq(newsletterSubscriber.id, id));
}

/**
 * What opening an e-mail's link finds, changing nothing: the answer when there is nothing to
 * do (an unknown link, already done, or a confirm link after unsubscribing), or null when the
 * visitor's press (`confirmSubscription`, `unsubscribe`) would change something. A link opened
 * by a mail scanner's GET is never a confirmation or an unsubscription.
 */
export async function linkState(
  token: string,
  change: "confirm" | "unsubscribe",
): Promise<TokenOutcome | null> {
  const row = await findByToken(token);
  if (!row) return "unknown";
  if (change === "unsubscribe")
    return row.status === "unsubscribed" ? "already-unsubscribed" : null;
  if (row.status === "confirmed") return "already-confirmed";
  return row.status === "unsubscribed" ? "was-unsubscribed" : null;
}

/** The confirmation e-mail's link, pressed: only now does the address count as subscribed. */
export async function confirmSubscription(token: string): Promise<TokenOutcome> {
  const row = await findByToken(token);
  if (!row) return "unknown";
  if (row.status === "confirmed") return "already-confirmed";
  // Someone who unsubscribed must subscribe again on purpose; an old link does not undo that.
  if (row.status === "unsubscribed") return "was-unsubscribed";
  await updateSubscriber(row.id, { status: "confirmed", confirmedAt: new Date() });
  return "confirmed";
}

/** One-click unsubscribe (the e-mail's link, pressed, or POST from a mail client per RFC 8058). */
export async function unsubscribe(token: string): Promise<TokenOutcome> {
  const row = await findByToken(token);
  if (!row) return "unknown";
  if (row.status === "unsubscribed") return "already-unsubscribed";
  await updateSubscriber(row.id, { status: "unsubscribed", unsubscribedAt: new Date() });
  return "unsubscribed";
}
