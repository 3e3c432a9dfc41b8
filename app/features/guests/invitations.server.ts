import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { db, type Executor } from "~/db/client.server";
import { qualified } from "~/db/qualified";
import { user } from "~/db/schema";
import { weddingEvent } from "~/db/schema-events";
import { eventInvitation, guest, household, wedding } from "~/db/schema-weddings";
import { eventLabel } from "~/features/events/event-types";
import { eventsInOrder } from "~/features/events/events.server";
import type { Membership } from "~/features/weddings/weddings.server";
import { formatLongDate } from "~/lib/format";
import { invitedEventColumns, lastEventDate } from "./guest-columns.server";
import type { InvitedEventLine } from "./invitations-mail.server";
import { rsvpUrl } from "./rsvp-link.server";
import { coupleNames, eventDayText, lastDayOfLink } from "./rsvp-rules";

/**
 * The couple's side of the RSVPs (reads): every household with the events it is invited to,
 * whether its invitation was sent and answered, its private link, a WhatsApp message and a
 * printable QR code. Every query names the member's wedding.
 */

export const INVITATIONS_PAGE_SIZE = 50;

/** The couple's names, their contact e-mail and the RSVP deadline. */
export async function weddingCouple(weddingId: number, executor: Executor = db) {
  const [row] = await executor
    .select({
      name: user.name,
      name2: user.name2,
      email: user.email,
      deadline: wedding.rsvpDeadline,
      lastEventDate,
    })
    .from(wedding)
    .innerJoin(user, eq(user.id, wedding.planUserId))
    .where(eq(wedding.id, weddingId))
    .limit(1);
  if (!row) throw new Error(`No wedding ${weddingId}`);
  return {
    couple: coupleNames(row.name, row.name2),
    email: row.email,
    deadline: row.deadline,
    lastEventDate: row.lastEventDate,
  };
}

/** The events each of these households is invited to, in date order. */
export async function eventsByHousehold(
  wedding: Pick<Membership, "weddingId" | "planUserId">,
  householdIds: number[],
  executor: Executor = db,
) {
  const byHousehold = new Map<number, (InvitedEventLine & { id: number })[]>();
  if (householdIds.length === 0) return byHousehold;
  const rows = await executor
    .select({ householdId: eventInvitation.householdId, ...invitedEventColumns })
    .from(eventInvitation)
    .innerJoin(weddingEvent, eq(weddingEvent.id, eventInvitation.eventId))
    .where(
      and(
        eq(eventInvitation.weddingId, wedding.weddingId),
        inArray(eventInvitation.householdId, householdIds),
        eq(weddingEvent.userId, wedding.planUserId),
      ),
    )
    .orderBy(...eventsInOrder);
  for (const { householdId, type, customName, ...event } of rows) {
    const list = byHousehold.get(householdId) ?? [];
    list.push({ ...event, label: eventLabel({ type, customName }) });
    byHousehold.set(householdId, list);
  }
  return byHousehold;
}

/** A household invited to at least one event (an invitation with nothing in it is not sent). */
export const isInvitedToSomething = sql`exists (
  select 1 from ${eventInvitation}
  where ${qualified(eventInvitation.householdId)} = ${qualified(household.id)}
)`;

const hasEmail = and(isNotNull(household.email), ne(household.email, ""));

/** Households an invitation e-mail would go to now: an address, an event, none sent yet. */
export const dueForInvitation = (weddingId: number) =>
  and(
    eq(household.weddingId, weddingId),
    hasEmail,
    isNull(household.invitationSentAt),
    isInvitedToSomething,
  );

/** Households a reminder would go to now: an address, an event, no answer, no reminder yet. */
export const dueForReminder = (weddingId: number) =>
  and(
    eq(household.weddingId, weddingId),
    hasEmail,
    isNull(household.answeredAt),
    isNull(household.reminderSentAt),
    isInvitedToSomething,
  );

