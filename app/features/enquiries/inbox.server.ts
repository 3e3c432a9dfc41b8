import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { db } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { type EnquirySide, enquiry, enquiryMessage, user, vendor } from "~/db/schema";
import { enquiryEvent } from "~/db/schema-bookings";
import { contactEmail } from "~/features/vendors/contact-email";
import { unclaimedNotice } from "./unclaimed-notice";

/**
 * Reading enquiries. Every query names its reader: the couple's own threads, or the threads
 * of vendors the reader owns. Anyone else's thread is not found — the same answer, the same
 * query, whether it exists or not.
 */

export const INBOX_PAGE = 50;

/** What a thread and the quotes show of each event an enquiry names. */
const eventDetailColumns = {
  id: enquiryEvent.id,
  name: enquiryEvent.name,
  eventDate: enquiryEvent.eventDate,
  startTime: enquiryEvent.startTime,
  postcode: enquiryEvent.postcode,
  guestCount: enquiryEvent.guestCount,
};

/** The events an enquiry is for, with their own dates and guests. */
export async function enquiryEvents(enquiryIds: number[]) {
  if (enquiryIds.length === 0) return [];
  return db
    .select({
      ...eventDetailColumns,
      enquiryId: enquiryEvent.enquiryId,
      weddingEventId: enquiryEvent.weddingEventId,
      createdAt: enquiryEvent.createdAt,
    })
    .from(enquiryEvent)
    .where(inArray(enquiryEvent.enquiryId, enquiryIds))
    .orderBy(asc(enquiryEvent.eventDate), asc(enquiryEvent.id));
}
export type EnquiryEventRow = Awaited<ReturnType<typeof enquiryEvents>>[number];

/**
 * Who is reading: the couple, the owner of the thread's vendor, or an admin (read-only). An
 * admin reads only a thread that was reported as spam (to decide the report), or one of a
 * listing they own themselves; every other thread is not found for them, as for anyone else
 * (decision 036). The read is written to the audit log by the loader.
 */
export type Reader = { side: EnquirySide; userId: string } | { side: "admin"; userId: string };

function readable(reader: Reader) {
  return readableBy(reader.side, reader.userId);
}

function readableBy(side: Reader["side"], userId: string | Placeholder) {
  // A report opens the thread to admins until it is decided, not for ever after.
  if (side === "admin")
    return or(eq(enquiry.reportStatus, "open"), eq(vendor.ownerId, userId)) as SQL;
  return side === "couple" ? eq(enquiry.coupleId, userId) : eq(vendor.ownerId, userId);
}

/** Messages from the other side since this side last opened the thread. */
const unread = (side: EnquirySide) =>
  sql<number>`(select count(*)::int from ${enquiryMessage} m where m.enquiry_id = ${enquiry.id} and m.sender <> ${side} and m.created_at > coalesce(${side === "couple" ? enquiry.coupleReadAt : enquiry.vendorReadAt}, 'epoch'))`;

/**
 * A reader's threads, newest activity first, a page of `INBOX_PAGE` at a time (`hasMore` when
 * older ones follow: a busy caterer's 51st thread is never out of reach); a vendor's owner may
 * narrow it to one listing.
 */
export async function listThreads(
  reader: { side: EnquirySide; userId: string },
  options: { vendorId?: number; page?: number } = {},
) {
  const offset = (Math.max(1, options.page ?? 1) - 1) * INBOX_PAGE;
  // The inbox as it opens is a prepared statement (decision 045); narrowed, it is built here.
  const rows = options.vendorId
    ? await threadsSelect(db, reader.side)
        .where(and(readable(reader), eq(vendor.id, options.vendorId)))
        .orderBy(desc(enquiry.lastMessageAt), desc(enquiry.id))
        .limit(INBOX_PAGE + 1)
        .offset(offset)
    : await threadsRead[reader.side]().execute({ readerId: reader.userId, offset });
  return {
    threads: rows
      .slice(0, INBOX_PAGE)
      .map((row) => ({ ...row, lastMessageAt: row.lastMessageAt.toISOString() })),
    hasMore: rows.length > INBOX_PAGE,
  };
}

