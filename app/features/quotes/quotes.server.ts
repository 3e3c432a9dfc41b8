import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { getEnv } from "~/config.server";
import { db, type Tx } from "~/db/client.server";
import { enquiry, notificationOptOut, user, vendor } from "~/db/schema";
import { enquiryEvent, quote, quoteLine, quoteLineTemplate } from "~/db/schema-bookings";
import { wedding } from "~/db/schema-weddings";
import {
  familyAuthor,
  inDepartedCouplesThread,
  postThreadNote,
  setThreadStatus,
} from "~/features/enquiries/enquiries.server";
import { greeting, sendNotice } from "~/features/mail/mail.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import { noteInTransaction } from "~/features/weddings/weddings.server";
import { formatLongDate } from "~/lib/format";
import { todayInLondon } from "~/lib/london-date";
import { formatPence } from "~/lib/money";
import type { QuoteInput } from "./quote.schema";

/**
 * The only writer of `quote`, `quote_line` and `quote_line_template` (decision 039). The vendor's
 * owner sends, revises and withdraws; the couple (or a planner, as the couple) declines; the
 * booking writer accepts through `markQuoteAccepted`, in its own transaction. Ownership is in
 * every query: another business's or another couple's quote is "not found".
 */

/** A thread the actor owns, from the vendor's side. */
export const vendorOwnsThread = (ownerId: string) =>
  sql`${enquiry.vendorId} in (select ${vendor.id} from ${vendor} where ${vendor.ownerId} = ${ownerId})`;

/**
 * `select` (from `quote`) narrowed to the quotes in the threads `planUserId` started (the
 * couple's side of ownership, in the query) that also meet `conditions`, each joined to its
 * thread (`enquiry`) and its `vendor`.
 */
export function couplesQuotes<T extends PgSelect>(
  select: T,
  planUserId: string,
  ...conditions: SQL[]
) {
  return select
    .innerJoin(enquiry, eq(enquiry.id, quote.enquiryId))
    .innerJoin(vendor, eq(vendor.id, quote.vendorId))
    .where(and(eq(enquiry.coupleId, planUserId), ...conditions));
}

export type SendQuoteResult =
  | { ok: true; quoteId: number; version: number }
  | { ok: false; reason: "not-found" | "closed" | "accepted" | "bad-event" };

/** A new quote in the thread, or a revision of the live one (which becomes "superseded"). */
export async function sendQuote(
  owner: { id: string },
  enquiryId: number,
  input: QuoteInput,
): Promise<SendQuoteResult> {
  const result = await db.transaction(async (tx): Promise<SendQuoteResult> => {
    const [thread] = await tx
      .select({ id: enquiry.id, vendorId: enquiry.vendorId, closedAt: enquiry.closedAt })
      .from(enquiry)
      .where(and(eq(enquiry.id, enquiryId), vendorOwnsThread(owner.id)))
      .for("update");
    if (!thread) return { ok: false, reason: "not-found" };
    if (thread.closedAt) return { ok: false, reason: "closed" };
    const eventIds = [...new Set(input.lines.map((line) => line.enquiryEventId))].filter(
      (id): id is number => id !== null,
    );
    if (eventIds.length > 0) {
      const known = await tx
        .select({ id: enquiryEvent.id })
        .from(enquiryEvent)
        .where(and(eq(enquiryEvent.enquiryId, enquiryId), inArray(enquiryEvent.id, eventIds)));
      if (known.length !== eventIds.length) return { ok: false, reason: "bad-event" };
    }
    const versions = await tx
      .select({ id: quote.id, version: quote.version, status: quote.status })
      .from(quote)
      .where(eq(quote.enquiryId, enquiryId))
      .orderBy(sql`${quote.version} desc`);
    const live = versions.find((row) => row.status === "sent" || row.status === "accepted");
    if (live?.status === "accepted") return { ok: false, reason: "accepted" };
    if (live) {
      // Only while it is still open: a couple accepting it at this moment holds its row, and
      // once they commit it is accepted and stays so (the booking stands on it).
      const [superseded] = await tx
        .update(quote)
        .set({ status: "superseded" })
        .where(and(eq(quote.id, live.id), eq(quote.status, "sent")))
        .returning({ id: quote.id });
      if (!superseded) return { ok: false, reason: "accepted" };
    }
    const version = (versions[0]?.version ?? 0) + 1;
    const [row] = await tx
      .insert(quote)
      .values({
        enquiryId,
        vendorId: thread.vendorId,
        weddingId: sql`(select ${wedding.id} from ${wedding} where ${wedding.planUserId} = (select ${enquiry.coupleId} from ${enquiry} where ${enquiry.id} = ${enquiryId}))`,
        version,
        revisesQuoteId: live?.id ?? null,
        vatMode: input.vatMode,
        subtotalPence: input.subtotalPence,
        vatPence: input.vatPence,
        totalPence: input.totalPence,
        depositPence: input.depositPence,
        depositDueOn: input.depositDueOn,
        includes: input.includes,
        excludes: input.excludes,
        validUntil: input.validUntil,
        sentBy: owner.id,
      })
      .returning({ id: quote.id });
    await tx
      .insert(quoteLine)
      .values(input.lines.map((line, position) => ({ ...line, quoteId: row.id, position })));
    if (input.saveTemplates) await saveTemplates(tx, thread.vendorId, input.lines);
    await setThreadStatus(tx, enquiryId, "quote_sent");
    const what = live ? `Revised the quote (version ${version})` : "Sent a quote";
    await postThreadNote(
      tx,
      enquiryId,
      "vendor",
      `${what}: ${formatPence(input.totalPence)}, valid until ${formatLongDate(input.validUntil)}.`,
    );
    return { ok: true, quoteId: row.id, version };
  });
  if (result.ok) wakeMailWorker();
  return result;
}

