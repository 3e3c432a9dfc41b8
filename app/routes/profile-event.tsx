import { requirePlanUser } from "~/features/accounts/guards.server";
import { moveEventBookings } from "~/features/bookings/booking-moves.server";
import { eventAction, loadEventForm, parseEventId } from "~/features/events/event-actions.server";
import { DeleteEventForm, EventForm } from "~/features/events/event-form";
import { MAX_EVENTS_IN_ALL } from "~/features/events/event-types";
import { eventGuestCounts } from "~/features/guests/guest-counts.server";
import type { FormResult } from "~/lib/form";
import { keepsTyped } from "~/lib/form.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/profile-event";

/** /profile/events/new and /profile/events/{id}: add, edit or delete one of the couple's events. */
export async function loader({ request, params }: Route.LoaderArgs) {
  // A form page: only members who may change the plan open it.
  const user = await requirePlanUser(request, "change");
  const form = await loadEventForm(user, parseEventId(params.eventId));
  // Deleting the event takes its invitations and answers with it: the delete box says how many.
  const guests =
    form.event && user.weddingId
      ? (await eventGuestCounts(user.weddingId, [form.event.id]))[form.event.id]
      : null;
  return { ...form, guests };
}

export const action = keepsTyped(async ({ request, params }: Route.ActionArgs) => {
  const user = await requirePlanUser(request);
  // A booked event's new date moves its bookings too (decision 058).
  return eventAction(request, user, parseEventId(params.eventId), moveEventBookings);
});

export default function ProfileEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event, count, guests } = loaderData;
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{event ? event.label : "Add an event"}</h1>
        <p className="mt-2 text-stone-700">
          {event
            ? "Change the details, or what this event still needs."
            : `You can plan up to ${MAX_EVENTS_IN_ALL} events in all (you have ${count}).`}
        </p>
        <div className="card mt-6 p-6 sm:p-8">
          <EventForm
            key={event?.id ?? "new"}
            values={event?.values ?? { type: "", eventDate: "" }}
            needs={event?.needs ?? null}
            result={actionData as FormResult | undefined}
            isNew={!event}
          />
          {event ? <DeleteEventForm label={event.label} guests={guests} /> : null}
        </div>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.event ? loaderData.event.label : "Add an event",
    path: "/profile",
    origin: originFrom(matches),
    noIndex: true,
  });
