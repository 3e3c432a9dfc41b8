import { Link } from "react-router";
import { CalendarDays, CircleCheck, MapPin, PartyPopper, Plus, Printer, Users } from "~/ui/icons";
import { EditEventLink } from "./event-list";
import type { EventPlan } from "./plan.server";

/** Date, time, place and guests of one event, on one line each where there is room. */
export function EventFacts({ event }: { event: EventPlan }) {
  const place = [event.venue, event.postcode].filter(Boolean).join(", ");
  return (
    <ul className="space-y-1 text-sm text-stone-700">
      <li className="flex items-center gap-2">
        <CalendarDays className="size-4 shrink-0 text-brand-700 print:hidden" aria-hidden />
        {event.date}
        {event.startTime ? `, ${event.startTime}` : ""}
      </li>
      {place ? (
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-brand-700 print:hidden" aria-hidden />
          {place}
        </li>
      ) : null}
      {event.guests ? (
        <li className="flex items-center gap-2">
          <Users className="size-4 shrink-0 text-brand-700 print:hidden" aria-hidden />
          About {event.guests.toLocaleString("en-GB")} guests
        </li>
      ) : null}
    </ul>
  );
}

function EventCard({ event, canChange }: { event: EventPlan; canChange: boolean }) {
  const headingId = `event-${event.id}`;
  return (
    <section className="card flex flex-col p-5 sm:p-6" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-display text-xl font-semibold">
          {event.label}
        </h3>
        {canChange ? (
          <EditEventLink
            event={event}
            className="shrink-0 text-sm font-medium text-brand-700 underline"
          />
        ) : null}
      </div>
      {event.countdown ? (
        <p className="mt-1 font-medium text-brand-700">{event.countdown}</p>
      ) : null}
      <div className="mt-3">
        <EventFacts event={event} />
      </div>
      {event.booked.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {event.booked.map((vendor) => (
            <li
              key={vendor.id}
              className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900"
            >
              <CircleCheck className="size-4 shrink-0" aria-hidden />
              <span>
                Booked:{" "}
                <Link to={`/vendor/${vendor.id}`} className="underline">
                  {vendor.name}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-stone-600 uppercase">Vendors</h4>
      {event.groups.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">None shortlisted for this event yet.</p>
      ) : (
        <dl className="mt-1 space-y-2 text-sm">
          {event.groups.map((group) => (
            <div key={group.categoryId}>
              <dt className="font-medium text-ink">{group.name}</dt>
              <dd>
                <ul>
                  {group.vendors.map((vendor) => (
                    <li key={vendor.id}>
                      <Link to={`/vendor/${vendor.id}`} className="text-brand-700 underline">
                        {vendor.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {event.missing.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold tracking-wide text-stone-600 uppercase">
            Still missing
          </h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {event.missing.map((missing) => (
              <li key={missing.categoryId}>
                <Link
                  to={missing.href}
                  className="inline-flex min-h-11 items-center rounded-full bg-saffron-100 px-3 py-1.5 text-sm font-medium text-ink ring-1 ring-saffron-300 hover:bg-saffron-200"
                  aria-label={`Find ${missing.name} for ${event.label}${event.postcode ? ` near ${event.postcode}` : ""}`}
                >
                  {missing.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-sm font-medium text-emerald-800">
          {event.booked.length > 0
            ? "Everything it needs is booked or shortlisted."
            : "Everything it needs is shortlisted."}
        </p>
      )}
    </section>
  );
}

/** The dashboard's event cards, with links to add an event and to print the plan. */
export function EventCards({ events, canChange }: { events: EventPlan[]; canChange: boolean }) {
  return (
    <section className="mt-10" aria-labelledby="events-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="events-heading"
          className="flex scroll-mt-24 items-center gap-3 text-2xl font-semibold"
        >
          <PartyPopper className="size-6 text-brand-700" aria-hidden />
          Our Events
        </h2>
        <div className="flex flex-wrap gap-2">
          {canChange ? (
            <Link to="/profile/events/new" className="btn-secondary">
              <Plus className="size-4" aria-hidden /> Add an event
            </Link>
          ) : null}
          {events.length > 0 ? (
            <Link to="/dashboard/plan" className="btn-secondary">
              <Printer className="size-4" aria-hidden /> Print plan
            </Link>
          ) : null}
        </div>
      </div>
      {events.length === 0 ? (
        <p className="card p-5 text-stone-700">
          {canChange
            ? "Add your Mehndi, Sangeet, ceremony or reception to plan each one with its own vendors."
            : "The couple has not added any events yet."}
        </p>
      ) : (
        <div className="grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.id} event={event} canChange={canChange} />
          ))}
        </div>
      )}
    </section>
  );
}
