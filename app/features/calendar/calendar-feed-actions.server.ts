import { data } from "react-router";
import { calendarEntries } from "./calendar.server";
import { calendarIcs, icsResponse, vendorOfFeed } from "./calendar-feed.server";

/**
 * /calendar-feed/{secret}.ics: what a phone's calendar subscribes to. No session (a calendar app
 * has none): the secret is the key; an unknown or replaced one is a 404, like any other page.
 */
export async function calendarFeed(token: string | undefined) {
  const listing = await vendorOfFeed(token);
  if (!listing) throw data("Not found", { status: 404 });
  return icsResponse(calendarIcs(listing, await calendarEntries(listing.id)), null);
}
