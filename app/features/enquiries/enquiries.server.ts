import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { db, type Tx } from "~/db/client.server";
import {
  type EnquirySide,
  type EnquiryStatus,
  enquiry,
  enquiryBlock,
  enquiryMessage,
  user,
  vendor,
} from "~/db/schema";
import type { PlanUser } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import { contactEmail } from "~/features/vendors/contact-email";
import { noteInTransaction } from "~/features/weddings/weddings.server";
import { audit } from "~/lib/audit.server";
import { tidyPostcode } from "~/lib/postcode";
import { NEW_ENQUIRIES_PER_HOUR } from "./enquiry.constants";
import type { EnquiryInput } from "./enquiry.schema";
import { ownEventDetails, saveEventDetails } from "./enquiry-events.server";
import { queueNotifications } from "./notify.server";

/**
 * The one writer of enquiries and their messages. Each write runs in one transaction with the
 * e-mails it owes (queued in the mail outbox), so a crash leaves all of it or none; the mail worker
 * sends them after the commit, and no request waits for an SMTP server. Who may write is checked
 * inside the queries: a thread that is not the actor's is simply not found.
 */

/** Who writes for the plan account: a family member (or its holder), and the wedding to tell. */
type Writer = SessionUser & Partial<Pick<PlanUser, "member" | "weddingId">>;

/**
 * Who a couple's message names as its author: the family member who wrote it for the plan account
 * (a partner who joined, a planner), or nobody when the account holder wrote it.
 */
export const familyAuthor = (writer: { id: string; member?: { id: string } }) => {
  const authorId = writer.member && writer.member.id !== writer.id ? writer.member.id : null;
  return { authorId, byMember: authorId !== null };
};

/** Whether an admin stopped this couple writing to vendors (a spam report upheld). */
const isBlocked = async (tx: Tx, userId: string) =>
  (await tx.$count(enquiryBlock, eq(enquiryBlock.userId, userId))) > 0;

export type SendResult =
  | { ok: true; enquiryIds: number[] }
  | { ok: false; reason: "blocked" | "rate-limited" | "not-contactable" };

/**
 * A couple's enquiry to one or several vendors (the shortlist's group enquiry): one thread
 * per vendor, or a new message in the couple's open thread with that vendor. The form's
 * `clientKey` makes a replayed post or a double click write nothing the second time.
 */
