import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import { db, type Executor, type Tx } from "~/db/client.server";
import { type ApprovalStatus, businessClaim, user, vendor } from "~/db/schema";
import type { SessionUser } from "~/features/accounts/session.server";
import {
  type Decision,
  type DecisionWording,
  sendDecisionNotice,
} from "~/features/mail/mail.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import { claimableVendor } from "~/features/vendors/claimable.server";
import { sanitisePhone, sanitiseText } from "~/features/vendors/sanitise";
import { setVendorOwner } from "~/features/vendors/vendor-write.server";
import { audit } from "~/lib/audit.server";
import { MAX_PENDING_CLAIMS } from "./claim.constants";
import type { ClaimInput } from "./claim.schema";

/**
 * Business claims (spec §4 "Claim status"): a logged-in user claims an approved listing that
 * has no owner and no pending claim; an admin approves (the claimant becomes the owner) or
 * rejects. The unique partial index business_claim_one_pending_idx guarantees at most one
 * pending claim per vendor, even when two people submit at the same moment.
 */

/** Can this vendor be claimed right now? Approved, no owner, no pending claim. */
export async function isVendorClaimable(vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vendor.id })
    .from(vendor)
    .where(and(eq(vendor.id, vendorId), claimableVendor))
    .limit(1);
  return Boolean(row);
}

function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505") return true;
  }
  return false;
}

export type SubmitClaimResult =
  | { ok: true; claimId: number }
  | { ok: false; reason: "not-claimable" | "invalid" | "too-many" };

/** Records a pending claim by the session's user. Text is sanitised (spec §5). */
export async function submitClaim(
  claimant: SessionUser,
  input: ClaimInput,
): Promise<SubmitClaimResult> {
  const relationship = sanitiseText(input.relationship);
  const evidence = sanitiseText(input.evidence);
  const contactNumber = sanitisePhone(input.contactNumber);
  if (!relationship || !evidence || !/\d/.test(contactNumber))
    return { ok: false, reason: "invalid" };

  try {
    return await db.transaction(async (tx) => {
      // One account's claims wait one at a time here, so the cap holds against a burst of posts.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`claim:${claimant.id}`}))`);
      const waiting = await tx.$count(
        businessClaim,
        and(eq(businessClaim.userId, claimant.id), eq(businessClaim.status, "pending")),
      );
      if (waiting >= MAX_PENDING_CLAIMS) return { ok: false, reason: "too-many" } as const;
      // The vendor row is locked while the claim is written, so an approval that sets an
      // owner at the same moment waits; the unique index covers two claims at once.
      const [target] = await tx
        .select({ id: vendor.id })
        .from(vendor)
        .where(
          and(
            eq(vendor.id, input.vendorId),
            eq(vendor.approvalStatus, "approved"),
            isNull(vendor.ownerId),
          ),
        )
        .for("update");
      if (!target) return { ok: false, reason: "not-claimable" } as const;
      const [row] = await tx
        .insert(businessClaim)
        .values({ vendorId: target.id, userId: claimant.id, relationship, evidence, contactNumber })
        .returning({ id: businessClaim.id });
      if (!row) return { ok: false, reason: "not-claimable" } as const;
      await audit(tx, claimant, "claim.submit", "business_claim", row.id, {
        vendorId: input.vendorId,
      });
      return { ok: true, claimId: row.id } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "not-claimable" };
    throw error;
  }
}

export type DecideClaimResult =
  | { ok: true; vendorId: number; claimantId: string }
  | { ok: false; reason: "not-found" | "not-pending" | "already-owned" };

class Rollback extends Error {
  constructor(readonly reason: "already-owned") {
    super(reason);
  }
}

/** Approve: the claim becomes approved and the claimant the vendor's owner, together. */
export function approveClaim(admin: SessionUser, claimId: number) {
  return decideClaim(admin, claimId, "approved", async (tx, claim) => {
    if (!(await setVendorOwner(tx, claim.vendorId, claim.userId))) {
      throw new Rollback("already-owned");
    }
    await audit(tx, admin, "claim.approve", "business_claim", claimId, {
      vendorId: claim.vendorId,
      ownerId: claim.userId,
    });
  });
}

/** Reject: the claim becomes rejected; the vendor is untouched. */
export function rejectClaim(admin: SessionUser, claimId: number) {
  return decideClaim(admin, claimId, "rejected", (tx, claim) =>
    audit(tx, admin, "claim.reject", "business_claim", claimId, { vendorId: claim.vendorId }),
  );
}

/**
 * A pending claim becomes `status` and `apply` does the rest in the same transaction (throw
 * a Rollback to undo it), with the claimant's e-mail queued in it: both commit, or neither.
 */
async function decideClaim(
  admin: SessionUser,
  claimId: number,
  status: Decision,
  apply: (tx: Tx, claim: { vendorId: number; userId: string }) => Promise<unknown>,
): Promise<DecideClaimResult> {
  let result: DecideClaimResult;
  try {
    result = await db.transaction(async (tx) => {
      const [claim] = await tx
        .update(businessClaim)
        .set({ status, decidedAt: new Date(), decidedBy: admin.id })
        .where(and(eq(businessClaim.id, claimId), eq(businessClaim.status, "pending")))
        .returning({ vendorId: businessClaim.vendorId, userId: businessClaim.userId });
      if (!claim) return { ok: false, reason: await missingReason(tx, claimId) } as const;
      await apply(tx, claim);
      await notifyClaimant(tx, claimId, status);
      return { ok: true, vendorId: claim.vendorId, claimantId: claim.userId } as const;
    });
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, reason: error.reason };
    throw error;
  }
  if (result.ok) wakeMailWorker();
  return result;
}