/** The counts at the top of the invitations page, in one pass over the wedding's households. */
export async function invitationTotals(weddingId: number) {
  const [row] = await db
    .select({
      households: count(),
      toInvite: sql<number>`count(*) filter (where ${dueForInvitation(weddingId)})`.mapWith(Number),
      toRemind: sql<number>`count(*) filter (where ${dueForReminder(weddingId)})`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${household.invitationSentAt} is not null)`.mapWith(
        Number,
      ),
      answered: sql<number>`count(*) filter (where ${household.answeredAt} is not null)`.mapWith(
        Number,
      ),
      // Only a household invited to an event can answer: one with no event yet is not waited on.
      awaiting:
        sql<number>`count(*) filter (where ${household.answeredAt} is null and ${isInvitedToSomething})`.mapWith(
          Number,
        ),
      withoutEvents: sql<number>`count(*) filter (where not ${isInvitedToSomething})`.mapWith(
        Number,
      ),
    })
    .from(household)
    .where(eq(household.weddingId, weddingId));
  return row;
}

/** "Asha & Rohan would love you to join them…": the WhatsApp message, as a wa.me link. */
export function whatsappLink(couple: string, householdName: string, url: string) {
  const text = `Dear ${householdName}, ${couple} would love you to join them for their wedding. Please tell us who is coming: ${url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** One page of the wedding's households with their events, sent and answered state and link. */
export async function listInvitations(wedding: Membership, page: number) {
  const [couple, totals] = await Promise.all([
    weddingCouple(wedding.weddingId),
    invitationTotals(wedding.weddingId),
  ]);
  const pageCount = Math.max(1, Math.ceil(totals.households / INVITATIONS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select({
      id: household.id,
      name: household.name,
      email: household.email,
      linkVersion: household.linkVersion,
      invitationSentAt: household.invitationSentAt,
      answeredAt: household.answeredAt,
      reminderSentAt: household.reminderSentAt,
      people: sql<number>`(
        select count(*) from ${guest}
        where ${qualified(guest.householdId)} = ${qualified(household.id)}
      )`.mapWith(Number),
    })
    .from(household)
    .where(eq(household.weddingId, wedding.weddingId))
    .orderBy(asc(household.name), asc(household.id))
    .limit(INVITATIONS_PAGE_SIZE)
    .offset((current - 1) * INVITATIONS_PAGE_SIZE);
  const events = await eventsByHousehold(
    wedding,
    rows.map((row) => row.id),
  );
  const lastDay = lastDayOfLink(couple.lastEventDate);
  return {
    couple: couple.couple,
    deadline: couple.deadline,
    deadlineText: couple.deadline ? formatLongDate(couple.deadline) : null,
    linksEndText: lastDay ? formatLongDate(lastDay) : null,
    totals,
    page: current,
    pageCount,
    households: rows.map((row) => {
      const url = rsvpUrl(row.id, row.linkVersion);
      return {
        id: row.id,
        name: row.name,
        email: row.email || null,
        people: row.people,
        events: (events.get(row.id) ?? []).map((event) => event.label),
        sentAt: row.invitationSentAt ? formatLongDate(row.invitationSentAt) : null,
        answeredAt: row.answeredAt ? formatLongDate(row.answeredAt) : null,
        remindedAt: row.reminderSentAt ? formatLongDate(row.reminderSentAt) : null,
        url,
        whatsapp: whatsappLink(couple.couple, row.name, url),
      };
    }),
  };
}

/** A QR code as one SVG path of dark squares: `size` modules a side, no quiet zone. */
export function qrCode(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  let path = "";
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, path };
}

/**
 * Every household invited to at least one event, for the printed cards: its name, events,
 * link and QR code (drawn here, on our server).
 */
export async function printableInvitations(wedding: Membership) {
  const couple = await weddingCouple(wedding.weddingId);
  const rows = await db
    .select({ id: household.id, name: household.name, linkVersion: household.linkVersion })
    .from(household)
    .where(and(eq(household.weddingId, wedding.weddingId), isInvitedToSomething))
    .orderBy(asc(household.name), asc(household.id));
  const events = await eventsByHousehold(
    wedding,
    rows.map((row) => row.id),
  );
  return {
    couple: couple.couple,
    deadlineText: couple.deadline ? formatLongDate(couple.deadline) : null,
    cards: rows.map((row) => {
      const url = rsvpUrl(row.id, row.linkVersion);
      return {
        id: row.id,
        name: row.name,
        events: (events.get(row.id) ?? []).map((event) => ({
          label: event.label,
          date: eventDayText(event),
        })),
        url,
        shortUrl: url.replace(/^https?:\/\//, ""),
        qr: qrCode(url),
      };
    }),
  };
}
