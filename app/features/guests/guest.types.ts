import type { DietaryNeed, GuestSide } from "~/db/schema-weddings";

/**
 * The guest list's shapes, once: the household form, the import, the list's reads and its
 * pages all speak of the same person and household (types only, so pages and server code
 * share them).
 */

/** A person's own details. */
export interface PersonFields {
  name: string;
  isChild: boolean;
  email: string | null;
  phone: string | null;
  dietary: DietaryNeed[];
  dietaryOther: string | null;
  accessibility: string | null;
}

/** A household's own details. */
export interface HouseholdFields {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  side: GuestSide;
  groupName: string | null;
  tags: string[];
}

/** A saved person, as the list shows them. */
export interface PersonView extends PersonFields {
  id: number;
}

/** A saved household with its people and the events it is invited to (by id). */
export interface HouseholdView extends HouseholdFields {
  id: number;
  people: PersonView[];
  eventIds: number[];
  /** The message the household's guests wrote with their RSVP, and when they last answered. */
  rsvpMessage?: string | null;
  answeredAt?: Date | string | null;
}

/** One event's numbers: people invited, their answers, adults and children attending. */
export interface EventGuestCounts {
  /** People invited (every person of every invited household). */
  invited: number;
  attending: number;
  declined: number;
  /** Invited people with no answer yet. */
  awaiting: number;
  /** Adults and children attending. */
  adults: number;
  children: number;
}
