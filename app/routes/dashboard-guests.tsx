import { requireWedding } from "~/features/accounts/guards.server";
import { markRsvpsSeen } from "~/features/dashboard/menu-badges.server";
import { GuestFilters } from "~/features/guests/guest-filters";
import { EventStrip, GuestActions, HouseholdList, Totals } from "~/features/guests/guest-list";
import { loadGuestListPage } from "~/features/guests/guest-list-actions.server";
import { PlanPage } from "~/features/weddings/plan-nav";
import { allows } from "~/features/weddings/weddings.server";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/dashboard-guests";

/** /dashboard/guests: the wedding's master guest list (viewers read it; planners change it). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireWedding(request, "read");
  // The menu's RSVP badge counts answers that came in after this (issue 31). A viewer reading
  // the list writes nothing: the couple's badge waits for someone who plans.
  if (allows(actor.wedding.role, "change")) await markRsvpsSeen(actor.wedding.weddingId);
  return loadGuestListPage(actor, new URL(request.url));
}

export default function DashboardGuests({ loaderData }: Route.ComponentProps) {
  const { totals, matching, canChange, names } = loaderData;
  return (
    <PlanPage title="Guest list">
      <p className="mt-4 max-w-2xl text-stone-700">
        Every household gets one invitation. Invite them to each event on its own page.
      </p>
      <div className="mt-6">
        <Totals totals={totals} />
      </div>
      {totals.households > 0 ? (
        <div className="mt-6">
          <GuestActions canChange={canChange} />
        </div>
      ) : null}
      <EventStrip events={loaderData.events} />
      <section aria-labelledby="households-heading" className="mt-10">
        <h2 id="households-heading" className="mb-4 text-2xl font-semibold">
          Households
        </h2>
        {totals.households > 0 ? (
          <div className="mb-4">
            <GuestFilters list={loaderData} names={names} action="/dashboard/guests" />
          </div>
        ) : null}
        <HouseholdList
          households={loaderData.households}
          names={names}
          events={loaderData.events}
          canChange={canChange}
          page={loaderData.page}
          pageCount={loaderData.pageCount}
          matching={matching?.households ?? null}
          total={totals.households}
        />
      </section>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Guest list", args);
