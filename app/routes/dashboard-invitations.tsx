import {
  invitationsAction,
  loadInvitationsPage,
} from "~/features/guests/invitations-actions.server";
import {
  DeadlineForm,
  HouseholdInvitations,
  InvitationTotals,
  PrintLink,
  SendActions,
} from "~/features/guests/invitations-page";
import { PlanPage } from "~/features/weddings/plan-nav";
import type { FormResult } from "~/lib/form";
import { keepsTyped } from "~/lib/form.server";
import { privatePage } from "~/lib/seo";
import { FormError, useActionToast } from "~/ui/form";
import { Pagination } from "~/ui/pagination";
import type { Route } from "./+types/dashboard-invitations";

/** /dashboard/guests/invitations: send invitations and reminders, share links, set the deadline. */
export const loader = ({ request }: Route.LoaderArgs) => loadInvitationsPage(request);

export const action = keepsTyped(({ request }: Route.ActionArgs) => invitationsAction(request));

export default function DashboardInvitations({
  loaderData: data,
  actionData,
}: Route.ComponentProps) {
  const result = actionData as FormResult | undefined;
  useActionToast(result);
  return (
    <PlanPage title="Invitations and RSVPs" className="max-w-5xl">
      <p className="mt-6 max-w-3xl text-stone-700">
        Each household has its own private link: guests answer for each person and event without an
        account.
        {data.linksEndText ? ` Links stop working after ${data.linksEndText}.` : ""}
      </p>
      <InvitationTotals totals={data.totals} />
      <section aria-labelledby="send-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="send-heading" className="text-2xl font-semibold">
            Send and remind
          </h2>
          {data.canChange ? <PrintLink /> : null}
        </div>
        <div className="mt-4">
          <FormError>{result?.formError}</FormError>
        </div>
        <div className="mt-4">
          <DeadlineForm
            deadline={data.deadline}
            deadlineText={data.deadlineText}
            canChange={data.canChange}
            result={result?.errors ? result : undefined}
          />
        </div>
        <SendActions data={data} />
      </section>
      <section aria-labelledby="households-heading" className="mt-10">
        <h2 id="households-heading" className="text-2xl font-semibold">
          Households
        </h2>
        <HouseholdInvitations data={data} />
        <Pagination page={data.page} pageCount={data.pageCount} />
      </section>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Invitations and RSVPs", args);
