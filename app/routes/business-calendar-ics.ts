import { requireListingEditor } from "~/features/accounts/guards.server";
import { exportCalendar } from "~/features/calendar/calendar-actions.server";
import { idParam } from "~/lib/id-param";
import type { Route } from "./+types/business-calendar-ics";

/** /business/listings/{id}/calendar.ics: the owner downloads the calendar (another's: 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireListingEditor(request);
  return exportCalendar(user, idParam(params.vendorId, "Listing not found"));
}
