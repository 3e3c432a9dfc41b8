import { Link } from "react-router";
import { loadEventDates, saveEventDates } from "~/features/events/event-dates-actions.server";
import { EventDatesForm } from "~/features/events/event-dates-form";
import type { FormResult } from "~/lib/form";
import { originFrom, seo } from "~/lib/seo";
import { ArrowLeft } from "~/ui/icons";
import type { Route } from "./+types/dashboard-event-dates";

/** Each event's date and place in one short form (issue 31); the dashboard shows it too. */
export const loader = ({ request }: Route.LoaderArgs) => loadEventDates(request);

export const action = ({ request }: Route.ActionArgs) => saveEventDates(request);

export default function EventDatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as FormResult | undefined;
  return (
    <div className="container-page max-w-3xl py-8">
      <Link
        to="/dashboard"
        className="mb-2 -ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to the dashboard
      </Link>
      <h1 className="text-3xl font-bold">Your events' dates</h1>
      {loaderData.events.length === 0 ? (
        <p className="mt-4 text-stone-700">
          You have no events yet. <Link to="/profile/events/new">Add one</Link>.
        </p>
      ) : (
        <EventDatesForm
          events={loaderData.events}
          errors={result?.errors}
          values={result?.values}
          formError={result?.formError}
        />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Your events' dates",
    path: "/dashboard/events/dates",
    origin: originFrom(matches),
    noIndex: true,
  });
