import type { WeddingActor } from "~/features/accounts/guards.server";
import { eventLabel } from "~/features/events/event-types";
import { listEvents } from "~/features/events/events.server";
import { allows, partnerNames } from "~/features/weddings/weddings.server";
import { eventGuestCounts } from "./guest-counts.server";
import { groupsAndTags, loadGuestList, readFilters } from "./guest-list.server";

/** /dashboard/guests: the master guest list, its filters, totals and each event's numbers. */
export async function loadGuestListPage({ wedding }: WeddingActor, url: URL) {
  const filters = readFilters(url);
  const [list, names, options, events] = await Promise.all([
    loadGuestList(wedding.weddingId, filters),
    partnerNames(wedding.weddingId),
    groupsAndTags(wedding.weddingId),
    listEvents(wedding.planUserId),
  ]);
  const counts = await eventGuestCounts(
    wedding.weddingId,
    events.map((event) => event.id),
  );
  return {
    ...list,
    filters,
    names,
    ...options,
    events: events.map((event) => ({
      id: event.id,
      label: eventLabel(event),
      date: event.eventDate,
      counts: counts[event.id],
    })),
    canChange: allows(wedding.role, "change"),
  };
}

export type GuestListPage = Awaited<ReturnType<typeof loadGuestListPage>>;
