import { and, eq, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  auditLog,
  enquiryNotification,
  mailOutbox,
  newsletterSubscriber,
  notificationOptOut,
  requestLimit,
} from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { forgetDepartedBookingPayers } from "~/features/bookings/bookings.server";
import { forgetDepartedCouples } from "~/features/enquiries/enquiries.server";
import { forgetDepartedDepositPayers } from "~/features/quotes/quotes.server";
import { forgetDepartedReviewers } from "~/features/reviews/reviews.server";
import { forgetAcceptedInvites } from "~/features/weddings/member-invites.server";
import { forgetDepartedMembers, forgetNamedInActivity } from "~/features/weddings/weddings.server";
import { audit } from "~/lib/audit.server";

/** UK GDPR's right to erasure: an account deleted by its owner or by an admin, and what follows. */

export type DeleteOutcome = "deleted" | "password" | "main-admin" | "error";

/**
 * Erases the account after the password is typed again. Sessions end, the user row goes (with
 * their shortlist, claims and sign-in records); listings they owned stay in the directory without
 * an owner, so they can be claimed again; enquiry threads stay with the vendors without the
 * couple's name or phone; published reviews stay signed "A couple"; rows keyed by their e-mail go; the audit log keeps who-did-what
 * without personal data.
 */
export async function deleteMyAccount(
  me: SessionUser,
  password: string,
  headers: Headers,
): Promise<{ outcome: DeleteOutcome; headers?: Headers }> {
  if (me.isMainAdmin) return { outcome: "main-admin" };
  let answer: Headers;
  try {
    const result = await getAuth().api.deleteUser({
      body: { password },
      headers,
      returnHeaders: true,
    });
    answer = result.headers;
  } catch (error) {
    const code = (error as { body?: { code?: string } }).body?.code;
    if (code === "INVALID_PASSWORD") return { outcome: "password" };
    throw error;
  }
  await forgetAccount(me, null, "user.erase");
  return { outcome: "deleted", headers: answer };
}

/**
 * What is left of an account once its user row is gone (by the user or by an admin): rows keyed
 * by its e-mail go, earlier audit details about it are blanked, departed couples' phone numbers
 * leave their threads, and one audit row records the erasure without personal data.
 */
export async function forgetAccount(
  gone: { id: string; email: string; role: string; name?: string },
  actor: { id: string } | null,
  action: "user.erase" | "user.delete",
) {
  const email = gone.email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx.delete(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));
    await tx.delete(notificationOptOut).where(eq(notificationOptOut.email, email));
    await tx.delete(enquiryNotification).where(eq(enquiryNotification.email, email));
    // E-mails to them, and their contact-form messages (reply-to them). E-mails to others that
    // name them (an enquiry's notice to the vendor) go with the user row (about_user_id).
    await tx
      .delete(mailOutbox)
      .where(
        or(sql`lower(${mailOutbox.to}) = ${email}`, sql`lower(${mailOutbox.replyTo}) = ${email}`),
      );
    // Every key that names an address ends ":<address>": only theirs, never one that merely
    // contains it ("ann@x.com" inside "joann@x.com"), nor a LIKE wildcard's match.
    await tx
      .delete(requestLimit)
      .where(sql`right(${requestLimit.key}, ${email.length + 1}) = ${`:${email}`}`);
    await tx
      .update(auditLog)
      .set({ details: { erased: true } })
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, gone.id)));
    await audit(tx, actor, action, "user", gone.id, { role: gone.role });
  });
  await forgetDepartedCouples();
  await forgetDepartedDepositPayers();
  await forgetDepartedBookingPayers();
  await forgetDepartedReviewers();
  await forgetDepartedMembers();
  await forgetNamedInActivity(await forgetAcceptedInvites(email), email, gone.name);
}