/** The lines, saved as the vendor's templates (a line of the same name is updated). */
async function saveTemplates(tx: Tx, vendorId: number, lines: QuoteInput["lines"]) {
  for (const line of lines) {
    await tx
      .insert(quoteLineTemplate)
      .values({
        vendorId,
        item: line.item,
        unitPence: line.unitPence,
        vatRateBasisPoints: line.vatRateBasisPoints,
      })
      .onConflictDoUpdate({
        target: [quoteLineTemplate.vendorId, quoteLineTemplate.item],
        set: { unitPence: line.unitPence, vatRateBasisPoints: line.vatRateBasisPoints },
      });
  }
}

/** The owner withdraws the thread's live quote, if the couple has not accepted it. */
export async function withdrawQuote(owner: { id: string }, enquiryId: number) {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(quote)
      .set({ status: "withdrawn", decidedAt: sql`now()`, decidedBy: owner.id })
      .where(
        and(
          eq(quote.enquiryId, enquiryId),
          eq(quote.status, "sent"),
          sql`${quote.enquiryId} in (select ${enquiry.id} from ${enquiry} where ${vendorOwnsThread(owner.id)})`,
        ),
      )
      .returning({ version: quote.version });
    if (!row) return false;
    await setThreadStatus(tx, enquiryId, "replied");
    await postThreadNote(tx, enquiryId, "vendor", `Withdrew the quote (version ${row.version}).`);
    return true;
  });
  if (done) wakeMailWorker();
  return done;
}

/**
 * The owner removes one of its saved lines (its own listings' only): "removed", "gone" when no
 * such line exists any more (a second click), "not-theirs" when it is another business's.
 */
export async function deleteTemplate(owner: { id: string }, templateId: number) {
  const rows = await db
    .delete(quoteLineTemplate)
    .where(
      and(
        eq(quoteLineTemplate.id, templateId),
        sql`${quoteLineTemplate.vendorId} in (select ${vendor.id} from ${vendor} where ${vendor.ownerId} = ${owner.id})`,
      ),
    )
    .returning({ id: quoteLineTemplate.id });
  if (rows.length > 0) return "removed" as const;
  const [other] = await db
    .select({ id: quoteLineTemplate.id })
    .from(quoteLineTemplate)
    .where(eq(quoteLineTemplate.id, templateId));
  return other ? ("not-theirs" as const) : ("gone" as const);
}

