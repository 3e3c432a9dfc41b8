/**
 * The guest list's pages, for integration files that sign people in through `session-mock.ts`
 * (`vi.mock("~/features/accounts/session.server", () => import(".../session-mock"))` first).
 * Read as a whole (`import * as pages from ".../guest-pages"`): `pages.as(user)` chooses who is
 * signed in, and each page is read or posted to by its id (`pages.household(id)`,
 * `pages.postEvent(eventId, fields)`), the address and the route's params made from the one id.
 */
import type { SessionUser } from "~/features/accounts/session.server";
import * as listRoute from "~/routes/dashboard-guests";
import * as eventRoute from "~/routes/dashboard-guests-event";
import * as csvRoute from "~/routes/dashboard-guests-event-csv";
import * as importRoute from "~/routes/dashboard-guests-import";
import * as householdRoute from "~/routes/dashboard-household";
import { makeWedding } from "./guests";
import { BASE, type Handler, run } from "./routes";
import { session } from "./session-mock";

export { csvRoute, eventRoute, householdRoute, importRoute, listRoute };

/** Signs `user` in for the requests that follow (null: signed out). */
export function as(user: SessionUser | null) {
  session.user = user;
}

/** A new wedding (`makeWedding`) whose couple is signed in. */
export async function signedInWedding(options: Parameters<typeof makeWedding>[0] = {}) {
  const made = await makeWedding(options);
  as(made.couple.user);
  return made;
}

/** A form post (repeated names allowed) to a route's action. */
export function postForm(
  handler: Handler,
  path: string,
  fields: Record<string, string | string[]> | FormData,
  params: Record<string, string> = {},
) {
  let body: URLSearchParams | FormData;
  if (fields instanceof FormData) body = fields;
  else {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(key, one);
    }
  }
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { origin: BASE },
    body,
  });
  return run(handler, request, { params });
}

export function getPage(handler: Handler, path: string, params: Record<string, string> = {}) {
  return run(handler, new Request(`${BASE}${path}`), { params });
}

type Fields = Record<string, string | string[]>;

/** The guest list itself. */
export const list = () => getPage(listRoute.loader, "/dashboard/guests");

/** A household's page by its id; "new" is the page that adds one. */
const householdPath = (id: number | string) => `/dashboard/guests/households/${id}`;
const householdParams = (id: number | string): Record<string, string> =>
  id === "new" ? {} : { householdId: String(id) };

export const household = (id: number | string) =>
  getPage(householdRoute.loader, householdPath(id), householdParams(id));

export const postHousehold = (id: number | string, fields: Fields) =>
  postForm(householdRoute.action, householdPath(id), fields, householdParams(id));

/** An event's guest page: who is invited, the numbers, the bulk and one-by-one invitations. */
const eventPath = (eventId: number | string) => `/dashboard/guests/events/${eventId}`;

export const event = (eventId: number | string) =>
  getPage(eventRoute.loader, eventPath(eventId), { eventId: String(eventId) });

export const postEvent = (eventId: number | string, fields: Fields) =>
  postForm(eventRoute.action, eventPath(eventId), fields, { eventId: String(eventId) });

/** The caterer's CSV of an event. */
export const eventCsv = (eventId: number | string) =>
  getPage(csvRoute.loader, `${eventPath(eventId)}/guests.csv`, { eventId: String(eventId) });

/** Every household on the list invited to an event, as the bulk form's "Everyone" does. */
export const inviteEveryone = (eventId: number | string) =>
  postEvent(eventId, { intent: "invite-group", who: "everyone" });

/** The import page: each step is a post to it, and a finished import's report is read by id. */
export const IMPORT_PATH = "/dashboard/guests/import";

export const postImport = (fields: Fields | FormData) =>
  postForm(importRoute.action, IMPORT_PATH, fields);

export const importReport = (reportId: number | string) =>
  getPage(importRoute.loader, `${IMPORT_PATH}?report=${reportId}`);
