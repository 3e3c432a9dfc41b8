/** Couples and their wedding events, written by the events writer (events.server.ts). */
import type { EventInput } from "~/features/events/event.schema";
import { createEvent } from "~/features/events/events.server";
import { type MadeUser, makeUser, type UserOptions } from "./users";

/** One event as the profile's event form gives it: a mehndi on 10 June 2027 unless told. */
export const eventInput = (overrides: Partial<EventInput> = {}): EventInput => ({
  type: "mehndi",
  customName: "",
  eventDate: "2027-06-10",
  startTime: "",
  venue: "",
  postcode: "",
  guests: undefined,
  dressNotes: "",
  needs: [],
  ...overrides,
});

export interface Couple extends MadeUser {
  /** The events' ids, in the order given. */
  eventIds: number[];
}

/** A couple ("user", "Asha Patel" unless told) with their events, each added by `createEvent`. */
export async function makeCouple(
  options: UserOptions & { events?: Partial<EventInput>[] } = {},
): Promise<Couple> {
  const { events = [], ...account } = options;
  const couple = await makeUser({ name: "Asha Patel", ...account, role: "user" });
  const eventIds: number[] = [];
  for (const overrides of events) {
    const created = await createEvent(couple.user.id, eventInput(overrides));
    if (!created.ok) throw new Error(`The event was refused: ${created.reason}`);
    eventIds.push(created.id);
  }
  return { ...couple, eventIds };
}
