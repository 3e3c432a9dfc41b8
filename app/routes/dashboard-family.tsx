import { familyAction, loadFamily } from "~/features/family/family-actions.server";
import {
  ActivityLog,
  InviteForm,
  InviteList,
  InvitePartnerCard,
  LeaveForm,
  MemberList,
  PARTNER_CARD,
  RoleGuide,
} from "~/features/family/family-parts";
import { PlanPage } from "~/features/weddings/plan-nav";
import type { FormResult } from "~/lib/form";
import { privatePage } from "~/lib/seo";
import { FormError } from "~/ui/form";
import type { Route } from "./+types/dashboard-family";

/** /dashboard/family: who plans the wedding, invitations, leaving, and the activity log. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadFamily(request);
}

export async function action({ request }: Route.ActionArgs) {
  return familyAction(request);
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function FamilyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { wedding, canManage, canLeave, members, invites, activity, offer } = loaderData;
  const result = actionData as (FormResult & { intent?: string }) | undefined;
  const fromCard = result?.values?.from === PARTNER_CARD;
  const inviteResult = result?.intent === "invite" && !fromCard ? result : undefined;
  return (
    <PlanPage
      title="Family and friends"
      intro={`Everyone who plans ${wedding}, and what they have done.`}
    >
      <div className="mt-6 space-y-6">
        {result?.intent === "remove" ? <FormError>{result.formError}</FormError> : null}
        {offer ? (
          <InvitePartnerCard name={offer.name} result={fromCard ? result : undefined} />
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 space-y-6">
            <Panel id="members-heading" title="Who plans this wedding">
              <MemberList members={members} canManage={canManage} />
              <div className="mt-4">
                <RoleGuide />
              </div>
            </Panel>
            {invites.length > 0 ? (
              <Panel id="invites-heading" title="Invitations waiting">
                <InviteList invites={invites} canManage={canManage} />
              </Panel>
            ) : null}
            {canManage ? (
              <Panel id="invite-heading" title="Invite someone">
                <InviteForm key={activity[0]?.id} result={inviteResult} />
              </Panel>
            ) : (
              <p className="text-stone-700">Only the couple can invite people or remove them.</p>
            )}
            {canLeave ? (
              <Panel id="leave-heading" title="Leave this wedding">
                <LeaveForm wedding={wedding} />
              </Panel>
            ) : null}
          </div>
          <div className="min-w-0">
            <Panel id="activity-heading" title="Recent activity">
              <ActivityLog lines={activity} />
            </Panel>
          </div>
        </div>
      </div>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Family and friends", args);