/** Inside the transaction: PGlite has one connection, and `db` would wait for this one. */
async function missingReason(tx: Tx, claimId: number): Promise<"not-found" | "not-pending"> {
  const [row] = await tx
    .select({ id: businessClaim.id })
    .from(businessClaim)
    .where(eq(businessClaim.id, claimId));
  return row ? "not-pending" : "not-found";
}

/** The decision e-mail (decisions.md: "claim decisions … are sent"), in the decision's `tx`. */
async function notifyClaimant(tx: Tx, claimId: number, decision: Decision) {
  await sendDecisionNotice(`claim ${decision}`, tx, async (tx) => {
    const [row] = await selectClaims(tx).where(eq(businessClaim.id, claimId));
    return (
      row && {
        to: row.userEmail,
        name: row.userName,
        wording: {
          ...claimWording(row.vendorName)[decision],
          action: { label: "View the listing", url: `${getEnv().BASE_URL}/vendor/${row.vendorId}` },
        },
        footer: "You are receiving this because you claimed a business on Saath.",
      }
    );
  });
}

function claimWording(vendorName: string): Record<Decision, DecisionWording> {
  return {
    approved: {
      subject: `Your claim for ${vendorName} has been approved`,
      heading: "Your claim has been approved",
      paragraphs: [
        `Good news: your claim for ${vendorName} on Saath has been approved. The listing is now linked to your account.`,
      ],
    },
    rejected: {
      subject: `Your claim for ${vendorName} was not approved`,
      heading: "About your business claim",
      paragraphs: [
        `We reviewed your claim for ${vendorName} on Saath and could not approve it this time.`,
        "If you think this is a mistake, reply to this e-mail or contact us with more evidence that you own or manage the business.",
      ],
    },
  };
}

/** Claims with their vendor's and claimant's names: the admin list and the decision e-mail. */
function selectClaims(executor: Executor = db) {
  return executor
    .select({
      id: businessClaim.id,
      vendorId: businessClaim.vendorId,
      vendorName: vendor.name,
      userId: businessClaim.userId,
      userName: user.name,
      userEmail: user.email,
      relationship: businessClaim.relationship,
      evidence: businessClaim.evidence,
      contactNumber: businessClaim.contactNumber,
      status: businessClaim.status,
      submittedAt: businessClaim.submittedAt,
    })
    .from(businessClaim)
    .innerJoin(vendor, eq(vendor.id, businessClaim.vendorId))
    .innerJoin(user, eq(user.id, businessClaim.userId));
}

/** Claims for the admin panel, newest first, with the vendor and claimant names; a page of them. */
export async function listClaims(status: ApprovalStatus = "pending", limit = 50, offset = 0) {
  return selectClaims()
    .where(eq(businessClaim.status, status))
    .orderBy(desc(businessClaim.submittedAt), desc(businessClaim.id))
    .limit(limit)
    .offset(offset);
}
