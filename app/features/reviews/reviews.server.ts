import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type Placeholder,
  sql,
} from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Database, db, type Executor } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { enquiry, user, vendor } from "~/db/schema";
import { booking } from "~/db/schema-bookings";
import { review } from "~/db/schema-reviews";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import { setVendorReviewAggregate } from "~/features/vendors/vendor-write.server";
import { audit } from "~/lib/audit.server";
import { formatLongDate } from "~/lib/format";
import { addDays, todayInLondon } from "~/lib/london-date";
import { type RejectReason, type ReviewInput, withinEditWindow } from "./review.schema";
import { sendReviewDecision } from "./review-mail.server";

/**
 * The only writer of `review` (issue 13, decision 016). Every change that can move a published
 * review in or out recomputes the vendor's rating and count through the vendor writer in the
 * same transaction. Who may do what is in each query: the couple's own review, the owner's own
 * listing, a pending review for a decision.
 */

interface Actor {
  id: string;
}

/** The thread that lets a couple review a vendor: theirs, answered or marked Booked; or null. */
export async function eligibleEnquiry(executor: Executor, coupleId: string, vendorId: number) {
  const [row] = await executor
    .select({ id: enquiry.id })
    .from(enquiry)
    .where(eligible(coupleId, vendorId))
    .orderBy(desc(enquiry.id))
    .limit(1);
  return row?.id ?? null;
}

const eligible = (coupleId: string | Placeholder, vendorId: number | Placeholder) =>
  and(
    eq(enquiry.coupleId, coupleId),
    eq(enquiry.vendorId, vendorId),
    or(isNotNull(enquiry.firstReplyAt), eq(enquiry.status, "booked")),
  );

/**
 * The couple's bookings with the vendor (issue 30): `notBefore`, the day after the last booked
 * event of a live booking that has not happened yet (a review waits for it); `bookingId`, a
 * confirmed booking whose last day has passed ("Booked through Saath").
 */
export async function bookingStanding(
  executor: Executor,
  coupleId: string,
  vendorId: number,
  today = todayInLondon(),
) {
  const rows = await executor
    .select({ id: booking.id, status: booking.status, lastDay: booking.lastDay })
    .from(booking)
    .innerJoin(enquiry, eq(enquiry.id, booking.enquiryId))
    .where(
      and(
        eq(enquiry.coupleId, coupleId),
        eq(booking.vendorId, vendorId),
        inArray(booking.status, ["pending", "confirmed"]),
      ),
    );
  const done = rows.find((row) => row.status === "confirmed" && row.lastDay < today);
  const ahead = rows
    .filter((row) => row.lastDay >= today)
    .map((row) => row.lastDay)
    .sort()
    .at(-1);
  return { bookingId: done?.id ?? null, lastDay: done ? null : (ahead ?? null) };
}

/**
 * Why a couple who booked the vendor through Saath cannot review it yet, with the first day they
 * can (the vendor page, the review form and its refusal all say the same).
 */
export const reviewOpensMessage = (lastDay: string) =>
  `You booked this vendor through Saath, so you can review them once your last booked event has passed: from ${formatLongDate(addDays(lastDay, 1))}.`;

/** The couple's own review of a vendor, whatever its status. */
export async function ownReview(coupleId: string, vendorId: number) {
  const [row] = await db
    .select()
    .from(review)
    .where(and(eq(review.coupleId, coupleId), eq(review.vendorId, vendorId)));
  return row ?? null;
}

/**
 * The vendor page's question about one couple in one query: may they review this vendor (an
 * eligible thread), the status and date of their own review, if they wrote one, and, from their
 * live bookings with the vendor (`bookingStanding`'s rule), the last booked day still ahead
 * unless a confirmed booking's last day has passed.
 */
export async function reviewStanding(coupleId: string, vendorId: number, today = todayInLondon()) {
  const [row] = await reviewStandingRead().execute({ coupleId, vendorId, today });
  const own =
    row?.status && row.createdAt ? { status: row.status, createdAt: row.createdAt } : null;
  const lastDay = row?.eligible && !row.bookedAndDone ? row.lastDayAhead : null;
  return {
    eligible: (row?.eligible ?? false) && !lastDay,
    own,
    notBefore: lastDay ?? null,
  };
}

