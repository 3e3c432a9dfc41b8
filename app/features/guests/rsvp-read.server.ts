import { and, asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { user } from "~/db/schema";
import { weddingEvent } from "~/db/schema-events";
import { eventInvitation, guest, household, rsvpAnswer, wedding } from "~/db/schema-weddings";
import { eventsInOrder } from "~/features/events/events.server";
import { invitedEventColumns, lastEventDate } from "./guest-columns.server";

/**
 * What one household's RSVP link shows: the household (only when its link version matches),
 * the couple, the events it is invited to, its people and their answers. Every query names
 * the household; nothing of another household is ever read here. Each is a primary-key or
 * indexed lookup, so the page's cost does not grow with the wedding or the site.
 */

/** The household behind a link, its wedding, the couple and the wedding's last event date. */
export async function findLinkedHousehold(
  householdId: number,
  linkVersion: number,
  executor: Executor = db,
) {
  const [row] = await executor
    .select({
      id: household.id,
      weddingId: household.weddingId,
      name: household.name,
      message: household.message,
      answeredAt: household.answeredAt,
      planUserId: wedding.planUserId,
      deadline: wedding.rsvpDeadline,
      partner1: user.name,
      partner2: user.name2,
      contactEmail: user.email,
      lastEventDate,
    })
    .from(household)
    .innerJoin(wedding, eq(wedding.id, household.weddingId))
    .innerJoin(user, eq(user.id, wedding.planUserId))
    .where(and(eq(household.id, householdId), eq(household.linkVersion, linkVersion)))
    .limit(1);
  return row ?? null;
}

export type LinkedHousehold = NonNullable<Awaited<ReturnType<typeof findLinkedHousehold>>>;

/** The events this household is invited to, in date order (only the wedding's own events). */
export function invitedEvents(
  linked: Pick<LinkedHousehold, "id" | "weddingId" | "planUserId">,
  executor: Executor = db,
) {
  return executor
    .select({ ...invitedEventColumns, dressNotes: weddingEvent.dressNotes })
    .from(eventInvitation)
    .innerJoin(weddingEvent, eq(weddingEvent.id, eventInvitation.eventId))
    .where(
      and(
        eq(eventInvitation.householdId, linked.id),
        eq(eventInvitation.weddingId, linked.weddingId),
        eq(weddingEvent.userId, linked.planUserId),
      ),
    )
    .orderBy(...eventsInOrder);
}

/** The household's people, in the order the couple added them. */
export function householdPeople(
  linked: Pick<LinkedHousehold, "id" | "weddingId">,
  executor: Executor = db,
) {
  return executor
    .select({
      id: guest.id,
      name: guest.name,
      isChild: guest.isChild,
      dietary: guest.dietary,
      dietaryOther: guest.dietaryOther,
    })
    .from(guest)
    .where(and(eq(guest.householdId, linked.id), eq(guest.weddingId, linked.weddingId)))
    .orderBy(asc(guest.createdAt), asc(guest.id));
}

/** The answers the household's people have given. */
export function householdAnswers(linked: Pick<LinkedHousehold, "id" | "weddingId">) {
  return db
    .select({
      guestId: rsvpAnswer.guestId,
      eventId: rsvpAnswer.eventId,
      attending: rsvpAnswer.attending,
    })
    .from(rsvpAnswer)
    .innerJoin(guest, eq(guest.id, rsvpAnswer.guestId))
    .where(and(eq(guest.householdId, linked.id), eq(rsvpAnswer.weddingId, linked.weddingId)));
}
