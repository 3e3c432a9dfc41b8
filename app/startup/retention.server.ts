import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pageVisit, requestLimit } from "~/db/schema";
import { forgetOldDrafts } from "~/features/business/listing-draft.server";
import { handOverOldNotifications } from "~/features/enquiries/notify.server";
import { expireOldMail } from "~/features/mail/outbox-worker.server";
import { RATE_RULES } from "~/features/rate-limit/rate-limit.server";

/**
 * What the product keeps only for a while (docs/operations.md "Retention", and the privacy
 * policy). Run by the background worker once an hour; each step is one statement, safe to run
 * on several instances at once.
 */
export const RETENTION = {
  /**
   * Page views, 13 months: the owner's insights read 90 days, the admin's chart 30, and the
   * admin's per-page totals a year back and a bit (the privacy policy says 13 months).
   */
  pageVisitDays: 396,
  /** Sent (and given-up) e-mails: long enough to answer "did you send it?". */
  mailDays: 30,
};

const DAY_MS = 86_400_000;

/** A rate-limit counter is dead once its window has passed: the longest rule's, at least a day. */
function requestLimitHorizonMs() {
  const longest = Math.max(...Object.values(RATE_RULES).map((rule) => rule.window));
  return Math.max(longest * 1000, DAY_MS);
}

export interface RetentionReport {
  requestLimits: number;
  pageVisits: number;
  mail: number;
  enquiryNotifications: number;
}

export async function expireOldRows(now = new Date()): Promise<RetentionReport> {
  const limits = await db
    .delete(requestLimit)
    .where(lt(requestLimit.windowStart, now.getTime() - requestLimitHorizonMs()))
    .returning({ key: requestLimit.key });
  const visits = await db
    .delete(pageVisit)
    .where(
      lt(
        pageVisit.visitedAt,
        sql`${new Date(now.getTime() - RETENTION.pageVisitDays * DAY_MS).toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: pageVisit.id });
  const mail = await expireOldMail(now, RETENTION.mailDays);
  const enquiryNotifications = await handOverOldNotifications();
  // Add Business forms kept for an account that never came (30 days; decision 042).
  await forgetOldDrafts(now);
  return {
    requestLimits: limits.length,
    pageVisits: visits.length,
    mail,
    enquiryNotifications,
  };
}
