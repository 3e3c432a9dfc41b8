import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import { db, type Executor, type Tx } from "~/db/client.server";
import { businessClaim, claimCode, user, vendor } from "~/db/schema";
import type { SessionUser } from "~/features/accounts/session.server";
import { sendNotice } from "~/features/mail/mail.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { claimableVendor } from "~/features/vendors/claimable.server";
import { setVendorOwner } from "~/features/vendors/vendor-write.server";
import { audit } from "~/lib/audit.server";
import { digest } from "~/lib/signing.server";
import { CODE_MESSAGES } from "./claim.constants";

/**
 * Claiming by a code sent to the listing's own public e-mail address (issue 31, decision 042):
 * whoever can read that inbox is the business as far as couples can tell, so entering the code
 * approves the claim at once, in one transaction with the new owner, the audit row and the
 * admins' e-mail. The one writer of `claim_code`. A code is the claimant's own (keyed by
 * account and listing, HMAC'd with the account in it), lives 15 minutes, allows five tries, and
 * is spent once; sending and trying are rate limited. A listing without an address keeps the
 * admin queue.
 */

const CODE_MINUTES = 15;
const MAX_TRIES = 5;

/** A listing's public address, when it has a real one. */
export function publicEmailOf(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase() ?? "";
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : null;
}

/** j•••@example.com: enough to recognise one's own inbox, not to harvest it. */
export function maskEmail(email: string) {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

const hashOf = (vendorId: number, userId: string, code: string) =>
  digest("claim-code", `${vendorId}:${userId}:${code}`);

/** The listing as the code page needs it: claimable now, and its public address. */
export async function codeClaimTarget(vendorId: number, executor: Executor = db) {
  const [row] = await executor
    .select({ id: vendor.id, name: vendor.name, email: vendor.email })
    .from(vendor)
    .where(and(eq(vendor.id, vendorId), claimableVendor))
    .limit(1);
  const email = publicEmailOf(row?.email);
  return row && email ? { id: row.id, name: row.name, email } : null;
}

export type SendCodeResult = { ok: true; sentTo: string } | { ok: false; message: string };

/** E-mails a fresh code to the listing's address; a code sent before stops working. */
export async function sendClaimCode(
  claimant: SessionUser,
  vendorId: number,
): Promise<SendCodeResult> {
  const limit = await consumeRateLimit(
    `claim-code-send:${claimant.id}:${vendorId}`,
    RATE_RULES.claimCodeSend,
  );
  if (!limit.allowed) return { ok: false, message: CODE_MESSAGES.tooManySends };
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const sent = await db.transaction(async (tx) => {
    const target = await codeClaimTarget(vendorId, tx);
    if (!target) return null;
    const row = {
      codeHash: hashOf(vendorId, claimant.id, code),
      sentTo: target.email,
      attempts: 0,
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      usedAt: null,
    };
    await tx
      .insert(claimCode)
      .values({ vendorId, userId: claimant.id, ...row })
      .onConflictDoUpdate({ target: [claimCode.userId, claimCode.vendorId], set: row });
    await sendNotice(
      {
        to: target.email,
        subject: `Your code to claim ${target.name} on Saath: ${code}`,
        heading: "Your code to claim this listing",
        paragraphs: [
          `${claimant.name} asked to manage ${target.name} on Saath. If that is you, enter this code on Saath within ${CODE_MINUTES} minutes:`,
          code,
          "If you did not ask for it, ignore this e-mail: nothing changes without the code.",
        ],
        footer: "You are receiving this because this address is listed for this business on Saath.",
      },
      // It names the claimant: erased with their account (decision 034).
      { tx, aboutUserId: claimant.id },
    );
    await audit(tx, claimant, "claim.code-sent", "vendor", vendorId, { sentTo: target.email });
    return target.email;
  });
  if (!sent) return { ok: false, message: CODE_MESSAGES.notClaimable };
  wakeMailWorker();
  return { ok: true, sentTo: sent };
}

export type VerifyCodeResult =
  | { ok: true; vendorId: number; claimId: number; name: string }
  | { ok: false; message: string };

class Refused extends Error {}

/** Checks the claimant's code; the right one makes them the owner at once. */
export async function verifyClaimCode(
  claimant: SessionUser,
  vendorId: number,
  typed: string,
): Promise<VerifyCodeResult> {
  const limit = await consumeRateLimit(`claim-code-try:${claimant.id}`, RATE_RULES.claimCodeTry);
  if (!limit.allowed) return { ok: false, message: CODE_MESSAGES.tooManyTries };
  const code = typed.replace(/\s+/g, "");
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(claimCode)
        .where(
          and(
            eq(claimCode.userId, claimant.id),
            eq(claimCode.vendorId, vendorId),
            isNull(claimCode.usedAt),
          ),
        )
        .for("update");
      if (!row) return { ok: false, message: CODE_MESSAGES.noCode } as const;
      if (row.expiresAt <= new Date())
        return { ok: false, message: CODE_MESSAGES.expired } as const;
      if (row.attempts >= MAX_TRIES) return { ok: false, message: CODE_MESSAGES.spent } as const;
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hashOf(vendorId, claimant.id, code));
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        await tx
          .update(claimCode)
          .set({ attempts: sql`${claimCode.attempts} + 1` })
          .where(eq(claimCode.id, row.id));
        const left = MAX_TRIES - row.attempts - 1;
        return {
          ok: false,
          message: left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.spent,
        } as const;
      }
      // Still claimable and still the address the code went to.
      const target = await codeClaimTarget(vendorId, tx);
      if (!target || target.email !== row.sentTo) throw new Refused();
      const [claim] = await tx
        .insert(businessClaim)
        .values({
          vendorId,
          userId: claimant.id,
          relationship: "Verified by a code sent to the listing's e-mail address",
          evidence: `Code sent to ${row.sentTo} was entered`,
          contactNumber: "",
          status: "approved",
          decidedAt: new Date(),
        })
        .returning({ id: businessClaim.id });
      if (!(await setVendorOwner(tx, vendorId, claimant.id))) throw new Refused();
      await tx.update(claimCode).set({ usedAt: new Date() }).where(eq(claimCode.id, row.id));
      await audit(tx, claimant, "claim.approve-by-code", "business_claim", claim.id, {
        vendorId,
        ownerId: claimant.id,
        sentTo: row.sentTo,
      });
      await tellAdmins(tx, claimant, target.name, vendorId, row.sentTo);
      return { ok: true, vendorId, claimId: claim.id, name: target.name } as const;
    });
    if (result.ok) wakeMailWorker();
    return result;
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: CODE_MESSAGES.notClaimable };
    throw error;
  }
}

