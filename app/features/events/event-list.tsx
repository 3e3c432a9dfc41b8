import { Link } from "react-router";
import { Plus } from "~/ui/icons";
import { MAX_EVENTS_IN_ALL } from "./event-types";

export interface EventSummary {
  id: number;
  label: string;
  date: string;
  isReception: boolean;
}

/** "Edit" for one event, named for it: its form at /profile/events/{id}. */
export function EditEventLink({
  event,
  className,
}: {
  event: { id: number; label: string };
  className: string;
}) {
  return (
    <Link
      to={`/profile/events/${event.id}`}
      className={className}
      aria-label={`Edit ${event.label}`}
    >
      Edit
    </Link>
  );
}

/** The profile's list of events: each one opens its own form; add up to the limit. */
export function EventList({ events, canChange }: { events: EventSummary[]; canChange: boolean }) {
  const full = events.length >= MAX_EVENTS_IN_ALL;
  return (
    <section className="card mt-6 p-6 sm:p-8" aria-labelledby="profile-events-heading">
      <h2 id="profile-events-heading" className="text-xl font-semibold">
        Your events
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Up to {MAX_EVENTS_IN_ALL} events in all, one of them the reception, each with its own date,
        place and vendors.
      </p>
      {events.length > 0 ? (
        <ul className="mt-4 divide-y divide-stone-200">
          {events.map((event) => (
            <li key={event.id} className="flex items-center justify-between gap-3 py-3">
              <span>
                <span className="font-medium">{event.label}</span>
                <span className="block text-sm text-stone-700">{event.date}</span>
              </span>
              {canChange ? (
                <EditEventLink event={event} className="btn-secondary shrink-0" />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!canChange ? (
        <p className="mt-4 text-sm text-stone-700">
          You can see the wedding's events; the couple and their planners change them.
        </p>
      ) : full ? (
        <p className="mt-4 text-sm text-stone-700">
          That is every event the plan holds. Delete one to add another.
        </p>
      ) : (
        <Link to="/profile/events/new" className="btn-primary mt-4">
          <Plus className="size-4" aria-hidden /> Add an event
        </Link>
      )}
    </section>
  );
}
