import {
  and,
  asc,
  between,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { enquiry, user, vendor } from "~/db/schema";
import { booking, budgetItem, payment } from "~/db/schema-bookings";
import { paymentReminder, type ReminderSource } from "~/db/schema-budget";
import { wedding } from "~/db/schema-weddings";
import { greeting, sendNotice } from "~/features/mail/mail.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import type { Membership } from "~/features/weddings/weddings.server";
import { formatLongDate } from "~/lib/format";
import { addDays, todayInLondon } from "~/lib/london-date";
import { formatPence } from "~/lib/money";
import { BUDGET_PATH, REMIND_DAYS_BEFORE } from "./budget.constants";

/**
 * Payments the wedding still owes, with their due days: a booking's unpaid deposit and balance
 * (`payment`) and the next payment to a supplier outside Saath (`budget_item`). The checklist
 * lists them; the background worker e-mails the couple once, a week before each is due.
 */

const KIND_LABEL = { deposit: "Deposit", balance: "Balance", other: "Payment" } as const;

export interface DuePayment {
  source: ReminderSource;
  id: number;
  /** "Deposit to Spice Route Caterers" */
  label: string;
  amountPence: number;
  dueOn: string;
  /** Where to record it paid (the booking's page), or the budget. */
  href: string;
  weddingId: number;
}

const LIVE = inArray(booking.status, ["pending", "confirmed"]);

/** Which payments: due from `from` to `to`, of one wedding or any; `unreminded`, none reminded yet. */
type Window = { weddingId?: number; from: string; to: string; limit: number; unreminded?: boolean };

/** Not yet reminded for this due day (the reminders' own table says). */
const notReminded = (source: ReminderSource, id: SQLWrapper, dueOn: SQLWrapper) =>
  sql`not exists (select 1 from ${paymentReminder} r where r.source = ${source}
    and r.source_id = ${id} and r.due_on = ${dueOn})`;

/** Bookings' unpaid payments due from `from` to `to` (any wedding, or one). */
function bookingPayments(where: Window) {
  return (
    db
      .select({
        id: payment.id,
        kind: payment.kind,
        amountPence: payment.amountPence,
        dueOn: payment.dueOn,
        bookingId: booking.id,
        weddingId: wedding.id,
        vendorName: vendor.name,
      })
      .from(payment)
      .innerJoin(booking, eq(booking.id, payment.bookingId))
      .innerJoin(vendor, eq(vendor.id, booking.vendorId))
      .innerJoin(enquiry, eq(enquiry.id, booking.enquiryId))
      // The couple's wedding, by its plan account (a couple who left Saath has none).
      .innerJoin(wedding, eq(wedding.planUserId, enquiry.coupleId))
      .where(
        and(
          isNull(payment.paidOn),
          isNotNull(payment.dueOn),
          between(payment.dueOn, where.from, where.to),
          gt(payment.amountPence, 0),
          LIVE,
          where.weddingId === undefined ? undefined : eq(wedding.id, where.weddingId),
          // Reminded ones would fill the batch and push later payments past their day.
          where.unreminded ? notReminded("payment", payment.id, payment.dueOn) : undefined,
        ),
      )
      .orderBy(asc(payment.dueOn), asc(payment.id))
      .limit(where.limit)
  );
}

/** Outside suppliers' next payments due from `from` to `to`, while something is left to pay. */
function outsidePayments(where: Window) {
  return db
    .select({
      id: budgetItem.id,
      supplier: budgetItem.supplierName,
      amountPence: sql<number>`coalesce(${budgetItem.duePence}, ${budgetItem.quotedPence} - ${budgetItem.paidPence})`,
      dueOn: budgetItem.dueOn,
      weddingId: budgetItem.weddingId,
    })
    .from(budgetItem)
    .where(
      and(
        isNotNull(budgetItem.supplierName),
        isNotNull(budgetItem.dueOn),
        between(budgetItem.dueOn, where.from, where.to),
        sql`coalesce(${budgetItem.quotedPence}, 0) > ${budgetItem.paidPence}`,
        where.weddingId === undefined ? undefined : eq(budgetItem.weddingId, where.weddingId),
        where.unreminded ? notReminded("budget_item", budgetItem.id, budgetItem.dueOn) : undefined,
      ),
    )
    .orderBy(asc(budgetItem.dueOn), asc(budgetItem.id))
    .limit(where.limit);
}

async function duePayments(where: Window) {
  const [fromBookings, fromOutside] = await Promise.all([
    bookingPayments(where),
    outsidePayments(where),
  ]);
  const all: DuePayment[] = [
    ...fromBookings.map((row) => ({
      source: "payment" as const,
      id: row.id,
      label: `${KIND_LABEL[row.kind]} to ${row.vendorName}`,
      amountPence: row.amountPence,
      dueOn: row.dueOn as string,
      href: `/dashboard/bookings/${row.bookingId}`,
      weddingId: row.weddingId,
    })),
    ...fromOutside.map((row) => ({
      source: "budget_item" as const,
      id: row.id,
      label: `Payment to ${row.supplier}`,
      amountPence: Number(row.amountPence),
      dueOn: row.dueOn as string,
      href: BUDGET_PATH,
      weddingId: row.weddingId,
    })),
  ];
  return all.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id - b.id);
}

