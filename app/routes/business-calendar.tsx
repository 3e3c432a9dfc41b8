import { requireListingEditor } from "~/features/accounts/guards.server";
import {
  type CalendarResult,
  calendarAction,
  loadCalendar,
} from "~/features/calendar/calendar-actions.server";
import { MonthGrid } from "~/features/calendar/calendar-month";
import { CapacityForm, DayForm, ExportPanel, MonthList } from "~/features/calendar/calendar-panels";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import { BackLink } from "~/ui/back-link";
import type { Route } from "./+types/business-calendar";

/** /business/listings/{id}/calendar: the owner's availability calendar (issue 30). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireListingEditor(request);
  return loadCalendar(request, user, idParam(params.vendorId, "Listing not found"));
}

export const action = keepsTyped(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireListingEditor(request);
  return calendarAction(request, user, idParam(params.vendorId, "Listing not found"));
});

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, month, days, picked } = loaderData;
  const result = actionData as CalendarResult | undefined;
  const shown = Object.values(days);
  return (
    <div className="container-page py-8 sm:py-10">
      <BackLink to={`/business/listings/${listing.id}`}>Edit {listing.name}</BackLink>
      <h1 className="text-3xl font-bold sm:text-4xl">Calendar</h1>
      <p className="mt-2 text-stone-700">
        {listing.name}: bookings made in Saath fill it in. Mark the days you cannot take work;
        couples filtering by their dates will not see you on a day that is full.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <MonthGrid
            vendorId={listing.id}
            month={month}
            previous={loaderData.previous}
            next={loaderData.next}
            today={loaderData.today}
            picked={picked}
            days={days}
            capacity={listing.eventsPerDay}
          />
          <MonthList days={shown} />
        </div>
        <div className="min-w-0 space-y-6">
          <DayForm picked={picked} entry={picked ? days[picked] : undefined} result={result} />
          <CapacityForm month={month} eventsPerDay={listing.eventsPerDay} result={result} />
          <ExportPanel vendorId={listing.id} feedSince={loaderData.feedSince} result={result} />
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(args.loaderData ? `Calendar: ${args.loaderData.listing.name}` : "Calendar", args);
