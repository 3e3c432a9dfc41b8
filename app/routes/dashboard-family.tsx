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
import { PlanPage, PlanPanel } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { privatePage } from "~/lib/seo";
import { FormError } from "~/ui/form";
import type { Route } from "./+types/dashboard-family";

/** /dashboard/family: who plans the wedding, invitations, leaving, and the activity log. */
export const loader = ({ request }: Route.LoaderArgs) => loadFamily(request);

export const action = keepsTyped(({ request }: Route.ActionArgs) => familyAction(request));

export default function FamilyPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { wedding, canManage, canLeave, members, invites, activity, offer, partnersFull } =
    loaderData;
  const fromCard = result?.values?.from === PARTNER_CARD;
  const inviteResult = result?.intent === "invite" && !fromCard ? result : undefined;
  return (
    <PlanPage
      title="Family and friends"
      intro={`Everyone who plans ${wedding}, and what they have done.`}
    >
      <div className="mt-6 space-y-6">
        {result?.intent && result.intent !== "invite" ? (
          <FormError>{result.formError}</FormError>
        ) : null}
        {offer ? (
          <InvitePartnerCard name={offer.name} result={fromCard ? result : undefined} />
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 space-y-6">
            <PlanPanel id="members-heading" title="Who plans this wedding">
              <MemberList members={members} canManage={canManage} />
              <div className="mt-4">
                <RoleGuide />
              </div>
            </PlanPanel>
            {invites.length > 0 ? (
              <PlanPanel id="invites-heading" title="Invitations waiting">
                <InviteList invites={invites} canManage={canManage} />
              </PlanPanel>
            ) : null}
            {canManage ? (
              <PlanPanel id="invite-heading" title="Invite someone">
                <InviteForm
                  key={activity[0]?.id}
                  result={inviteResult}
                  partnersFull={partnersFull}
                />
              </PlanPanel>
            ) : (
              <p className="text-stone-700">Only the couple can invite people or remove them.</p>
            )}
            {canLeave ? (
              <PlanPanel id="leave-heading" title="Leave this wedding">
                <LeaveForm wedding={wedding} />
              </PlanPanel>
            ) : null}
          </div>
          <div className="min-w-0">
            <PlanPanel id="activity-heading" title="Recent activity">
              <ActivityLog lines={activity} />
            </PlanPanel>
          </div>
        </div>
      </div>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Family and friends", args);
