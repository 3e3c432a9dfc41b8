import { Link } from "react-router";
import { formatLongDate, pluralise } from "~/lib/format";
import { EmptyState } from "~/ui/empty-state";
import { CalendarDays, Mail, MapPin, Pencil, Phone, Plus, Send, Upload, Users } from "~/ui/icons";
import { Pagination } from "~/ui/pagination";
import { TitledSection } from "~/ui/titled-section";
import { capitalise, dietaryLabel, type PartnerNames, sideLabel } from "./guest.constants";
import type { HouseholdView } from "./guest.types";
import { IconLine } from "./icon-line";

/** The guest list's pieces (/dashboard/guests): totals, each event's numbers, filters, households. */

interface Counts {
  invited: number;
  attending: number;
  declined: number;
  awaiting: number;
}

export type ListHousehold = HouseholdView;

export function Totals({
  totals,
  label = "Your guest list in numbers",
}: {
  totals: { households: number; people: number; adults: number; children: number };
  label?: string;
}) {
  const items = [
    ["Households", totals.households],
    ["People", totals.people],
    ["Adults", totals.adults],
    ["Children", totals.children],
  ] as const;
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([name, value]) => (
        <div key={name} className="card px-4 py-3">
          <dt className="text-sm text-stone-600">{name}</dt>
          <dd className="font-display text-2xl font-semibold text-ink">
            {value.toLocaleString("en-GB")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Each event's invited and answered numbers, linking to its own guest page. */
export function EventStrip({
  events,
}: {
  events: { id: number; label: string; date: string; counts?: Counts }[];
}) {
  return (
    <TitledSection id="events-heading" title="Invitations by event" className="mt-8">
      {events.length === 0 ? (
        <p className="mt-2 text-stone-700">
          Add your events on{" "}
          <Link to="/profile" className="text-brand-700 underline">
            your profile
          </Link>{" "}
          to invite households to each of them.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event.id} className="card flex flex-col p-4">
              <Link
                to={`/dashboard/guests/events/${event.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {event.label}
              </Link>
              <span className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
                <CalendarDays className="size-4" aria-hidden />
                {formatLongDate(event.date)}
              </span>
              <p className="mt-2 text-sm text-stone-800">
                {event.counts?.invited ?? 0} invited · {event.counts?.attending ?? 0} attending ·{" "}
                {event.counts?.declined ?? 0} declined · {event.counts?.awaiting ?? 0} awaiting
              </p>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function PersonLine({
  person,
  household,
}: {
  person: ListHousehold["people"][number];
  household: Pick<ListHousehold, "email" | "phone">;
}) {
  // The household's own e-mail and phone are shown once, above its people.
  const contact = [person.email, person.phone].filter(
    (value) => value && value !== household.email && value !== household.phone,
  );
  const needs = person.dietary
    .filter((need) => need !== "other")
    .map(dietaryLabel)
    .concat(person.dietaryOther ? [person.dietaryOther] : []);
  return (
    <li className="py-2">
      <span className="font-medium text-ink">{person.name}</span>
      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
        {person.isChild ? "Child" : "Adult"}
      </span>
      {needs.length ? <p className="text-sm text-stone-700">Dietary: {needs.join(", ")}</p> : null}
      {person.accessibility ? (
        <p className="text-sm text-stone-700">Notes: {person.accessibility}</p>
      ) : null}
      {contact.length ? (
        <p className="break-words text-sm text-stone-600">{contact.join(" · ")}</p>
      ) : null}
    </li>
  );
}

/** The note a household's guests sent with their RSVP, for the couple; nothing without one. */
export function RsvpMessage({
  household,
  className = "",
}: {
  household: Pick<ListHousehold, "rsvpMessage" | "answeredAt">;
  className?: string;
}) {
  if (!household.rsvpMessage) return null;
  return (
    <figure className={`rounded-lg bg-saffron-100 px-3 py-2 text-sm ${className}`}>
      <figcaption className="font-medium text-stone-700">
        Their message with their RSVP
        {household.answeredAt ? `, ${formatLongDate(household.answeredAt)}` : ""}
      </figcaption>
      <blockquote className="mt-1 whitespace-pre-line break-words text-ink">
        {household.rsvpMessage}
      </blockquote>
    </figure>
  );
}

export function HouseholdCard({
  household,
  names,
  eventLabels,
  canChange,
  showLink = true,
}: {
  household: ListHousehold;
  names: PartnerNames;
  eventLabels: Map<number, string>;
  canChange: boolean;
  showLink?: boolean;
}) {
  const headingId = `household-${household.id}`;
  const invited = household.eventIds.map((id) => eventLabels.get(id)).filter(Boolean);
  return (
    <li>
      <article aria-labelledby={headingId} className="card h-full p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="break-words text-lg font-semibold">
              {household.name}
            </h3>
            <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-medium">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                {sideLabel(household.side, names)}
              </span>
              {household.groupName ? (
                <span className="rounded-full bg-saffron-100 px-2 py-0.5 text-ink">
                  {capitalise(household.groupName)}
                </span>
              ) : null}
              {household.tags.map((tag) => (
                <span
                  key={tag}
                  className="rounded-full border border-stone-300 px-2 py-0.5 text-stone-700"
                >
                  {tag}
                </span>
              ))}
            </p>
          </div>
          {showLink ? (
            <Link
              to={`/dashboard/guests/households/${household.id}`}
              className="btn-ghost shrink-0 px-3"
              aria-label={`${canChange ? "Edit" : "View"} ${household.name}`}
            >
              <Pencil className="size-4" aria-hidden />
              {canChange ? "Edit" : "View"}
            </Link>
          ) : null}
        </div>
        {household.address || household.email || household.phone ? (
          <ul className="mt-2 space-y-1 text-sm text-stone-700">
            <IconLine icon={MapPin} className="break-words">
              {household.address}
            </IconLine>
            <IconLine icon={Mail} className="break-all">
              {household.email}
            </IconLine>
            <IconLine icon={Phone}>{household.phone}</IconLine>
          </ul>
        ) : null}
        <ul className="mt-2 divide-y divide-stone-100" aria-label={`People in ${household.name}`}>
          {household.people.map((person) => (
            <PersonLine key={person.id} person={person} household={household} />
          ))}
        </ul>
        <p className="mt-2 text-sm text-stone-600">
          {invited.length ? `Invited to: ${invited.join(", ")}` : "Not invited to any event yet"}
        </p>
        <RsvpMessage household={household} className="mt-3" />
      </article>
    </li>
  );
}

/** The page's actions: adding for those who may change the list; invitations for every member. */
export function GuestActions({
  canChange,
  invitations = true,
}: {
  canChange: boolean;
  invitations?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {canChange ? (
        <>
          <Link to="/dashboard/guests/households/new" className="btn-primary">
            <Plus className="size-4" aria-hidden /> Add a household
          </Link>
          <Link to="/dashboard/guests/import" className="btn-secondary">
            <Upload className="size-4" aria-hidden /> Import a spreadsheet
          </Link>
        </>
      ) : null}
      {invitations ? (
        <Link to="/dashboard/guests/invitations" className="btn-secondary">
          <Send className="size-4" aria-hidden /> Invitations and RSVPs
        </Link>
      ) : null}
    </div>
  );
}

export function HouseholdList({
  households,
  names,
  events,
  canChange,
  page,
  pageCount,
  matching,
  total,
}: {
  households: ListHousehold[];
  names: PartnerNames;
  events: { id: number; label: string }[];
  canChange: boolean;
  page: number;
  pageCount: number;
  matching: number | null;
  total: number;
}) {
  const eventLabels = new Map(events.map((event) => [event.id, event.label]));
  if (total === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No guests yet"
        body={
          canChange
            ? "Add households one by one, or import the spreadsheet your family already keeps."
            : "The couple has not added any guests yet."
        }
        action={canChange ? <GuestActions canChange invitations={false} /> : undefined}
      />
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-stone-700" role="status">
        {matching === null
          ? `${pluralise(total, "household")}, A to Z`
          : `${pluralise(matching, "household")} of ${total.toLocaleString("en-GB")} match`}
      </p>
      {households.length === 0 ? (
        <p className="card p-6 text-stone-700">
          No household matches. Try another search or filter.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {households.map((household) => (
            <HouseholdCard
              key={household.id}
              household={household}
              names={names}
              eventLabels={eventLabels}
              canChange={canChange}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </>
  );
}