// Asked on every vendor page and thread a couple opens: a prepared statement (decision 045).
const reviewStandingRead = preparedRead((database) => {
  const [coupleId, vendorId, today] = ["coupleId", "vendorId", "today"].map((name) =>
    sql.placeholder(name),
  );
  const liveBookings = sql`from ${booking} b join ${enquiry} e on e.id = b.enquiry_id
    where e.couple_id = ${coupleId} and b.vendor_id = ${vendorId}`;
  return database
    .select({
      eligible: sql<boolean>`exists (select 1 from ${enquiry} where ${eligible(coupleId, vendorId)})`,
      status: review.status,
      createdAt: review.createdAt,
      bookedAndDone: sql<boolean>`exists (select 1 ${liveBookings}
        and b.status = 'confirmed' and b.last_day < ${today})`,
      lastDayAhead: sql<string | null>`(select max(b.last_day)::text ${liveBookings}
        and b.status in ('pending', 'confirmed') and b.last_day >= ${today})`,
    })
    .from(user)
    .leftJoin(review, and(eq(review.coupleId, user.id), eq(review.vendorId, vendorId)))
    .where(eq(user.id, coupleId))
    .limit(1)
    .prepare("review_standing");
});

export type SaveResult =
  | { ok: true; created: boolean }
  | { ok: false; reason: "not-eligible" | "edit-window" }
  | { ok: false; reason: "before-event"; lastDay: string };

const scores = (input: ReviewInput) => ({
  rating: input.rating,
  quality: input.quality,
  value: input.value,
  responsiveness: input.responsiveness,
  professionalism: input.professionalism,
  title: input.title,
  body: input.body,
  event: input.event,
  serviceMonth: `${input.serviceMonth}-01`,
});

/**
 * Writes or edits the couple's one review of the vendor; either way it waits for an admin. An
 * edit after the 30 days is refused; `now` is a parameter so tests need no clock.
 */
export async function saveReview(
  couple: Actor,
  vendorId: number,
  input: ReviewInput,
  now = new Date(),
): Promise<SaveResult> {
  return db.transaction(async (tx): Promise<SaveResult> => {
    const enquiryId = await eligibleEnquiry(tx, couple.id, vendorId);
    if (!enquiryId) return { ok: false, reason: "not-eligible" };
    // A booked vendor is reviewed after the last booked event, not a minute after the quote.
    const booked = await bookingStanding(tx, couple.id, vendorId, todayInLondon(now));
    if (booked.lastDay) return { ok: false, reason: "before-event", lastDay: booked.lastDay };
    const [existing] = await tx
      .select({ id: review.id, createdAt: review.createdAt, status: review.status })
      .from(review)
      .where(and(eq(review.coupleId, couple.id), eq(review.vendorId, vendorId)))
      .for("update");
    if (existing) {
      if (!withinEditWindow(existing.createdAt, now)) return { ok: false, reason: "edit-window" };
      await tx
        .update(review)
        .set({
          ...scores(input),
          status: "pending",
          editedAt: now,
          rejectReason: null,
          bookingId: booked.bookingId,
        })
        .where(eq(review.id, existing.id));
      if (existing.status === "published") await setVendorReviewAggregate(tx, vendorId);
      await audit(tx, couple, "review.edit", "review", existing.id, { vendorId });
      return { ok: true, created: false };
    }
    // A double-submitted form meets the unique index and is treated as the same review.
    const [row] = await tx
      .insert(review)
      .values({
        ...scores(input),
        vendorId,
        coupleId: couple.id,
        enquiryId,
        bookingId: booked.bookingId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: review.id });
    if (row) await audit(tx, couple, "review.create", "review", row.id, { vendorId });
    return { ok: true, created: Boolean(row) };
  });
}

/** The couple deletes their review, at any time. False when they have none. */
export async function deleteReview(couple: Actor, vendorId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(review)
      .where(and(eq(review.coupleId, couple.id), eq(review.vendorId, vendorId)))
      .returning({ id: review.id, status: review.status });
    if (!row) return false;
    if (row.status === "published") await setVendorReviewAggregate(tx, vendorId);
    await audit(tx, couple, "review.delete", "review", row.id, { vendorId });
    return true;
  });
}

/**
 * What an admin decides about a review: a pending one is approved or rejected, a reported
 * (published) one kept or taken down. Rejecting and taking down need a reason from the list;
 * negative is never one.
 */
export type ReviewVerdict =
  | { verdict: "approve" | "keep" }
  | { verdict: "reject" | "remove"; reason: RejectReason };

/**
 * Each verdict: which reviews it can still apply to, the audit action, whether the listing's
 * rating changes, and the author's e-mail (none when a report is dismissed).
 */
const VERDICTS = {
  approve: { open: "pending", action: "review.approve", reRate: true, mail: "approved" },
  reject: { open: "pending", action: "review.reject", reRate: true, mail: "rejected" },
  keep: { open: "reported", action: "review.report.keep", reRate: false, mail: null },
  remove: { open: "reported", action: "review.report.remove", reRate: true, mail: "removed" },
} as const;

/** The review's new columns for a verdict by `adminId`. */
function verdictColumns(
  decision: ReviewVerdict,
  adminId: string,
): PgUpdateSetSource<typeof review> {
  switch (decision.verdict) {
    case "approve":
      return {
        status: "published",
        publishedAt: sql`now()`,
        decidedBy: adminId,
        rejectReason: null,
      };
    case "reject":
      return { status: "rejected", decidedBy: adminId, rejectReason: decision.reason };
    case "keep":
      return { reportStatus: "kept" };
    case "remove":
      return {
        reportStatus: "removed",
        status: "rejected",
        rejectReason: decision.reason,
        decidedBy: adminId,
      };
  }
}

