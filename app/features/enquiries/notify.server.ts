import { eq, inArray, sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import {
  enquiry,
  enquiryMessage,
  enquiryNotification,
  notificationOptOut,
  user,
  vendor,
} from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { sign, verify } from "~/lib/signing.server";
import { greeting, sendNotice } from "../mail/mail.server";

/**
 * Enquiry e-mails. The rows are written with the message (enquiries.server.ts); this sends
 * what is owed after the commit, so a crash between the two only delays an e-mail — the next
 * send picks it up. The e-mails never carry message text: they say that something happened
 * and link to the thread, where only its two sides can read it.
 */

const BATCH = 20;

export async function deliverNotifications() {
  // Claimed by stamping first, so two instances never send the same e-mail.
  const claimed = await db
    .update(enquiryNotification)
    .set({ sentAt: sql`now()` })
    .where(
      inArray(
        enquiryNotification.id,
        sql`(select id from ${enquiryNotification} where sent_at is null order by id limit ${BATCH} for update skip locked)`,
      ),
    )
    .returning({
      id: enquiryNotification.id,
      messageId: enquiryNotification.messageId,
      recipient: enquiryNotification.recipient,
      email: enquiryNotification.email,
    });
  for (const row of claimed) {
    try {
      await sendOne(row);
    } catch (error) {
      logger.error({ err: error, notification: row.id }, "Sending an enquiry e-mail failed");
      await db
        .update(enquiryNotification)
        .set({ sentAt: null })
        .where(eq(enquiryNotification.id, row.id));
    }
  }
}

async function sendOne(row: {
  messageId: number;
  recipient: "couple" | "vendor" | "listing";
  email: string;
}) {
  const [optedOut] = await db
    .select({ email: notificationOptOut.email })
    .from(notificationOptOut)
    .where(eq(notificationOptOut.email, row.email.toLowerCase()));
  if (optedOut) return;
  const [context] = await db
    .select({
      enquiryId: enquiry.id,
      sender: enquiryMessage.sender,
      isFirst: sql<boolean>`${enquiryMessage.id} = (select min(m.id) from ${enquiryMessage} m where m.enquiry_id = ${enquiry.id})`,
      vendorId: vendor.id,
      vendorName: vendor.name,
      coupleName: user.name,
    })
    .from(enquiryMessage)
    .innerJoin(enquiry, eq(enquiry.id, enquiryMessage.enquiryId))
    .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
    .leftJoin(user, eq(user.id, enquiry.coupleId))
    .where(eq(enquiryMessage.id, row.messageId));
  if (!context) return;
  const base = getEnv().BASE_URL;
  const couple = context.coupleName?.trim() || "A couple";
  const unsubscribe = `${base}/notifications/unsubscribe?token=${optOutToken(row.email)}`;
  const footer = `You get this e-mail because of an enquiry on Saath. To stop enquiry e-mails, visit ${unsubscribe} (your messages stay readable in Saath).`;
  const headers = { "List-Unsubscribe": `<${unsubscribe}>` };

  if (row.recipient === "listing") {
    await sendNotice({
      to: row.email,
      subject: `${couple} sent ${context.vendorName} an enquiry on Saath`,
      heading: "A couple would like to hear from you",
      paragraphs: [
        greeting(context.vendorName),
        `${couple} sent an enquiry to ${context.vendorName} through Saath, the UK directory for South Asian weddings.`,
        "Your listing has not been claimed yet. Claim it for free to read the enquiry and answer the couple in Saath; we check every claim, usually within 1-2 business days.",
      ],
      action: { label: "Claim your listing", url: `${base}/vendor/${context.vendorId}?claim=1` },
      footer,
      headers,
    });
    return;
  }
  const toVendor = row.recipient === "vendor";
  const thread = `${base}/${toVendor ? "business" : "dashboard"}/enquiries/${context.enquiryId}`;
  const fromCouple = context.sender === "couple";
  const subject = !toVendor
    ? fromCouple
      ? `Your enquiry to ${context.vendorName} was sent`
      : `${context.vendorName} replied to your enquiry`
    : context.isFirst
      ? `New enquiry from ${couple}`
      : `${couple} replied to your conversation`;
  await sendNotice({
    to: row.email,
    subject,
    heading: subject,
    paragraphs: [
      greeting(toVendor ? context.vendorName : context.coupleName),
      toVendor
        ? `${couple} sent you a message on Saath. Read it and answer in your enquiries.`
        : fromCouple
          ? `We've sent your message to ${context.vendorName}. You'll get an e-mail when they reply.`
          : `${context.vendorName} sent you a message on Saath. Read it and answer in your enquiries.`,
    ],
    action: { label: "Open the conversation", url: thread },
    footer,
    headers,
  });
}

/** The address's own link to stop enquiry e-mails (signed, so nobody can stop someone else's). */
export const optOutToken = (email: string) => sign({ optOut: email.toLowerCase() });

/** The address a link stands for, or null when the link was altered. */
export function optOutEmail(token: string): string | null {
  const value = verify(token) as { optOut?: unknown } | null;
  return typeof value?.optOut === "string" ? value.optOut : null;
}

export async function optOut(email: string) {
  await db.insert(notificationOptOut).values({ email }).onConflictDoNothing();
}
