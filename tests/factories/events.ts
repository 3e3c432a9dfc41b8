/** Couples and their wedding events, written by the events writer (events.server.ts). */
import { type EventInput, eventSchema } from "~/features/events/event.schema";
import { createEvent } from "~/features/events/events.server";
import { type MadeUser, makeUser, type UserOptions } from "./users";

/** One event as the profile's event form posts it (`type` and `eventDate` at least). */
export type EventFields = Record<string, string | string[]> & { type: string; eventDate: string };

export interface Couple extends MadeUser {
  eventIds: number[];
}

/** A couple ("user") with their events, each added through `createEvent` as the form does. */
export async function makeCouple(
  options: UserOptions & { events?: EventFields[] } = {},
): Promise<Couple> {
  const { events = [], ...account } = options;
  const couple = await makeUser({ name: "Asha Patel", ...account, role: "user" });
  const eventIds: number[] = [];
  for (const fields of events) {
    const input: EventInput = eventSchema.parse(fields);
    const created = await createEvent(couple.user.id, input);
    if (!created.ok) throw new Error(`The event was refused: ${created.reason}`);
    eventIds.push(created.id);
  }
  return { ...couple, eventIds };
}
