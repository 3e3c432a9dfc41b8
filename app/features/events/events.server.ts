import { and, asc, eq, ne, sql } from "drizzle-orm";
import { type Database, db, type Executor, type Tx } from "~/db/client.server";
import { retryingDeadlocks } from "~/db/deadlock.server";
import { preparedRead } from "~/db/prepared.server";
import { user } from "~/db/schema";
import { weddingEvent } from "~/db/schema-events";
import { tidyPostcode } from "~/lib/postcode";
import type { EventInput } from "./event.schema";
import {
  eventLabel,
  eventType,
  MAX_EVENTS,
  MAX_EVENTS_IN_ALL,
  parseEventText,
} from "./event-types";

/**
 * The only writer of `wedding_event`. The limit (ten events in all, one reception) is checked
 * while the couple's own user row is locked, so two tabs adding at once cannot pass it
 * together; a unique index keeps the reception to one whatever happens.
 */

export type WeddingEvent = typeof weddingEvent.$inferSelect;

export type EventWriteResult =
  | { ok: true; id: number }
  | { ok: false; reason: "limit" | "reception" | "not-found" }
  | { ok: false; reason: "booked"; message: string };

/**
 * What must follow an event to its new day in the same transaction: its bookings (decision 058;
 * `bookings/booking-moves.server.ts`, passed in by the route, since bookings stand on events). A
 * refusal (a message for the date field) undoes the whole change.
 */
export type OnEventMoved = (tx: Tx, move: EventMove) => Promise<string | null>;

export interface EventMove {
  eventId: number;
  label: string;
  from: string;
  to: string;
}

/** The bookings' half of a move, for the couple's plan account and the member who moved it. */
export type MoveBookings = (
  tx: Tx,
  couple: { id: string; member: { id: string; name?: string } },
  move: EventMove,
) => Promise<string | null>;

/** Thrown inside a transaction to undo it, carrying the refusal out. */
class MoveRefused extends Error {
  constructor(
    readonly eventId: number,
    readonly refusal: string,
  ) {
    super(refusal);
  }
}

/** The event's day before a change, its row locked until the change commits. */
async function dayBefore(tx: Tx, userId: string, eventId: number) {
  const [row] = await tx
    .select({
      eventDate: weddingEvent.eventDate,
      type: weddingEvent.type,
      customName: weddingEvent.customName,
    })
    .from(weddingEvent)
    .where(and(eq(weddingEvent.id, eventId), eq(weddingEvent.userId, userId)))
    .for("update");
  return row;
}

/** The date to save: the typed one, unless it is the one the form showed (then the current). */
const keptDate = (
  typed: string,
  shown: string | undefined,
  before: { eventDate: string } | undefined,
) => (shown !== undefined && typed === shown && before ? before.eventDate : typed);

/** Runs `onMoved` when the event's day changed; a refusal undoes the transaction. */
async function followMove(
  tx: Tx,
  onMoved: OnEventMoved | undefined,
  eventId: number,
  before: { eventDate: string; type: string; customName: string | null } | undefined,
  to: string,
) {
  if (!onMoved || !before || before.eventDate === to) return;
  const refusal = await onMoved(tx, {
    eventId,
    label: eventLabel(before),
    from: before.eventDate,
    to,
  });
  if (refusal) throw new MoveRefused(eventId, refusal);
}

export const EVENT_LIMIT_MESSAGES = {
  limit: `You can plan up to ${MAX_EVENTS_IN_ALL} events in all. Delete one to add another.`,
  reception: "You already have a reception. Edit it, or choose another kind of event.",
} as const;

function columns(input: EventInput) {
  return {
    type: input.type,
    customName: input.customName || null,
    eventDate: input.eventDate,
    dated: true,
    startTime: input.startTime || null,
    venue: input.venue || null,
    postcode: input.postcode ? tidyPostcode(input.postcode) : null,
    guests: input.guests ?? null,
    dressNotes: input.dressNotes || null,
  };
}

/** Whether one more event of `type` fits, counting the couple's others (not `exceptId`). */
async function roomFor(tx: Tx, userId: string, type: string, exceptId?: number) {
  await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
  const rows = await tx
    .select({ type: weddingEvent.type })
    .from(weddingEvent)
    .where(
      and(eq(weddingEvent.userId, userId), exceptId ? ne(weddingEvent.id, exceptId) : undefined),
    );
  if (type === "reception" && rows.some((row) => row.type === "reception")) return "reception";
  // Ten in all, the reception one of them (decisions.md).
  return rows.length >= MAX_EVENTS_IN_ALL ? "limit" : null;
}