const threadsSelect = (database: typeof db, side: EnquirySide) =>
  database
    .select({
      id: enquiry.id,
      vendorId: vendor.id,
      vendorName: vendor.name,
      coupleName: user.name,
      status: enquiry.status,
      closedAt: enquiry.closedAt,
      lastMessageAt: enquiry.lastMessageAt,
      lastMessage: sql<string>`(select left(m.body, 160) from ${enquiryMessage} m where m.enquiry_id = ${enquiry.id} order by m.id desc limit 1)`,
      unread: unread(side),
    })
    .from(enquiry)
    .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
    .leftJoin(user, eq(user.id, enquiry.coupleId));

const threadsReadFor = (side: EnquirySide) =>
  preparedRead((database) =>
    threadsSelect(database, side)
      .where(readableBy(side, sql.placeholder("readerId")))
      .orderBy(desc(enquiry.lastMessageAt), desc(enquiry.id))
      .limit(INBOX_PAGE + 1)
      .offset(sql.placeholder("offset"))
      .prepare(`threads_${side}`),
  );
const threadsRead = { couple: threadsReadFor("couple"), vendor: threadsReadFor("vendor") };

export type ThreadSummary = Awaited<ReturnType<typeof listThreads>>["threads"][number];

/** What a couple asked a vendor for, where the thread stands, and when it began. */
export const enquiryRequest = {
  events: enquiry.events,
  eventDate: enquiry.eventDate,
  guestCount: enquiry.guestCount,
  budgetMin: enquiry.budgetMin,
  budgetMax: enquiry.budgetMax,
  postcode: enquiry.postcode,
  status: enquiry.status,
  createdAt: enquiry.createdAt,
};

