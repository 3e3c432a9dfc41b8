import { data } from "react-router";
import { requireWedding } from "~/features/accounts/guards.server";
import { parseGuestEventId } from "~/features/guests/guest-event-actions.server";
import { eventGuestCsv } from "~/features/guests/guest-export.server";
import type { Route } from "./+types/dashboard-guests-event-csv";

/** /dashboard/guests/events/{id}/guests.csv: the event's guests for the caterer and the venue. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const eventId = parseGuestEventId(params.eventId);
  const { wedding } = await requireWedding(request, "read");
  const csv = await eventGuestCsv(wedding.weddingId, wedding.planUserId, eventId);
  if (!csv) throw data("Event not found", { status: 404 });
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