export async function createEvent(userId: string, input: EventInput): Promise<EventWriteResult> {
  return db.transaction(async (tx) => {
    const refused = await roomFor(tx, userId, input.type);
    if (refused) return { ok: false, reason: refused };
    const needs = input.needs.length > 0 ? input.needs : [...eventType(input.type).needs];
    const [row] = await tx
      .insert(weddingEvent)
      .values({ ...columns(input), needs, userId })
      .returning({ id: weddingEvent.id });
    return { ok: true, id: row.id };
  });
}

/** An edit of the couple's own event (another couple's is "not found"). */
export async function updateEvent(
  userId: string,
  eventId: number,
  input: EventInput,
  onMoved?: OnEventMoved,
  dateShown?: string,
): Promise<EventWriteResult> {
  try {
    // A move's bookings lock vendors' days (decision 058): a deadlock runs it again.
    return await retryingDeadlocks(() =>
      db.transaction(async (tx): Promise<EventWriteResult> => {
        const refused = await roomFor(tx, userId, input.type, eventId);
        if (refused) return { ok: false, reason: refused };
        const before = await dayBefore(tx, userId, eventId);
        // A date left as the form showed it keeps the event's current one (someone may have moved
        // the event, and its bookings, since the form was opened).
        const eventDate = keptDate(input.eventDate, dateShown, before);
        const [row] = await tx
          .update(weddingEvent)
          .set({ ...columns({ ...input, eventDate }), needs: input.needs })
          .where(and(eq(weddingEvent.id, eventId), eq(weddingEvent.userId, userId)))
          .returning({ id: weddingEvent.id });
        if (!row) return { ok: false, reason: "not-found" };
        await followMove(tx, onMoved, eventId, before, eventDate);
        return { ok: true, id: row.id };
      }),
    );
  } catch (error) {
    if (error instanceof MoveRefused)
      return { ok: false, reason: "booked", message: error.refusal };
    throw error;
  }
}

/**
 * The wedding date moved from `from` to `to`: the events still on the old day because no date
 * was ever typed for them (`dated` false, made at sign-up) follow it, so nothing shows a day the
 * couple did not choose. One a vendor is booked for stays (its day is the booking's). How many moved.
 */
export async function followWeddingDate(
  tx: Tx,
  userId: string,
  from: string | null,
  to: string | null,
) {
  if (!from || !to || from === to) return 0;
  const moved = await tx
    .update(weddingEvent)
    .set({ eventDate: to })
    .where(
      and(
        eq(weddingEvent.userId, userId),
        eq(weddingEvent.dated, false),
        eq(weddingEvent.eventDate, from),
        sql`not exists (select 1 from booking_day d join booking b on b.id = d.booking_id
          where d.wedding_event_id = ${weddingEvent.id} and b.status <> 'cancelled')`,
      ),
    )
    .returning({ id: weddingEvent.id });
  return moved.length;
}

/**
 * The dashboard's one short form (issue 31): each event's date and place at once, the couple's
 * own events only (another's id changes nothing). Every event it names counts as dated after.
 */
export async function setEventDates(
  userId: string,
  rows: Array<{ id: number; eventDate: string; venue: string; was?: string }>,
  onMoved?: OnEventMoved,
): Promise<{ ok: true; changed: number } | { ok: false; eventId: number; message: string }> {
  try {
    // Several events' bookings lock their days move by move: a deadlock runs it again.
    return await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        let changed = 0;
        for (const row of rows) {
          const before = await dayBefore(tx, userId, row.id);
          // A date the couple left as the form showed it is not a move: someone else may have
          // moved the event (and its bookings) since this form was opened.
          const eventDate = keptDate(row.eventDate, row.was, before);
          const updated = await tx
            .update(weddingEvent)
            .set({ eventDate, venue: row.venue || null, dated: true })
            .where(and(eq(weddingEvent.id, row.id), eq(weddingEvent.userId, userId)))
            .returning({ id: weddingEvent.id });
          changed += updated.length;
          await followMove(tx, onMoved, row.id, before, eventDate);
        }
        return { ok: true as const, changed };
      }),
    );
  } catch (error) {
    if (error instanceof MoveRefused) {
      return { ok: false, eventId: error.eventId, message: error.refusal };
    }
    throw error;
  }
}

/** Deletes the couple's own event; its shortlist links go with it, the shortlist stays. */
export async function deleteEvent(userId: string, eventId: number) {
  const rows = await db
    .delete(weddingEvent)
    .where(and(eq(weddingEvent.id, eventId), eq(weddingEvent.userId, userId)))
    .returning({ id: weddingEvent.id });
  return rows.length > 0;
}