/** Every payment the wedding still owes that has a due day, earliest first (overdue too). */
export function duePaymentsOf(membership: Membership) {
  return duePayments({
    weddingId: membership.weddingId,
    from: "0001-01-01",
    to: "9999-12-31",
    limit: 200,
  });
}

/**
 * The background worker's job: e-mails the couple about each payment due within the next
 * week, once. The reminder's row and its e-mail are written in one transaction, and the unique
 * index on (source, id, due day) makes a second run — or a second instance — write neither.
 */
export async function sendPaymentReminders(now = new Date()) {
  const today = todayInLondon(now);
  const due = await duePayments({
    from: today,
    to: addDays(today, REMIND_DAYS_BEFORE),
    limit: 500,
    unreminded: true,
  });
  if (due.length === 0) return { sent: 0 };
  const weddingIds = [...new Set(due.map((entry) => entry.weddingId))];
  const couples = await db
    .select({ weddingId: wedding.id, email: user.email, name: user.name })
    .from(wedding)
    .innerJoin(user, eq(user.id, wedding.planUserId))
    .where(inArray(wedding.id, weddingIds));
  const coupleOf = new Map(couples.map((row) => [row.weddingId, row]));
  let sent = 0;
  for (const entry of due) {
    const couple = coupleOf.get(entry.weddingId);
    if (!couple) continue;
    const queued = await db.transaction(async (tx) => {
      const [reminder] = await tx
        .insert(paymentReminder)
        .values({
          weddingId: entry.weddingId,
          source: entry.source,
          sourceId: entry.id,
          dueOn: entry.dueOn,
        })
        .onConflictDoNothing()
        .returning({ id: paymentReminder.id });
      if (!reminder) return false;
      const amount = formatPence(entry.amountPence);
      const day = formatLongDate(entry.dueOn);
      await sendNotice(
        {
          to: couple.email,
          subject: `${entry.label}: ${amount} due on ${day}`,
          heading: "A payment is due soon",
          paragraphs: [
            greeting(couple.name),
            `${entry.label}: ${amount} is due on ${day}.`,
            "No money moves through Saath: pay the supplier as you agreed, then mark it paid so your budget stays right.",
          ],
          action: { label: "See your budget", url: `${getEnv().BASE_URL ?? ""}${entry.href}` },
          footer: "You get this once for each payment, a week before it is due.",
        },
        { tx },
      );
      return true;
    });
    if (queued) sent++;
  }
  if (sent > 0) wakeMailWorker();
  return { sent };
}
