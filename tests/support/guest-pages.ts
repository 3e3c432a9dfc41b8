/**
 * The guest list's pages, for integration files that sign people in through `session-mock.ts`
 * (`vi.mock("~/features/accounts/session.server", () => import(".../session-mock"))` first):
 * the route modules, `as(user)` to choose who is signed in, and one household's or one event's
 * page read or posted to by its id (the address and the route's params made from the one id).
 */
import type { SessionUser } from "~/features/accounts/session.server";
import * as eventRoute from "~/routes/dashboard-guests-event";
import * as csvRoute from "~/routes/dashboard-guests-event-csv";
import * as householdRoute from "~/routes/dashboard-household";
import { getPage, postForm } from "./guests";
import { session } from "./session-mock";

export * as listRoute from "~/routes/dashboard-guests";
export * as importRoute from "~/routes/dashboard-guests-import";
export { csvRoute, eventRoute, householdRoute };

/** Signs `user` in for the requests that follow (null: signed out). */
export function as(user: SessionUser | null) {
  session.user = user;
}

type Fields = Record<string, string | string[]>;

/** A household's page by its id; "new" is the page that adds one. */
const householdPath = (id: number | string) => `/dashboard/guests/households/${id}`;
const householdParams = (id: number | string): Record<string, string> =>
  id === "new" ? {} : { householdId: String(id) };

export const householdPage = (id: number | string) =>
  getPage(householdRoute.loader, householdPath(id), householdParams(id));

export const postHousehold = (id: number | string, fields: Fields) =>
  postForm(householdRoute.action, householdPath(id), fields, householdParams(id));

/** An event's guest page: who is invited, the numbers, the bulk and one-by-one invitations. */
const eventPath = (eventId: number | string) => `/dashboard/guests/events/${eventId}`;

export const eventPage = (eventId: number | string) =>
  getPage(eventRoute.loader, eventPath(eventId), { eventId: String(eventId) });

export const postEvent = (eventId: number | string, fields: Fields) =>
  postForm(eventRoute.action, eventPath(eventId), fields, { eventId: String(eventId) });

/** The caterer's CSV of an event. */
export const eventCsv = (eventId: number | string) =>
  getPage(csvRoute.loader, `${eventPath(eventId)}/guests.csv`, { eventId: String(eventId) });

/** Every household on the list invited to an event, as the bulk form's "Everyone" does. */
export const inviteEveryone = (eventId: number | string) =>
  postEvent(eventId, { intent: "invite-group", who: "everyone" });
