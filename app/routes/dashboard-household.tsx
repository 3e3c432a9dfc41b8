import { requireWedding } from "~/features/accounts/guards.server";
import { HouseholdCard, RsvpMessage } from "~/features/guests/guest-list";
import {
  householdAction,
  loadHouseholdPage,
  parseHouseholdId,
} from "~/features/guests/household-actions.server";
import { DeleteHouseholdForm, HouseholdForm } from "~/features/guests/household-form";
import { PlanPage } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { isOutage } from "~/lib/outage";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/dashboard-household";

/**
 * /dashboard/guests/households/new and /dashboard/guests/households/{id}: add, edit or remove
 * one household and its people. Viewers see a saved household without the form.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const householdId = parseHouseholdId(params.householdId);
  const actor = await requireWedding(request, householdId === null ? "change" : "read");
  return loadHouseholdPage(actor, householdId);
}

export const action = keepsTyped(async ({ request, params }: Route.ActionArgs) => {
  const householdId = parseHouseholdId(params.householdId);
  const actor = await requireWedding(request, "change");
  return householdAction(request, actor, householdId);
});

export default function DashboardHousehold({
  loaderData,
  actionData: result,
}: Route.ComponentProps) {
  const { household, canChange, names } = loaderData;
  const title = household ? household.name : "Add a household";
  return (
    <PlanPage title={title}>
      <div className="mx-auto mt-6 max-w-3xl">
        {canChange ? (
          <>
            <p className="mb-6 text-stone-700">
              One household gets one invitation. Add everyone it covers, children too.
            </p>
            {household ? <RsvpMessage household={household} className="mb-6" /> : null}
            <HouseholdForm
              key={household?.id ?? "new"}
              values={loaderData.values}
              result={result}
              rows={isOutage(result) ? undefined : result?.rows}
              names={names}
              groups={loaderData.groups}
              isNew={!household}
            />
            {household ? <DeleteHouseholdForm name={household.name} /> : null}
          </>
        ) : household ? (
          <ul>
            <HouseholdCard
              household={household}
              names={names}
              eventLabels={new Map(loaderData.events.map((e) => [e.id, e.label]))}
              canChange={false}
              showLink={false}
            />
          </ul>
        ) : null}
      </div>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(
    args.loaderData?.household ? args.loaderData.household.name : "Add a household",
    args,
  );
