import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { db } from "~/db/client.server";
import type { EnquirySide } from "~/db/schema";
import type { PlanUser } from "~/features/accounts/guards.server";
import { listOwnedVendors } from "~/features/accounts/profile.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { reviewPanel } from "~/features/reviews/review-read.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows, DEPARTED_MEMBER } from "~/features/weddings/weddings.server";
import { audit } from "~/lib/audit.server";
import { type FormResult, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { ID_PATTERN, parseId } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import {
  closedForVendor,
  closeEnquiry,
  markRead,
  replyToEnquiry,
  reportEnquiry,
  setEnquiryStatus,
} from "./enquiries.server";
import { BLOCKED_MESSAGE, REPLY_LIMIT_MESSAGE, THREAD_INTENTS } from "./enquiry.constants";
import { replySchema, reportSchema, STATUS_LABELS, statusSchema } from "./enquiry.schema";
import { getThread, listThreads, type Reader } from "./inbox.server";

/**
 * The inbox and thread pages' loaders and actions, for both sides: the couple at
 * /dashboard/enquiries, the vendor's owner at /business/enquiries. An admin may read a
 * reported thread (read-only) from the vendor side's address; each such read is audited.
 */

/** Why an admin may read this thread: it was reported, or it is their own listing's. */
const readReason = (thread: { reportStatus: string | null }) =>
  thread.reportStatus ? "reported" : "own listing";

export const inboxPath = (side: EnquirySide) =>
  side === "couple" ? "/dashboard/enquiries" : "/business/enquiries";

function readerFor(actor: SessionUser, side: EnquirySide): Reader {
  return actor.role === "admin" && side === "vendor"
    ? { side: "admin", userId: actor.id }
    : { side, userId: actor.id };
}

export async function loadInbox(actor: SessionUser, side: EnquirySide, url: URL) {
  const listing = url.searchParams.get("listing");
  const vendorId = listing && ID_PATTERN.test(listing) ? Number(listing) : undefined;
  const page = parseId(url.searchParams.get("page")) ?? 1;
  const [{ threads, hasMore }, listings] = await Promise.all([
    listThreads({ side, userId: actor.id }, { vendorId, page }),
    side === "vendor" ? listOwnedVendors(actor.id) : [],
  ]);
  return {
    side,
    threads,
    page,
    hasMore,
    vendorId: vendorId ?? null,
    listings: listings.map(({ id, name }) => ({ id, name })),
  };
}

/** One thread for its reader (404 for anyone else), marked read for that side. */
export async function loadThread(
  actor: SessionUser & Partial<Pick<PlanUser, "member" | "memberRole">>,
  side: EnquirySide,
  id: number,
) {
  const reader = readerFor(actor, side);
  const found = await getThread(reader, id);
  if (!found) throw data("Not found", { status: 404 });
  const { hasUnread, messages, ...rest } = found;
  // "You" is the person signed in: a family member reads the account holder's messages under
  // the couple's name, and each other's under their own (the ids stay on the server).
  const writerId = actor.member?.id ?? actor.id;
  const thread = {
    ...rest,
    messages: messages.map(({ authorId, byMember, authorName, authorVerified, ...message }) => ({
      ...message,
      // A member whose account has gone is still not the account holder.
      authorName: authorName ?? (byMember ? DEPARTED_MEMBER : null),
      writerVerified: byMember ? authorVerified === true : null,
      byViewer:
        reader.side !== "admin" &&
        message.sender === side &&
        (side === "vendor" || (byMember ? authorId : actor.id) === writerId),
    })),
  };
  if (reader.side !== "admin") {
    // Opening a thread with nothing new from the other side marks nothing: no write per view.
    if (hasUnread) await markRead(side, actor.id, id);
  }
  // Who read a couple's messages, and why, is on record (the privacy policy says so).
  else await audit(db, actor, "enquiry.read", "enquiry", id, { reason: readReason(thread) });
  // The couple may review the vendor from here once the thread is answered or booked.
  const review =
    side === "couple"
      ? // Asked for the person signed in: a planner or a viewer does not review for the couple.
        await reviewPanel(
          actor,
          { id: thread.vendorId, ownerId: null },
          // The membership is read already: a partner reviews under the plan account.
          actor.memberRole === "partner" ? actor.id : null,
        )
      : null;
  // A wedding's viewer reads the couple's threads but writes nothing in their name.
  const viewOnly = actor.memberRole !== undefined && !allows(actor.memberRole, "change");
  const canWrite = reader.side !== "admin" && !viewOnly;
  return { side, thread, canWrite, viewOnly, replyKey: randomUUID(), review };
}

const { reply: REPLY, close: CLOSE, status: STATUS, report: REPORT } = THREAD_INTENTS;
/** What each side may do: the couple replies and closes, the vendor replies, sets and reports. */
const SIDE_INTENTS = {
  couple: intentSchema([REPLY, CLOSE]),
  vendor: intentSchema([REPLY, STATUS, REPORT]),
};

/** A vendor's post that found the couple had closed the thread a moment before: the thread again. */
const closedFirst = (here: string) =>
  redirectWithToast(
    here,
    { title: "This enquiry is closed", description: "The couple closed it, so nothing changed." },
    { status: 303 },
  );

/** Replies, closing (couple), status and spam reports (vendor). Ownership is in each query. */
export async function threadAction(
  request: Request,
  actor: SessionUser,
  side: EnquirySide,
  id: number,
) {
  const form = await request.formData();
  const intent = readIntent(SIDE_INTENTS[side], form);
  if (!intent) throw data("That action was not understood.", { status: 400 });
  const here = `${inboxPath(side)}/${id}`;
  const notFound = () => data("Not found", { status: 404 });

  switch (intent) {
    case REPLY: {
      const parsed = parseForm(replySchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as FormResult);
      // Like new threads, replies are limited: each one queues an e-mail to the other side.
      const limit = await consumeRateLimit(`reply:${actor.id}`, RATE_RULES.reply);
      if (!limit.allowed) {
        return reply(
          request,
          { intent, formError: REPLY_LIMIT_MESSAGE, values: parsed.values } as FormResult,
          { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
        );
      }
      const result = await replyToEnquiry(actor, side, id, parsed.data);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok && result.reason === "blocked") {
        const refused = { intent, formError: BLOCKED_MESSAGE, values: parsed.values };
        return reply(request, refused as FormResult, 403);
      }
      if (!result.ok) {
        const refused = { intent, formError: "This enquiry is closed.", values: parsed.values };
        return reply(request, refused as FormResult, 409);
      }
      return redirectWithToast(
        here,
        { title: "Message sent", variant: "success" },
        { status: 303 },
      );
    }
    case CLOSE:
      if (!(await closeEnquiry(actor, id))) throw notFound();
      return redirectWithToast(
        here,
        { title: "Enquiry closed", variant: "success" },
        { status: 303 },
      );
    case STATUS: {
      const parsed = parseForm(statusSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed);
      if (!(await setEnquiryStatus(actor, id, parsed.data.status))) {
        if (await closedForVendor(actor, id)) return closedFirst(here);
        throw notFound();
      }
      return redirectWithToast(
        here,
        { title: `Status: ${STATUS_LABELS[parsed.data.status]}`, variant: "success" },
        { status: 303 },
      );
    }
    case REPORT: {
      const parsed = parseForm(reportSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as FormResult);
      if (!(await reportEnquiry(actor, id, parsed.data.reason))) {
        if (await closedForVendor(actor, id)) return closedFirst(here);
        throw notFound();
      }
      return redirectWithToast(
        here,
        {
          title: "Reported",
          description: "Thank you. Our team will look at this enquiry.",
          variant: "success",
        },
        { status: 303 },
      );
    }
  }
}
