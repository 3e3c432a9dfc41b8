import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { qualified } from "~/db/qualified";
import { weddingEvent } from "~/db/schema-events";
import { guest, household, wedding } from "~/db/schema-weddings";

/** The columns every read of the guest list selects, and the one read of a wedding's people. */

export const householdColumns = {
  id: household.id,
  name: household.name,
  address: household.address,
  email: household.email,
  phone: household.phone,
  side: household.side,
  groupName: household.groupName,
  tags: household.tags,
};

export const personColumns = {
  id: guest.id,
  householdId: guest.householdId,
  name: guest.name,
  isChild: guest.isChild,
  email: guest.email,
  phone: guest.phone,
  dietary: guest.dietary,
  dietaryOther: guest.dietaryOther,
  accessibility: guest.accessibility,
};

/** The wedding's people (of the given households only, when given), in the order added. */
export async function weddingPeople(
  weddingId: number,
  householdIds?: number[],
  executor: Executor = db,
) {
  if (householdIds?.length === 0) return [];
  return executor
    .select(personColumns)
    .from(guest)
    .where(
      and(
        eq(guest.weddingId, weddingId),
        householdIds ? inArray(guest.householdId, householdIds) : undefined,
      ),
    )
    .orderBy(asc(guest.id));
}

/** An invited event as the invitation, the printed card and the RSVP page show it. */
export const invitedEventColumns = {
  id: weddingEvent.id,
  type: weddingEvent.type,
  customName: weddingEvent.customName,
  eventDate: weddingEvent.eventDate,
  /** False for an event the couple never gave a date (it sits on the wedding day). */
  dated: weddingEvent.dated,
  startTime: weddingEvent.startTime,
  venue: weddingEvent.venue,
  postcode: weddingEvent.postcode,
};

/** The day of the wedding's last event (its plan account's), for a query that joins `wedding`. */
export const lastEventDate = sql<string | null>`(
  select max(${qualified(weddingEvent.eventDate)}) from ${weddingEvent}
  where ${qualified(weddingEvent.userId)} = ${qualified(wedding.planUserId)}
)`;