/** The couple's quote (through their thread), locked for a decision. */
export async function lockCoupleQuote(tx: Tx, planUserId: string, quoteId: number) {
  const [row] = await tx
    .select({
      id: quote.id,
      enquiryId: quote.enquiryId,
      vendorId: quote.vendorId,
      weddingId: quote.weddingId,
      version: quote.version,
      status: quote.status,
      validUntil: quote.validUntil,
      totalPence: quote.totalPence,
      depositPence: quote.depositPence,
      depositDueOn: quote.depositDueOn,
      threadClosed: sql<boolean>`${enquiry.closedAt} is not null`,
      vendorName: vendor.name,
    })
    .from(quote)
    .innerJoin(enquiry, eq(enquiry.id, quote.enquiryId))
    .innerJoin(vendor, eq(vendor.id, quote.vendorId))
    .where(and(eq(quote.id, quoteId), eq(enquiry.coupleId, planUserId)))
    .for("update", { of: quote });
  return row ?? null;
}

export type DecisionRefusal = "not-found" | "expired" | "not-open";

/** Why a locked quote cannot be decided now, or null when it can. */
export function decisionRefusal(
  row: { status: string; validUntil: string; threadClosed?: boolean } | null,
  today = todayInLondon(),
): DecisionRefusal | null {
  if (!row) return "not-found";
  // A closed thread's quote is over too: the couple or the vendor ended the conversation.
  if (row.status !== "sent" || row.threadClosed) return "not-open";
  return row.validUntil < today ? "expired" : null;
}

/** The booking writer accepts the quote in its own transaction. */
export async function markQuoteAccepted(
  tx: Tx,
  quoteId: number,
  decision: {
    by: string;
    message: string | null;
    depositPayer: string | null;
    depositPayOn: string | null;
  },
) {
  await tx
    .update(quote)
    .set({
      status: "accepted",
      decidedAt: sql`now()`,
      decidedBy: decision.by,
      decisionMessage: decision.message,
      depositPayer: decision.depositPayer,
      depositPayOn: decision.depositPayOn,
    })
    .where(eq(quote.id, quoteId));
}

/** A cancelled booking's quote is no longer live: withdrawn by the vendor, declined by the couple. */
export async function closeQuoteAfterCancel(tx: Tx, quoteId: number, side: "couple" | "vendor") {
  await tx
    .update(quote)
    .set({ status: side === "vendor" ? "withdrawn" : "declined" })
    .where(eq(quote.id, quoteId));
}

/**
 * The couple declines a quote (an expired one too), with an optional message; the vendor gets a
 * polite note by e-mail through the outbox, and the thread says so.
 */
export async function declineQuote(
  couple: { id: string; member: { id: string; name?: string } },
  quoteId: number,
  message: string | null,
) {
  const done = await db.transaction(async (tx) => {
    const row = await lockCoupleQuote(tx, couple.id, quoteId);
    if (!row) return "not-found" as const;
    if (row.status !== "sent") return "not-open" as const;
    await declineLocked(tx, row, couple, message);
    return "ok" as const;
  });
  if (done === "ok") wakeMailWorker();
  return done;
}

/**
 * Declines a locked, sent quote: the status, the thread's line, the vendor's note and the
 * family's activity line.
 */
export async function declineLocked(
  tx: Tx,
  row: {
    id: number;
    enquiryId: number;
    vendorId: number;
    version: number;
    totalPence: number;
    weddingId: number | null;
    vendorName: string;
  },
  couple: { id: string; member: { id: string; name?: string } },
  message: string | null,
) {
  await tx
    .update(quote)
    .set({
      status: "declined",
      decidedAt: sql`now()`,
      decidedBy: couple.member.id,
      decisionMessage: message,
    })
    .where(eq(quote.id, row.id));
  await setThreadStatus(tx, row.enquiryId, "declined");
  await postThreadNote(
    tx,
    row.enquiryId,
    "couple",
    `Declined the quote (version ${row.version}).${message ? ` ${message}` : ""}`,
    familyAuthor(couple),
    // The vendor's one e-mail about it is the thank-you below, not a second "replied".
    false,
  );
  await politeNote(tx, row.enquiryId, row.vendorId);
  await noteInTransaction(
    tx,
    row.weddingId,
    couple.member,
    `declined the quote from ${row.vendorName}`,
  );
}

