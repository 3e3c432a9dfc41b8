import { and, eq, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { getEnv } from "~/config.server";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { mailHeading } from "./outbox.server";

/**
 * The mail worker's one round (decision 034): claim the e-mails that are due, send each, and
 * mark it sent only once the SMTP server has accepted it. A claim is a lease, not a held lock:
 * the embedded database has one connection, so a transaction left open during an SMTP
 * conversation would stop every request. A worker that dies mid-send leaves its rows leased;
 * they are due again when the lease ends, so a crash delays an e-mail (at worst sends it
 * twice), never loses it.
 */

/** Waits after the 1st, 2nd, … failed attempt; the last one repeats. */
export const RETRY_AFTER_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * 60_000);
/** An e-mail still refused this long after it was queued is given up, with the last reason. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** How long a claimed row is one worker's: longer than any SMTP conversation can take. */
export const LEASE_MS = 10 * 60_000;
const BATCH = 20;

/** Seconds, not nodemailer's minutes: a silent server costs one round a few seconds. */
export const SMTP_TIME_LIMITS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
};

export interface DeliveryOptions {
  now?: Date;
  /** SMTP time limits in ms (tests shorten them). */
  timeLimits?: Partial<typeof SMTP_TIME_LIMITS>;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Takes up to BATCH due rows for this worker (for LEASE_MS). */
export async function claimDueMail(now = new Date()) {
  // The database keeps microseconds and a JavaScript date milliseconds: a row queued earlier in
  // the same millisecond as `now` (its `now()` default) is due too.
  const dueBefore = at(new Date(now.getTime() + 1));
  return db
    .update(mailOutbox)
    .set({
      nextAttemptAt: at(new Date(now.getTime() + LEASE_MS)),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      sql`${mailOutbox.id} in (select id from ${mailOutbox} where status = 'queued' and next_attempt_at < ${dueBefore} order by id limit ${BATCH} for update skip locked)`,
    )
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      replyTo: mailOutbox.replyTo,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    });
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** One round: everything due is attempted once. Never throws for one e-mail's failure. */
export async function deliverDueMail(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const rows = await claimDueMail(now);
  if (rows.length === 0) return report;
  const env = getEnv();
  // One transport per round, with no pool: nothing stays open between rounds.
  const transport = env.SMTP_URL
    ? nodemailer.createTransport({
        // Parsed here: given a `url`, createTransport would drop every other option.
        ...parseConnectionUrl(env.SMTP_URL),
        ...SMTP_TIME_LIMITS,
        ...options.timeLimits,
      })
    : null;
  // Set when the server itself failed (no connection, no greeting): the rest of the round is
  // not tried against it, each waits as if it had failed the same way.
  let serverDown: string | null = null;
  try {
    for (const row of rows) {
      try {
        if (serverDown) throw new Error(serverDown);
        // Without SMTP, "sent" means kept in the table for /dev/mail, as decisions.md says.
        await transport?.sendMail({
          from: env.MAIL_FROM,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // An SMTP reply (4xx, 5xx) is about this message; anything else is about the server.
        if (!(error as { responseCode?: number }).responseCode) serverDown = reason;
        const givenUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
        const wait = RETRY_AFTER_MS[Math.min(row.attempts, RETRY_AFTER_MS.length) - 1];
        await db
          .update(mailOutbox)
          .set(
            givenUp
              ? { status: "failed", lastError: reason }
              : { nextAttemptAt: new Date(now.getTime() + wait), lastError: reason },
          )
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "queued")));
        if (givenUp) {
          report.failed++;
          logger.error(
            { mail: row.id, attempts: row.attempts, reason },
            "Gave up an e-mail after a day of failed attempts",
          );
        } else {
          report.retrying++;
          logger.warn(
            { mail: row.id, attempts: row.attempts, reason, retryInMs: wait },
            "Sending an e-mail failed; it will be tried again",
          );
        }
        continue;
      }
      // Accepted by the SMTP server (or shown at /dev/mail): only now is it sent.
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: now, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      report.sent++;
    }
  } finally {
    transport?.close();
  }
  return report;
}

export interface MailQueueStats {
  /** E-mails waiting to be sent (including ones between attempts). */
  queued: number;
  /** Seconds since the oldest of them was queued; 0 when none waits. */
  oldestQueuedSeconds: number;
  /** E-mails given up and still kept (listed in the admin panel until they expire). */
  failed: number;
}

export async function mailQueueStats(now = new Date()): Promise<MailQueueStats> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.status} = 'queued')::int`,
      oldest: sql<
        string | null
      >`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'queued')`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} <> 'sent'`);
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    queued: Number(row?.queued ?? 0),
    oldestQueuedSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest) / 1000)) : 0,
    failed: Number(row?.failed ?? 0),
  };
}

/** E-mails given up, newest first, with why (the admin panel's "E-mail problems"). */
export async function listFailedMail(limit = 20) {
  return db
    .select({ ...mailHeading, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(limit);
}

/** Sent e-mails older than `days` go (the outbox is not an archive); so do given-up ones. */
export async function expireOldMail(now: Date, days: number) {
  const before = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .delete(mailOutbox)
    .where(and(sql`${mailOutbox.status} in ('sent', 'failed')`, lte(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

let wake: (() => void) | null = null;

/** A new e-mail was committed: the running worker (if any) sends it now, not at its next round. */
export function wakeMailWorker() {
  wake?.();
}

/** The running worker's wake-up; null when it stops (and between test files). */
export function setMailWorkerWake(listener: (() => void) | null) {
  wake = listener;
}
