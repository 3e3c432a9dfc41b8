import { calendarFeed } from "~/features/calendar/calendar-feed-actions.server";
import type { Route } from "./+types/calendar-feed";

/** /calendar-feed/{secret}.ics: the private address a phone's calendar subscribes to. */
export async function loader({ params }: Route.LoaderArgs) {
  return calendarFeed(params.token);
}
