import { formatLongDate } from "~/lib/format";
import { addDays } from "~/lib/london-date";
import { LINK_DAYS_AFTER_LAST_EVENT } from "./rsvp.constants";

/**
 * When a household's RSVP link works and when its answers may change, in London calendar days
 * ("2027-03-01"; `todayInLondon()` gives today). Pure, so the edges are unit-tested.
 */

/** Answers may change up to and including the deadline day; with no deadline, always. */
export function canStillAnswer(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}

/**
 * The last day a link works: the 30th day after the wedding's last event. Null while the
 * wedding has no events (nothing to end it yet).
 */
export function lastDayOfLink(lastEventDate: string | null): string | null {
  return lastEventDate ? addDays(lastEventDate, LINK_DAYS_AFTER_LAST_EVENT) : null;
}

export function isLinkExpired(lastEventDate: string | null, today: string): boolean {
  const lastDay = lastDayOfLink(lastEventDate);
  return lastDay !== null && today > lastDay;
}

/**
 * An invited event's day as guests read it: "14 February 2027", or "Date to be confirmed" for
 * an event the couple never gave a date (it only sits on the wedding day).
 */
export function eventDayText(event: { eventDate: string; dated: boolean }) {
  return event.dated ? formatLongDate(event.eventDate) : "Date to be confirmed";
}

/** "Asha Patel & Rohan Shah", or one name, from the plan account's two partners. */
export function coupleNames(name: string | null | undefined, name2: string | null | undefined) {
  const names = [name, name2].map((value) => value?.trim()).filter(Boolean);
  return names.join(" & ") || "The couple";
}