export async function sendEnquiry(
  couple: Writer,
  vendorIds: number[],
  input: EnquiryInput,
): Promise<SendResult> {
  const result = await db.transaction(async (tx): Promise<SendResult> => {
    // One couple's sends run one at a time, so the hourly count and the replay check hold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${couple.id}`}))`);
    if (await isBlocked(tx, couple.id)) return { ok: false, reason: "blocked" };

    const keys = vendorIds.map((id) => `${input.clientKey}:${id}`);
    const replayed = await tx
      .select({ enquiryId: enquiryMessage.enquiryId })
      .from(enquiryMessage)
      .where(inArray(enquiryMessage.clientKey, keys));
    if (replayed.length > 0) return { ok: true, enquiryIds: replayed.map((r) => r.enquiryId) };

    const vendors = await tx
      .select({
        id: vendor.id,
        name: vendor.name,
        ownerEmail: user.email,
        listingEmail: vendor.email,
      })
      .from(vendor)
      .leftJoin(user, eq(user.id, vendor.ownerId))
      .where(and(inArray(vendor.id, vendorIds), eq(vendor.approvalStatus, "approved")));
    const reachable = vendors.filter((v) => v.ownerEmail || contactEmail(v.listingEmail));
    if (reachable.length !== vendorIds.length) return { ok: false, reason: "not-contactable" };

    const open = await tx
      .select({ id: enquiry.id, vendorId: enquiry.vendorId })
      .from(enquiry)
      .where(
        and(
          eq(enquiry.coupleId, couple.id),
          inArray(enquiry.vendorId, vendorIds),
          isNull(enquiry.closedAt),
        ),
      );
    const [{ recent }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(enquiry)
      .where(
        and(eq(enquiry.coupleId, couple.id), gt(enquiry.createdAt, sql`now() - interval '1 hour'`)),
      );
    if (recent + vendorIds.length - open.length > NEW_ENQUIRIES_PER_HOUR) {
      return { ok: false, reason: "rate-limited" };
    }

    // Only the couple's own events are kept; a forged id is dropped.
    const details = await ownEventDetails(tx, couple.id, input.eventDetails ?? []);
    const firstDate = details[0]?.eventDate ?? null;
    const mostGuests = Math.max(0, ...details.map((detail) => detail.guestCount ?? 0)) || null;
    const enquiryIds: number[] = [];
    for (const target of reachable) {
      let threadId = open.find((thread) => thread.vendorId === target.id)?.id;
      if (threadId) {
        // Not marked read: a reply waiting in this thread was not seen from the form.
        await tx.update(enquiry).set({ lastMessageAt: sql`now()` }).where(eq(enquiry.id, threadId));
      } else {
        const [created] = await tx
          .insert(enquiry)
          .values({
            vendorId: target.id,
            coupleId: couple.id,
            couplePhone: input.phone ?? null,
            events: input.events,
            eventDate: input.eventDate ?? firstDate,
            guestCount: input.guestCount ?? mostGuests,
            budgetMin: input.budgetMin ?? null,
            budgetMax: input.budgetMax ?? null,
            postcode: input.postcode ? tidyPostcode(input.postcode) : null,
            coupleReadAt: sql`now()`,
          })
          .returning({ id: enquiry.id });
        threadId = created.id;
      }
      await saveEventDetails(tx, threadId, details);
      const [message] = await tx
        .insert(enquiryMessage)
        .values({
          enquiryId: threadId,
          sender: "couple",
          ...familyAuthor(couple),
          body: input.message,
          clientKey: `${input.clientKey}:${target.id}`,
        })
        .returning({ id: enquiryMessage.id });
      const vendorEmail = target.ownerEmail ?? contactEmail(target.listingEmail);
      await queueNotifications(tx, message.id, [
        { recipient: target.ownerEmail ? "vendor" : "listing", email: vendorEmail as string },
        { recipient: "couple", email: couple.email },
      ]);
      enquiryIds.push(threadId);
    }
    const names = reachable.map((target) => target.name).join(", ");
    await noteInTransaction(tx, couple.weddingId, couple.member, `sent an enquiry to ${names}`);
    return { ok: true, enquiryIds };
  });
  if (result.ok) wakeMailWorker();
  return result;
}

/** The thread's row, if `actor` is its couple (side "couple") or its vendor's owner. */
function ownThread(side: EnquirySide, actorId: string, id: number) {
  return side === "couple"
    ? and(eq(enquiry.id, id), eq(enquiry.coupleId, actorId))
    : and(
        eq(enquiry.id, id),
        sql`${enquiry.vendorId} in (select ${vendor.id} from ${vendor} where ${vendor.ownerId} = ${actorId})`,
      );
}

export type ReplyResult = { ok: true } | { ok: false; reason: "not-found" | "closed" | "blocked" };

/**
 * What a new message from `side` changes on its thread: the last message time and the writer's
 * own read time; the vendor's first message also sets the reply time and "Replied".
 */
const afterMessageFrom = (side: EnquirySide) => ({
  lastMessageAt: sql`now()`,
  ...(side === "vendor"
    ? {
        vendorReadAt: sql`now()`,
        firstReplyAt: sql`coalesce(${enquiry.firstReplyAt}, now())`,
        status: sql`case when ${enquiry.status} = 'new' then 'replied' else ${enquiry.status} end`,
      }
    : { coupleReadAt: sql`now()` }),
});

/** A reply from either side. The vendor's first reply sets "Replied" and the reply time. */
export async function replyToEnquiry(
  actor: Writer,
  side: EnquirySide,
  id: number,
  input: { body: string; clientKey: string },
): Promise<ReplyResult> {
  const result = await db.transaction(async (tx): Promise<ReplyResult> => {
    const [thread] = await tx
      .select({
        id: enquiry.id,
        closedAt: enquiry.closedAt,
        coupleEmail: user.email,
        vendorId: enquiry.vendorId,
        vendorName: vendor.name,
      })
      .from(enquiry)
      .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
      .leftJoin(user, eq(user.id, enquiry.coupleId))
      .where(ownThread(side, actor.id, id))
      .for("update", { of: enquiry });
    if (!thread) return { ok: false, reason: "not-found" };
    if (thread.closedAt) return { ok: false, reason: "closed" };
    // A couple stopped from sending enquiries (a spam report upheld) writes no more replies.
    if (side === "couple" && (await isBlocked(tx, actor.id)))
      return { ok: false, reason: "blocked" };
    const [message] = await tx
      .insert(enquiryMessage)
      .values({
        enquiryId: id,
        sender: side,
        ...(side === "couple" ? familyAuthor(actor) : {}),
        body: input.body,
        clientKey: input.clientKey,
      })
      .onConflictDoNothing()
      .returning({ id: enquiryMessage.id });
    if (!message) return { ok: true }; // the same form, posted twice
    const isVendor = side === "vendor";
    if (!isVendor)
      await noteInTransaction(tx, actor.weddingId, actor.member, `wrote to ${thread.vendorName}`);
    await tx.update(enquiry).set(afterMessageFrom(side)).where(eq(enquiry.id, id));
    const to = isVendor ? thread.coupleEmail : await ownerEmail(tx, thread.vendorId);
    if (to) {
      await queueNotifications(tx, message.id, [
        { recipient: isVendor ? "couple" : "vendor", email: to },
      ]);
    }
    return { ok: true };
  });
  if (result.ok) wakeMailWorker();
  return result;
}

/**
 * A message a quote or booking writes into its thread ("Sent a quote: £4,200.00"), in the
 * caller's transaction, with the e-mail it owes the other side; the caller wakes the mail worker
 * after the commit. A vendor's quote counts as an answer (the reply time, "Replied"); a couple's
 * note names the family member who wrote it (`familyAuthor`).
 */
export async function postThreadNote(
  tx: Tx,
  enquiryId: number,
  side: EnquirySide,
  body: string,
  author?: ReturnType<typeof familyAuthor>,
  /** False when the caller sends its own e-mail about it (a declined quote's thank-you). */
  notify = true,
) {
  const [message] = await tx
    .insert(enquiryMessage)
    .values({ enquiryId, sender: side, body, ...author })
    .returning({ id: enquiryMessage.id });
  const [thread] = await tx
    .update(enquiry)
    .set(afterMessageFrom(side))
    .where(eq(enquiry.id, enquiryId))
    .returning({ vendorId: enquiry.vendorId, coupleId: enquiry.coupleId });
  if (!thread || !notify) return;
  const to =
    side === "vendor"
      ? thread.coupleId
        ? (await tx.select({ email: user.email }).from(user).where(eq(user.id, thread.coupleId)))[0]
            ?.email
        : null
      : await ownerEmail(tx, thread.vendorId);
  if (to) {
    await queueNotifications(tx, message.id, [
      { recipient: side === "vendor" ? "couple" : "vendor", email: to },
    ]);
  }
}

/** The vendor's own status for a thread, set by a quote or a booking in its transaction. */
export async function setThreadStatus(tx: Tx, enquiryId: number, status: EnquiryStatus) {
  await tx.update(enquiry).set({ status }).where(eq(enquiry.id, enquiryId));
}

async function ownerEmail(tx: Tx, vendorId: number) {
  const [row] = await tx
    .select({ email: user.email })
    .from(vendor)
    .innerJoin(user, eq(user.id, vendor.ownerId))
    .where(eq(vendor.id, vendorId));
  return row?.email ?? null;
}

/** The vendor's change to an open thread (its status, a spam report); false when none changed. */
async function changeOpenThread(
  actor: SessionUser,
  id: number,
  change: PgUpdateSetSource<typeof enquiry>,
) {
  const rows = await db
    .update(enquiry)
    .set(change)
    .where(and(ownThread("vendor", actor.id, id), isNull(enquiry.closedAt)))
    .returning({ id: enquiry.id });
  return rows.length > 0;
}

/** Whether the vendor's thread `id` was closed by the couple (false when it is not theirs). */
export async function closedForVendor(actor: SessionUser, id: number) {
  const [row] = await db
    .select({ id: enquiry.id })
    .from(enquiry)
    .where(and(ownThread("vendor", actor.id, id), isNotNull(enquiry.closedAt)));
  return Boolean(row);
}

/** The vendor sets where the enquiry stands, while it is open (a closed one is the couple's end). */
export const setEnquiryStatus = (actor: SessionUser, id: number, status: EnquiryStatus) =>
  changeOpenThread(actor, id, { status });

/**
 * The couple closes the enquiry; a new one to the same vendor starts a new thread. Closing a
 * closed thread changes nothing (and is no error); the family's activity hears of the first.
 */
export async function closeEnquiry(actor: Writer, id: number) {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(enquiry)
      .set({ closedAt: sql`now()` })
      .where(and(ownThread("couple", actor.id, id), isNull(enquiry.closedAt)))
      .returning({ vendorId: enquiry.vendorId });
    if (!closed) {
      const [own] = await tx
        .select({ id: enquiry.id })
        .from(enquiry)
        .where(ownThread("couple", actor.id, id));
      return Boolean(own);
    }
    const [closedWith] = await tx
      .select({ name: vendor.name })
      .from(vendor)
      .where(eq(vendor.id, closed.vendorId));
    await noteInTransaction(
      tx,
      actor.weddingId,
      actor.member,
      `closed the enquiry with ${closedWith?.name}`,
    );
    return true;
  });
}

