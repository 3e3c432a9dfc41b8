import { requireWedding } from "~/features/accounts/guards.server";
import { BulkInviteForm, EventNumbers, HouseholdInviteList } from "~/features/guests/guest-event";
import {
  eventGuestAction,
  loadEventGuestsPage,
  parseGuestEventId,
} from "~/features/guests/guest-event-actions.server";
import { GuestFilters } from "~/features/guests/guest-filters";
import { PlanPage } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { privatePage } from "~/lib/seo";
import { useActionToast } from "~/ui/form";
import { TitledSection } from "~/ui/titled-section";
import type { Route } from "./+types/dashboard-guests-event";

/** /dashboard/guests/events/{id}: who is invited to one event, how they answered, and the export. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const eventId = parseGuestEventId(params.eventId);
  const actor = await requireWedding(request, "read");
  return loadEventGuestsPage(actor, eventId, new URL(request.url));
}

export const action = keepsTyped(async ({ request, params }: Route.ActionArgs) => {
  const eventId = parseGuestEventId(params.eventId);
  const actor = await requireWedding(request, "change");
  return eventGuestAction(request, actor, eventId);
});

export default function DashboardGuestsEvent({
  loaderData,
  actionData: result,
}: Route.ComponentProps) {
  const { event, canChange, names } = loaderData;
  useActionToast(result);
  const place = [event.startTime, event.venue].filter(Boolean).join(", ");
  return (
    <PlanPage title={`${event.label} guests`}>
      <p className="mt-4 text-stone-700">
        {formatLongDate(event.date)}
        {place ? `, ${place}` : ""}
      </p>
      <EventNumbers
        label={event.label}
        counts={loaderData.counts}
        households={loaderData.households}
        dietary={loaderData.dietary}
        estimate={event.estimate}
        overEstimate={loaderData.overEstimate}
        overCapacity={loaderData.overCapacity}
        eventId={event.id}
        canChange={canChange}
      />
      {canChange ? (
        <div className="mt-8 max-w-2xl">
          <BulkInviteForm choices={loaderData.choices} label={event.label} result={result} />
        </div>
      ) : null}
      <TitledSection
        id="one-by-one-heading"
        title={canChange ? "One household at a time" : "Households"}
        className="mt-10"
      >
        <div className="my-4">
          <GuestFilters
            list={loaderData}
            names={names}
            action={`/dashboard/guests/events/${event.id}`}
          />
        </div>
        <HouseholdInviteList
          rows={loaderData.list}
          names={names}
          label={event.label}
          canChange={canChange}
        />
      </TitledSection>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(args.loaderData ? `${args.loaderData.event.label} guests` : "Event guests", args);
