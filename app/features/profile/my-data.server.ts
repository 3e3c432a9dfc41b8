import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  auditLog,
  businessClaim,
  claimCode,
  enquiry,
  enquiryBlock,
  enquiryMessage,
  mailOutbox,
  newsletterSubscriber,
  notificationOptOut,
  session,
  shortlist,
  user,
  vendor,
} from "~/db/schema";
import { booking, enquiryEvent, payment, quote } from "~/db/schema-bookings";
import { shortlistEvent } from "~/db/schema-events";
import { review } from "~/db/schema-reviews";
import { accountDetails } from "~/features/accounts/profile.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { enquiryRequest } from "~/features/enquiries/inbox.server";
import { listEvents } from "~/features/events/events.server";
import { eventForDownload, weddingForDownload } from "./my-wedding-data.server";

/**
 * UK GDPR: a person's own copy of what Saath holds about them (right of access and portability;
 * erasure is `erase-account.server.ts`). Page visits are counted without any link to an account,
 * so there are none to include.
 */
/**
 * The threads' own events, quotes (every version, its lines' sums) and bookings with their
 * payments (issue 30): the download holds what either side wrote about the wedding's money.
 */
async function threadDeals(threadIds: number[]) {
  if (threadIds.length === 0) return { events: [], quotes: [], bookings: [] };
  const [events, quotes, bookings] = await Promise.all([
    db.select().from(enquiryEvent).where(inArray(enquiryEvent.enquiryId, threadIds)),
    db
      .select({
        enquiryId: quote.enquiryId,
        version: quote.version,
        status: quote.status,
        totalPence: quote.totalPence,
        depositPence: quote.depositPence,
        validUntil: quote.validUntil,
        depositPayer: quote.depositPayer,
        decisionMessage: quote.decisionMessage,
        sentAt: quote.createdAt,
      })
      .from(quote)
      .where(inArray(quote.enquiryId, threadIds)),
    db
      .select({
        id: booking.id,
        enquiryId: booking.enquiryId,
        status: booking.status,
        amountPence: booking.amountPence,
        depositPayer: booking.depositPayer,
        cancelReason: booking.cancelReason,
        payments: sql<unknown>`(select coalesce(json_agg(json_build_object('kind', p.kind, 'amountPence', p.amount_pence, 'dueOn', p.due_on, 'paidOn', p.paid_on) order by p.id), '[]'::json) from ${payment} p where p.booking_id = ${booking.id})`,
      })
      .from(booking)
      .where(inArray(booking.enquiryId, threadIds)),
  ]);
  return { events, quotes, bookings };
}