/**
 * An admin's verdict on one review, in one transaction: made only while the review is still
 * open to it (so two admins cannot both win), then the listing's rating again where it
 * changes, the audit row, and the author's e-mail. Whether this verdict stood.
 */
export async function moderateReview(admin: Actor, id: number, decision: ReviewVerdict) {
  const step = VERDICTS[decision.verdict];
  const reason = "reason" in decision ? decision.reason : undefined;
  const open =
    step.open === "pending" ? eq(review.status, "pending") : eq(review.reportStatus, "open");
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(review)
      .set(verdictColumns(decision, admin.id))
      .where(and(eq(review.id, id), open))
      .returning({ vendorId: review.vendorId });
    if (!row) return null;
    if (step.reRate) await setVendorReviewAggregate(tx, row.vendorId);
    await audit(tx, admin, step.action, "review", id, { vendorId: row.vendorId, reason });
    if (step.mail) await sendReviewDecision(tx, id, step.mail);
    return row;
  });
  if (decided && step.mail) wakeMailWorker();
  return Boolean(decided);
}

/** A published review of one of the owner's own listings. */
function ownersPublished(owner: Actor, id: number) {
  const owned = db.select({ id: vendor.id }).from(vendor).where(eq(vendor.ownerId, owner.id));
  return and(eq(review.id, id), eq(review.status, "published"), inArray(review.vendorId, owned));
}

/** A review as the admin's queue and its owner's reply page show it (joined to its listing). */
export const reviewSummary = {
  id: review.id,
  vendorId: review.vendorId,
  vendorName: vendor.name,
  rating: review.rating,
  title: review.title,
  body: review.body,
};

/** A published review for its listing's owner to answer; null for anyone else. */
export async function reviewForOwner(owner: Actor, id: number) {
  const [row] = await db
    .select({
      ...reviewSummary,
      reply: review.reply,
      reportStatus: review.reportStatus,
    })
    .from(review)
    .innerJoin(vendor, eq(vendor.id, review.vendorId))
    .where(ownersPublished(owner, id));
  return row ?? null;
}

/** The owner's one public reply (writing it again replaces it). Null when not theirs. */
export async function replyToReview(owner: Actor, id: number, text: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(review)
      .set({ reply: text, replyAt: sql`now()` })
      .where(ownersPublished(owner, id))
      .returning({ vendorId: review.vendorId });
    if (!row) return null;
    await audit(tx, owner, "review.reply", "review", id, { vendorId: row.vendorId });
    return row.vendorId;
  });
}

/** The owner reports a published review; it stays visible until an admin decides. */
export async function reportReview(owner: Actor, id: number, reason: RejectReason) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(review)
      .set({ reportReason: reason, reportedAt: sql`now()`, reportStatus: "open" })
      .where(ownersPublished(owner, id))
      .returning({ vendorId: review.vendorId });
    if (!row) return null;
    await audit(tx, owner, "review.report", "review", id, { vendorId: row.vendorId, reason });
    return row.vendorId;
  });
}

/**
 * Erasure (decision 016): a departed couple's published reviews stay, signed "A couple" (their
 * account's deletion has cut the link); anything not published goes with them.
 */
export async function forgetDepartedReviewers() {
  await db.delete(review).where(and(isNull(review.coupleId), ne(review.status, "published")));
}

/**
 * The demo data's published reviews (`app/startup/demo-reviews.ts`): written once (the unique
 * couple-and-vendor index makes a second seed a no-op), each listing's Saath rating recomputed in
 * the same transaction. Listings that are gone are skipped.
 */
export async function seedPublishedReviews(
  executor: Database,
  rows: (Omit<typeof review.$inferInsert, "status" | "id"> & { vendorId: number })[],
) {
  if (rows.length === 0) return 0;
  return executor.transaction(async (tx) => {
    const present = await tx
      .select({ id: vendor.id })
      .from(vendor)
      .where(inArray(vendor.id, [...new Set(rows.map((row) => row.vendorId))]));
    const ids = new Set(present.map((row) => row.id));
    const kept = rows.filter((row) => ids.has(row.vendorId));
    if (kept.length === 0) return 0;
    const added = await tx
      .insert(review)
      .values(kept.map((row) => ({ ...row, status: "published" as const })))
      .onConflictDoNothing()
      .returning({ vendorId: review.vendorId });
    for (const vendorId of new Set(added.map((row) => row.vendorId))) {
      await setVendorReviewAggregate(tx, vendorId);
    }
    return added.length;
  });
}