/** Every admin hears of a claim that needed none of them (they can still undo it). */
async function tellAdmins(
  tx: Tx,
  claimant: SessionUser,
  name: string,
  vendorId: number,
  sentTo: string,
) {
  const admins = await tx.select({ email: user.email }).from(user).where(eq(user.role, "admin"));
  const base = getEnv().BASE_URL;
  for (const admin of admins) {
    await sendNotice(
      {
        to: admin.email,
        subject: `${name} was claimed with an e-mailed code`,
        heading: "A listing was claimed with a code",
        paragraphs: [
          `${claimant.name} (${claimant.email}) entered the code sent to ${sentTo}, the listing's own address, and now manages ${name}.`,
          "Nothing is waiting for you. If this looks wrong, open the listing's Edit in the admin panel and remove its owner.",
        ],
        action: { label: "View the listing", url: `${base}/vendor/${vendorId}` },
        footer: "You are receiving this because you are an admin of Saath.",
      },
      { tx, aboutUserId: claimant.id },
    );
  }
}

/** Whether the claimant has a code on its way that can still be entered. */
export async function hasLiveCode(userId: string, vendorId: number) {
  const [row] = await db
    .select({ id: claimCode.id })
    .from(claimCode)
    .where(
      and(
        eq(claimCode.userId, userId),
        eq(claimCode.vendorId, vendorId),
        isNull(claimCode.usedAt),
        sql`${claimCode.expiresAt} > now()`,
        sql`${claimCode.attempts} < ${MAX_TRIES}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