export async function exportMyData(me: SessionUser) {
  const [profile] = await db
    .select({
      name: user.name,
      partnerName: user.name2,
      email: user.email,
      emailConfirmed: user.emailVerified,
      ...accountDetails,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, me.id));
  const owned = db.select({ id: vendor.id }).from(vendor).where(eq(vendor.ownerId, me.id));
  const threads = await db
    .select({
      id: enquiry.id,
      vendorId: enquiry.vendorId,
      vendorName: vendor.name,
      side: sql<
        "couple" | "vendor"
      >`case when ${enquiry.coupleId} = ${me.id} then 'couple' else 'vendor' end`,
      phone: sql<
        string | null
      >`case when ${enquiry.coupleId} = ${me.id} then ${enquiry.couplePhone} end`,
      ...enquiryRequest,
    })
    .from(enquiry)
    .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
    .where(or(eq(enquiry.coupleId, me.id), inArray(enquiry.vendorId, owned)))
    .orderBy(asc(enquiry.id));
  const messages = threads.length
    ? await db
        .select({
          enquiryId: enquiryMessage.enquiryId,
          from: enquiryMessage.sender,
          // The family member who wrote a couple's message for the plan account, if one did.
          writtenBy: user.name,
          body: enquiryMessage.body,
          sentAt: enquiryMessage.createdAt,
        })
        .from(enquiryMessage)
        .leftJoin(user, eq(user.id, enquiryMessage.authorId))
        .where(
          inArray(
            enquiryMessage.enquiryId,
            threads.map((t) => t.id),
          ),
        )
        .orderBy(asc(enquiryMessage.id))
    : [];
  const deals = await threadDeals(threads.map((t) => t.id));
  // What they wrote to vendors for a wedding they help plan (the threads are the plan's).
  const writtenForWedding = await db
    .select({
      vendorName: vendor.name,
      body: enquiryMessage.body,
      sentAt: enquiryMessage.createdAt,
    })
    .from(enquiryMessage)
    .innerJoin(enquiry, eq(enquiry.id, enquiryMessage.enquiryId))
    .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
    .where(eq(enquiryMessage.authorId, me.id))
    .orderBy(asc(enquiryMessage.id));
  const [events, eventLinks] = await Promise.all([
    listEvents(me.id),
    db
      .select({ eventId: shortlistEvent.eventId, vendorId: shortlistEvent.vendorId })
      .from(shortlistEvent)
      .where(eq(shortlistEvent.userId, me.id)),
  ]);
  const [saved, claims, listings, sessions, newsletter, actions, reviews] = await Promise.all([
    db
      .select({ vendorId: vendor.id, name: vendor.name, savedAt: shortlist.createdAt })
      .from(shortlist)
      .innerJoin(vendor, eq(vendor.id, shortlist.vendorId))
      .where(eq(shortlist.userId, me.id)),
    db
      .select({
        vendorId: businessClaim.vendorId,
        relationship: businessClaim.relationship,
        evidence: businessClaim.evidence,
        contactNumber: businessClaim.contactNumber,
        status: businessClaim.status,
        submittedAt: businessClaim.submittedAt,
        decidedAt: businessClaim.decidedAt,
      })
      .from(businessClaim)
      .where(eq(businessClaim.userId, me.id)),
    db
      .select({ id: vendor.id, name: vendor.name, status: vendor.approvalStatus })
      .from(vendor)
      .where(eq(vendor.ownerId, me.id)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, me.id)),
    db
      .select({ status: newsletterSubscriber.status, since: newsletterSubscriber.createdAt })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, me.email)),
    db
      .select({ action: auditLog.action, entity: auditLog.entity, at: auditLog.createdAt })
      .from(auditLog)
      .where(eq(auditLog.actorId, me.id))
      .orderBy(asc(auditLog.id)),
    db
      .select({
        vendorId: review.vendorId,
        vendorName: vendor.name,
        rating: review.rating,
        quality: review.quality,
        value: review.value,
        responsiveness: review.responsiveness,
        professionalism: review.professionalism,
        title: review.title,
        body: review.body,
        event: review.event,
        serviceMonth: review.serviceMonth,
        status: review.status,
        rejectReason: review.rejectReason,
        ownerReply: review.reply,
        writtenAt: review.createdAt,
        editedAt: review.editedAt,
        publishedAt: review.publishedAt,
      })
      .from(review)
      .innerJoin(vendor, eq(vendor.id, review.vendorId))
      .where(eq(review.coupleId, me.id))
      .orderBy(asc(review.id)),
  ]);
  const wedding = await weddingForDownload(me.id);
  const address = me.email.toLowerCase();
  const [blocked, optedOut, emails, codes] = await Promise.all([
    db
      .select({ since: enquiryBlock.createdAt })
      .from(enquiryBlock)
      .where(eq(enquiryBlock.userId, me.id)),
    db
      .select({ since: notificationOptOut.createdAt })
      .from(notificationOptOut)
      .where(eq(notificationOptOut.email, address)),
    db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status, at: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${address}`)
      .orderBy(asc(mailOutbox.id)),
    db
      .select({
        vendorId: claimCode.vendorId,
        sentTo: claimCode.sentTo,
        sentAt: claimCode.createdAt,
        usedAt: claimCode.usedAt,
      })
      .from(claimCode)
      .where(eq(claimCode.userId, me.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    about:
      "Everything Saath holds about your account. Page visits are counted without any link to an account, so none are listed.",
    profile,
    events: events.map((event) => ({
      ...eventForDownload(event),
      vendorIds: eventLinks
        .filter((link) => link.eventId === event.id)
        .map((link) => link.vendorId),
    })),
    shortlist: saved,
    claims,
    claimCodesSentForYou: codes,
    listingsYouOwn: listings,
    enquiries: threads.map((thread) => ({
      ...thread,
      messages: messages.filter((m) => m.enquiryId === thread.id),
      events: deals.events.filter((e) => e.enquiryId === thread.id),
      quotes: deals.quotes.filter((q) => q.enquiryId === thread.id),
      bookings: deals.bookings.filter((b) => b.enquiryId === thread.id),
    })),
    messagesYouWroteForTheWedding: writtenForWedding,
    reviews,
    newsletter: newsletter[0] ?? null,
    // An admin's decision after a vendor reported your messages as spam, if there was one.
    stoppedFromSendingEnquiriesSince: blocked[0]?.since ?? null,
    enquiryEmailsTurnedOffSince: optedOut[0]?.since ?? null,
    emailsToYou: emails,
    signedInSessions: sessions,
    actionsYouTook: actions,
    pageVisits: [],
    wedding,
  };
}