/** One thread with its messages, or null when the reader is not one of its sides. */
export async function getThread(reader: Reader, id: number) {
  const [thread] = await threadRead[reader.side]().execute({ id, readerId: reader.userId });
  if (!thread) return null;
  const [messages, eventDetails] = await Promise.all([
    messagesRead().execute({ id }),
    eventDetailsRead().execute({ id }),
  ]);
  const { unread: unreadCount, ...row } = thread;
  return {
    ...row,
    hasUnread: unreadCount > 0,
    // Written here for the couple's page, so the thread's script does not carry the sentence.
    unclaimedNotice: row.vendorClaimed ? null : unclaimedNotice(row.vendorName),
    eventDetails,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

// A thread's three reads are prepared statements (decision 045): one per reader's side.
const threadReadFor = (side: Reader["side"]) =>
  preparedRead((database) =>
    database
      .select({
        id: enquiry.id,
        vendorId: vendor.id,
        vendorName: vendor.name,
        vendorClaimed: isNotNull(vendor.ownerId),
        coupleName: user.name,
        coupleEmail: user.email,
        coupleVerified: user.emailVerified,
        couplePhone: enquiry.couplePhone,
        ...enquiryRequest,
        closedAt: enquiry.closedAt,
        reportStatus: enquiry.reportStatus,
        // Whether opening it marks anything read (an admin's reading marks nothing).
        unread: side === "admin" ? sql<number>`0` : unread(side),
      })
      .from(enquiry)
      .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
      .leftJoin(user, eq(user.id, enquiry.coupleId))
      .where(
        and(eq(enquiry.id, sql.placeholder("id")), readableBy(side, sql.placeholder("readerId"))),
      )
      .limit(1)
      .prepare(`thread_${side}`),
  );
const threadRead = {
  couple: threadReadFor("couple"),
  vendor: threadReadFor("vendor"),
  admin: threadReadFor("admin"),
};

const messagesRead = preparedRead((database) =>
  database
    .select({
      id: enquiryMessage.id,
      sender: enquiryMessage.sender,
      authorId: enquiryMessage.authorId,
      byMember: enquiryMessage.byMember,
      // The family member who wrote it for the couple (a partner who joined, a planner).
      authorName: user.name,
      authorVerified: user.emailVerified,
      body: enquiryMessage.body,
      createdAt: enquiryMessage.createdAt,
    })
    .from(enquiryMessage)
    .leftJoin(user, eq(user.id, enquiryMessage.authorId))
    .where(eq(enquiryMessage.enquiryId, sql.placeholder("id")))
    .orderBy(asc(enquiryMessage.id))
    .limit(500)
    .prepare("thread_messages"),
);

const eventDetailsRead = preparedRead((database) =>
  database
    .select(eventDetailColumns)
    .from(enquiryEvent)
    .where(eq(enquiryEvent.enquiryId, sql.placeholder("id")))
    .orderBy(asc(enquiryEvent.eventDate), asc(enquiryEvent.id))
    .prepare("thread_event_details"),
);

type FoundThread = NonNullable<Awaited<ReturnType<typeof getThread>>>;
/**
 * A thread as its page shows it: whether it had unread messages is the loader's to know, and
 * each message says whether the reader wrote it instead of whose account wrote it.
 */
export type Thread = Omit<FoundThread, "hasUnread" | "messages"> & {
  messages: (Omit<FoundThread["messages"][number], "authorId" | "byMember" | "authorVerified"> & {
    byViewer: boolean;
    /** Whether its links may be links: its writer's address is confirmed (null: the couple's). */
    writerVerified: boolean | null;
  })[];
};

/** The couple's open enquiries and unread replies, for the dashboard's cards. */
export async function coupleEnquiryCounts(coupleId: string) {
  const [row] = await enquiryCountsRead().execute({ coupleId });
  return row ?? { open: 0, unread: 0 };
}

const enquiryCountsRead = preparedRead((database) =>
  database
    .select({
      open: sql<number>`count(*) filter (where ${enquiry.closedAt} is null)::int`,
      unread: sql<number>`coalesce(sum(${unread("couple")}), 0)::int`,
    })
    .from(enquiry)
    .where(eq(enquiry.coupleId, sql.placeholder("coupleId")))
    .prepare("couple_enquiry_counts"),
);

/**
 * Whether a vendor page offers the enquiry form: a listing with an owner answers in Saath; an
 * unclaimed one with an e-mail address is told by e-mail; one with neither keeps its phone.
 */
export function enquiryReach(listing: { ownerId: string | null; email: string | null }) {
  if (listing.ownerId) return "owner" as const;
  return contactEmail(listing.email) ? ("email" as const) : null;
}

const RESPONSE_WINDOW = sql`now() - interval '90 days'`;

/**
 * "Usually replies within …" from the real threads of the last 90 days, once the vendor has
 * answered at least 3: the median time to the first reply and the share answered.
 */
export async function responseStats(vendorId: number) {
  const [row] = await responseStatsRead().execute({ vendorId });
  if (!row || row.answered < 3 || row.medianHours === null) return null;
  return {
    replyTime: replyTimeText(Number(row.medianHours)),
    answeredShare: Math.round((row.answered / row.total) * 100),
  };
}

// On every vendor page a signed-in person opens: a prepared statement (decision 045).
const responseStatsRead = preparedRead((database) =>
  database
    .select({
      total: sql<number>`count(*)::int`,
      answered: sql<number>`count(${enquiry.firstReplyAt})::int`,
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${enquiry.firstReplyAt} - ${enquiry.createdAt}) / 3600) filter (where ${enquiry.firstReplyAt} is not null)`,
    })
    .from(enquiry)
    .where(
      and(
        eq(enquiry.vendorId, sql.placeholder("vendorId")),
        sql`${enquiry.createdAt} > ${RESPONSE_WINDOW}`,
      ),
    )
    .prepare("response_stats"),
);

export function replyTimeText(hours: number) {
  if (hours <= 24) {
    const n = Math.max(1, Math.ceil(hours));
    return `${n} ${n === 1 ? "hour" : "hours"}`;
  }
  const days = Math.ceil(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** Reported threads waiting for an admin, oldest report first. */
export async function listReportedEnquiries() {
  const rows = await db
    .select({
      id: enquiry.id,
      vendorName: vendor.name,
      coupleName: user.name,
      coupleEmail: user.email,
      reason: enquiry.reportReason,
      reportedAt: enquiry.reportedAt,
      firstMessage: sql<string>`(select left(m.body, 300) from ${enquiryMessage} m where m.enquiry_id = ${enquiry.id} order by m.id limit 1)`,
    })
    .from(enquiry)
    .innerJoin(vendor, eq(vendor.id, enquiry.vendorId))
    .leftJoin(user, eq(user.id, enquiry.coupleId))
    .where(eq(enquiry.reportStatus, "open"))
    .orderBy(asc(enquiry.reportedAt))
    .limit(100);
  return rows.map((row) => ({ ...row, reportedAt: row.reportedAt?.toISOString() ?? null }));
}
