import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { weddingEvent } from "~/db/schema-events";
import { eventInvitation, guest, household, rsvpAnswer } from "~/db/schema-weddings";
import { eventLabel } from "~/features/events/event-types";
import { getEvent } from "~/features/events/events.server";
import { dietaryLabel, dietaryTotalsText } from "./guest.constants";
import { householdColumns, weddingPeople } from "./guest-columns.server";
import { eventDietaryTotals } from "./guest-counts.server";
import { csvLine } from "./guest-csv";

/**
 * What leaves Saath: an event's guest list as CSV for the caterer and the venue, and the whole
 * guest list in the couple's data download.
 */

const STATUS_WORDS = {
  attending: "Attending",
  declined: "Not attending",
  awaiting: "Awaiting reply",
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "event";

/**
 * The event's invited people, attending first, with household, adult or child, answer,
 * dietary needs and notes, then the attending people's dietary totals. Null when the event is
 * not the wedding's.
 */
export async function eventGuestCsv(weddingId: number, planUserId: string, eventId: number) {
  const event = await getEvent(planUserId, eventId);
  if (!event) return null;
  const status = sql<
    "attending" | "declined" | "awaiting"
  >`case when ${rsvpAnswer.attending} then 'attending' when not ${rsvpAnswer.attending} then 'declined' else 'awaiting' end`;
  const people = await db
    .select({
      name: guest.name,
      household: household.name,
      isChild: guest.isChild,
      status,
      dietary: guest.dietary,
      dietaryOther: guest.dietaryOther,
      accessibility: guest.accessibility,
    })
    .from(eventInvitation)
    .innerJoin(household, eq(household.id, eventInvitation.householdId))
    .innerJoin(guest, eq(guest.householdId, household.id))
    .leftJoin(rsvpAnswer, and(eq(rsvpAnswer.guestId, guest.id), eq(rsvpAnswer.eventId, eventId)))
    .where(and(eq(eventInvitation.weddingId, weddingId), eq(eventInvitation.eventId, eventId)))
    .orderBy(
      sql`case when ${rsvpAnswer.attending} then 0 when ${rsvpAnswer.attending} is null then 1 else 2 end`,
      asc(sql`lower(${household.name})`),
      asc(household.id),
      asc(guest.id),
    );
  const label = eventLabel(event);
  const dietary = await eventDietaryTotals(weddingId, eventId);
  const lines = [
    csvLine([
      "Name",
      "Household",
      "Adult or child",
      "Attending",
      "Dietary needs",
      "Other dietary need",
      "Accessibility and table notes",
    ]),
    ...people.map((person) =>
      csvLine([
        person.name,
        person.household,
        person.isChild ? "Child" : "Adult",
        STATUS_WORDS[person.status],
        person.dietary.map(dietaryLabel).join("; "),
        person.dietaryOther,
        person.accessibility,
      ]),
    ),
    "",
    csvLine([`Dietary totals of the people attending the ${label}`]),
    ...dietary.totals.map((total) => csvLine([dietaryLabel(total.need), total.count])),
    csvLine(["In all", dietaryTotalsText(dietary.totals)]),
  ];
  return {
    fileName: `${slug(label)}-${event.eventDate}-guests.csv`,
    // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
    body: `\uFEFF${lines.join("\r\n")}\r\n`,
  };
}

/**
 * The guest list in the couple's data download: every household with its people, the events
 * it is invited to and each person's answers. Plain JSON.
 */
export async function guestListForDownload(weddingId: number) {
  const households = await db
    .select({
      ...householdColumns,
      message: household.message,
      answeredAt: household.answeredAt,
      invitationSentAt: household.invitationSentAt,
      reminderSentAt: household.reminderSentAt,
      createdAt: household.createdAt,
    })
    .from(household)
    .where(eq(household.weddingId, weddingId))
    .orderBy(asc(household.id));
  const ids = households.map((h) => h.id);
  const people = await weddingPeople(weddingId, ids);
  const events = await db
    .select({
      householdId: eventInvitation.householdId,
      eventId: eventInvitation.eventId,
      type: weddingEvent.type,
      customName: weddingEvent.customName,
      eventDate: weddingEvent.eventDate,
    })
    .from(eventInvitation)
    .innerJoin(weddingEvent, eq(weddingEvent.id, eventInvitation.eventId))
    .where(eq(eventInvitation.weddingId, weddingId))
    .orderBy(asc(weddingEvent.eventDate), asc(weddingEvent.id));
  const answers = await db
    .select({
      guestId: rsvpAnswer.guestId,
      eventId: rsvpAnswer.eventId,
      attending: rsvpAnswer.attending,
      answeredAt: rsvpAnswer.answeredAt,
    })
    .from(rsvpAnswer)
    .where(eq(rsvpAnswer.weddingId, weddingId));
  const eventName = (row: { type: string; customName: string | null }) => eventLabel(row);
  return households.map(({ id, groupName, ...row }) => ({
    ...row,
    group: groupName,
    invitedTo: events
      .filter((event) => event.householdId === id)
      .map((event) => ({ event: eventName(event), date: event.eventDate })),
    people: people
      .filter((person) => person.householdId === id)
      .map(({ id: guestId, householdId: _, ...person }) => ({
        ...person,
        answers: answers
          .filter((answer) => answer.guestId === guestId)
          .flatMap((answer) => {
            const event = events.find((e) => e.eventId === answer.eventId && e.householdId === id);
            return event
              ? [
                  {
                    event: eventName(event),
                    attending: answer.attending,
                    answeredAt: answer.answeredAt,
                  },
                ]
              : [];
          }),
      })),
  }));
}