/** "Thank you for your quote": the vendor hears, kindly, that the couple chose otherwise. */
async function politeNote(tx: Tx, enquiryId: number, vendorId: number) {
  const [target] = await tx
    .select({
      name: vendor.name,
      ownerEmail: user.email,
      coupleName: sql<
        string | null
      >`(select u.name from ${user} u join ${enquiry} e on e.couple_id = u.id where e.id = ${enquiryId})`,
      coupleId: sql<string | null>`(select couple_id from ${enquiry} where id = ${enquiryId})`,
    })
    .from(vendor)
    .leftJoin(user, eq(user.id, vendor.ownerId))
    .where(eq(vendor.id, vendorId));
  // Only to the listing's owner, as every thread e-mail: an unclaimed listing's public address
  // never learns who the couple is (decision 008), and an owner who stopped these gets none.
  const to = target?.ownerEmail;
  if (!target || !to) return;
  const [optedOut] = await tx
    .select({ email: notificationOptOut.email })
    .from(notificationOptOut)
    .where(eq(notificationOptOut.email, to.toLowerCase()));
  if (optedOut) return;
  const couple = target.coupleName?.trim() || "The couple";
  await sendNotice(
    {
      to,
      subject: `${couple} has decided on your quote`,
      heading: "Thank you for your quote",
      paragraphs: [
        greeting(target.name),
        `${couple} thanked you for your quote on Saath and has decided to go another way this time.`,
        "There is nothing you need to do. Your conversation stays in your enquiries.",
      ],
      action: {
        label: "Open the conversation",
        url: `${getEnv().BASE_URL}/business/enquiries/${enquiryId}`,
      },
      footer: "You get this e-mail because a couple answered your quote on Saath.",
    },
    { tx, aboutUserId: target.coupleId },
  );
}

/**
 * The couple's events a quote is for, as `daysOfQuote` books them: its lines' events, or every
 * event the enquiry asked about when a line (or the whole quote) is for the wedding.
 */
const eventsOfQuote = (quoteId: SQL | number) => sql`(
  select ee.wedding_event_id from enquiry_event ee join quote q on q.enquiry_id = ee.enquiry_id
  where q.id = ${quoteId} and ee.wedding_event_id is not null and ee.created_at <= q.created_at and (
    exists (select 1 from quote_line l where l.quote_id = q.id and l.enquiry_event_id = ee.id)
    or exists (select 1 from quote_line l where l.quote_id = q.id and l.enquiry_event_id is null)
    or not exists (select 1 from quote_line l where l.quote_id = q.id)))`;

/**
 * Quotes still open (sent) in the couple's other threads of one category for the same events,
 * for "tell the others": a caterer quoting the Reception is not declined by accepting another's
 * Mehndi. Quotes for no event of the couple's (an enquiry with only a date) go with each other.
 */
export async function otherOpenQuotes(planUserId: string, quoteId: number) {
  const other = sql`${quote.id}`;
  return couplesQuotes(
    db.select({ id: quote.id, vendorName: vendor.name }).from(quote).$dynamic(),
    planUserId,
    eq(quote.status, "sent"),
    sql`${quote.id} <> ${quoteId}`,
    isNull(enquiry.closedAt),
    sql`${vendor.categoryId} = (select v.category_id from ${quote} q join ${vendor} v on v.id = q.vendor_id where q.id = ${quoteId})`,
    sql`(exists (${eventsOfQuote(other)} intersect ${eventsOfQuote(quoteId)})
      or (not exists ${eventsOfQuote(other)} and not exists ${eventsOfQuote(quoteId)}))`,
  );
}

/**
 * Who pays a deposit is the couple's family's business: once the couple has left Saath (their
 * thread keeps no couple), the vendor's copy of the quote keeps the money but not the names.
 */
export async function forgetDepartedDepositPayers() {
  await db
    .update(quote)
    .set({ depositPayer: null })
    .where(and(isNotNull(quote.depositPayer), inDepartedCouplesThread(quote.enquiryId)));
}