/**
 * What the sign-up wizard collected (event1..event5, the reception, the wedding date) as
 * records: each text's type is recognised from its words ("Mehndi", "Nikah 12/06/2027"), its
 * date and postcode are taken from it when written there, else the wedding date. The
 * reception field is the reception; an event that says "reception" only becomes one when
 * that field is empty.
 */
export function eventsFromSignup(input: {
  weddingDate: string;
  events: string[];
  reception?: string | null;
}) {
  const rows: Array<Omit<typeof weddingEvent.$inferInsert, "userId">> = [];
  let receptionTaken = Boolean(input.reception?.trim());
  for (const text of input.events.map((event) => event.trim()).filter(Boolean)) {
    const parsed = parseEventText(text, "other", input.weddingDate);
    let type = parsed.type;
    if (type === "reception") {
      if (receptionTaken) type = "other";
      receptionTaken = true;
    }
    if (rows.filter((row) => row.type !== "reception").length >= MAX_EVENTS && type !== "reception")
      continue;
    rows.push({
      type,
      customName: type === "other" && !parsed.customName ? text.slice(0, 100) : parsed.customName,
      eventDate: parsed.date ?? input.weddingDate,
      // Only the wedding day put there for want of a date: the dashboard asks for the real one.
      dated: parsed.date !== null,
      postcode: parsed.postcode,
      needs: [...eventType(type).needs],
    });
  }
  const reception = input.reception?.trim();
  if (reception) {
    const parsed = parseEventText(reception, "reception", input.weddingDate);
    const venue = parsed.customName?.replace(/^(evening\s+)?reception\s*(at|in)?\s*/i, "") || null;
    rows.push({
      type: "reception",
      customName: null,
      venue: venue ? venue.slice(0, 150) : reception.slice(0, 150),
      eventDate: parsed.date ?? input.weddingDate,
      dated: parsed.date !== null,
      postcode: parsed.postcode,
      needs: [...eventType("reception").needs],
    });
  }
  return rows;
}

/** Writes the sign-up's events for a newly created couple. */
export async function createEventsFromSignup(
  userId: string,
  input: Parameters<typeof eventsFromSignup>[0],
  executor: Database = db,
) {
  const rows = eventsFromSignup(input);
  if (rows.length === 0) return;
  await executor.insert(weddingEvent).values(rows.map((row) => ({ ...row, userId })));
}

/** A couple's events in date order. */
export function listEvents(userId: string) {
  return eventsRead().execute({ userId });
}

// Read on every list and vendor page a couple opens (their event dates): a prepared statement.
const eventsRead = preparedRead((database) =>
  database
    .select()
    .from(weddingEvent)
    .where(eq(weddingEvent.userId, sql.placeholder("userId")))
    .orderBy(...eventsInOrder)
    .prepare("list_events"),
);

/** Events in date order; on one day, those with a start time first, by time. */
export const eventsInOrder = [
  asc(weddingEvent.eventDate),
  sql`${weddingEvent.startTime} asc nulls last`,
  asc(weddingEvent.id),
];

/**
 * The couple's wedding date and their events (whole rows) in date order, in one query: what the
 * enquiry form starts with on every vendor page a couple opens.
 */
export async function weddingPlanEvents(userId: string) {
  const rows = await planEventsRead().execute({ userId });
  return {
    weddingDate: rows[0]?.weddingDate ?? null,
    events: rows.flatMap(({ event }) => (event ? [event] : [])),
  };
}

const planEventsRead = preparedRead((database) =>
  database
    .select({ weddingDate: user.weddingDate, event: weddingEvent })
    .from(user)
    .leftJoin(weddingEvent, eq(weddingEvent.userId, user.id))
    .where(eq(user.id, sql.placeholder("userId")))
    .orderBy(...eventsInOrder)
    .prepare("wedding_plan_events"),
);

/** The couple's wedding date and their events' names in date order, in one query. */
export async function weddingPlanOf(userId: string) {
  const plan = await weddingPlanEvents(userId);
  return { weddingDate: plan.weddingDate, events: plan.events.map(eventLabel) };
}

/** The couple's event with this id; null for anyone else's (read inside a write with `tx`). */
export async function getEvent(userId: string, eventId: number, executor: Executor = db) {
  const [row] = await executor
    .select()
    .from(weddingEvent)
    .where(and(eq(weddingEvent.id, eventId), eq(weddingEvent.userId, userId)))
    .limit(1);
  return row ?? null;
}