/** Opening a thread marks the other side's messages read for this side. */
export async function markRead(side: EnquirySide, actorId: string, id: number) {
  await db
    .update(enquiry)
    .set(side === "couple" ? { coupleReadAt: sql`now()` } : { vendorReadAt: sql`now()` })
    .where(ownThread(side, actorId, id));
}

/** A vendor reports an open enquiry as spam; admins see it in the Pending tab. */
export const reportEnquiry = (actor: SessionUser, id: number, reason: string) =>
  changeOpenThread(actor, id, {
    reportReason: reason,
    reportedAt: sql`now()`,
    reportStatus: "open",
  });

/** An admin dismisses a report, or blocks the sender from further enquiries. */
export async function decideReport(admin: SessionUser, id: number, decision: "dismiss" | "block") {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(enquiry)
      .set({ reportStatus: decision === "block" ? "blocked" : "dismissed" })
      .where(and(eq(enquiry.id, id), eq(enquiry.reportStatus, "open")))
      .returning({ coupleId: enquiry.coupleId });
    if (!row) return false;
    if (decision === "block" && row.coupleId) {
      await tx
        .insert(enquiryBlock)
        .values({ userId: row.coupleId, blockedBy: admin.id })
        .onConflictDoNothing();
    }
    await audit(tx, admin, `enquiry.report.${decision}`, "enquiry", id, {
      coupleId: row.coupleId,
    });
    return true;
  });
}

/**
 * Personal data a departed couple left in threads: their account's deletion has already
 * cut the link (`couple_id` is null); the phone number they gave goes with it.
 */
export async function forgetDepartedCouples() {
  await db
    .update(enquiry)
    .set({ couplePhone: null })
    .where(and(isNull(enquiry.coupleId), sql`${enquiry.couplePhone} is not null`));
  // Nor does the vendor keep the names of the family who wrote for them.
  await db
    .update(enquiryMessage)
    .set({ authorId: null, byMember: false })
    .where(
      and(eq(enquiryMessage.byMember, true), inDepartedCouplesThread(enquiryMessage.enquiryId)),
    );
}

/**
 * A quote's or booking's row (by its `enquiry_id` column) in a thread whose couple has left
 * Saath: what the quote and booking writers forget after them.
 */
export const inDepartedCouplesThread = (enquiryId: PgColumn) =>
  inArray(enquiryId, db.select({ id: enquiry.id }).from(enquiry).where(isNull(enquiry.coupleId)));
