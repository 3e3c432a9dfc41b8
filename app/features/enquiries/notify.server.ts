import { eq, inArray, sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import {
  enquiry,
  enquiryMessage,
  enquiryNotification,
  notificationOptOut,
  user,
  vendor,
} from "~/db/schema";
import { sign, verify } from "~/lib/signing.server";
import { greeting, sendNotice } from "../mail/mail.server";

/**
 * Enquiry e-mails, queued in the mail outbox in the same transaction as the message that
 * causes them (enquiries.server.ts): a crash leaves the message and its e-mails, or neither,
 * and the mail worker sends them after the commit. The e-mails never carry message text: they
 * say that something happened and link to the thread, where only its two sides can read it.
 */

export interface Owed {
  recipient: "couple" | "vendor" | "listing";
  email: string;
}

/** Queues the e-mails `messageId` owes, inside the message's transaction. */
export async function queueNotifications(tx: Executor, messageId: number, owed: Owed[]) {
  for (const row of owed) await queueOne(tx, messageId, row);
}

async function queueOne(tx: Executor, messageId: number, row: Owed) {
  const [optedOut] = await tx
    .select({ email: notificationOptOut.email })
    .from(notificationOptOut)
    .where(eq(notificationOptOut.email, row.email.toLowerCase()));
  if (optedOut) return;
  const [context] = await tx
    .select({
      enquiryId: enquiry.id,
      sender: enquiryMessage.sender,
      isFirst: sql<boolean>`${enquiryMessage.id} = (select min(m.id) from ${enquiryMessage} m where m.enquiry_id = ${enquiry.id})`,
      vendorId: vendor.id,
      vendorName: vendor.name,
      coupleId: enquiry.coupleId,
      coupleName: user.name,
    })
    .from(enquiryMessage)
    .innerJoin(enquiry, eq(enquiry.id, enquiryMessage.enquiryId))
    .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
    .leftJoin(user, eq(user.id, enquiry.coupleId))
    .where(eq(enquiryMessage.id, messageId));
  if (!context) return;
  const base = getEnv().BASE_URL;
  const couple = context.coupleName?.trim() || "A couple";
  const unsubscribe = `${base}/notifications/unsubscribe?token=${optOutToken(row.email)}`;
  const footer = `You get this e-mail because of an enquiry on Saath. To stop enquiry e-mails, visit ${unsubscribe} (your messages stay readable in Saath).`;
  const headers = { "List-Unsubscribe": `<${unsubscribe}>` };
  // Every enquiry e-mail names the couple (or greets them): it goes when their account goes.
  const options = { tx, aboutUserId: context.coupleId };

  if (row.recipient === "listing") {
    // Nobody has shown us they own this address: it learns only that a couple has an enquiry,
    // never who they are (issue 28).
    await sendNotice(
      {
        to: row.email,
        subject: `A couple has an enquiry for ${context.vendorName} on Saath`,
        heading: "A couple would like to hear from you",
        paragraphs: [
          greeting(context.vendorName),
          `A couple sent an enquiry to ${context.vendorName} through Saath, the UK directory for South Asian weddings.`,
          "Your listing has not been claimed yet. Claim it for free to read the enquiry and answer the couple in Saath; we check every claim, usually within 1-2 business days.",
        ],
        action: { label: "Claim your listing", url: `${base}/vendor/${context.vendorId}?claim=1` },
        footer,
        headers,
      },
      options,
    );
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
  await sendNotice(
    {
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
    },
    options,
  );
}

/**
 * `enquiry_notification` rows left by the code before the outbox (written with a message,
 * e-mailed after the commit): unsent ones are queued in the outbox, and every row, once done,
 * is deleted. Run by the retention round; nothing writes new rows.
 */
export async function handOverOldNotifications() {
  return db.transaction(async (tx) => {
    const owed = await tx
      .select({
        id: enquiryNotification.id,
        messageId: enquiryNotification.messageId,
        recipient: enquiryNotification.recipient,
        email: enquiryNotification.email,
        sentAt: enquiryNotification.sentAt,
      })
      .from(enquiryNotification)
      .orderBy(enquiryNotification.id)
      .limit(500)
      .for("update", { skipLocked: true });
    for (const row of owed.filter((r) => !r.sentAt)) {
      await queueOne(tx, row.messageId, row);
    }
    if (owed.length > 0) {
      await tx.delete(enquiryNotification).where(
        inArray(
          enquiryNotification.id,
          owed.map((r) => r.id),
        ),
      );
    }
    return owed.length;
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
