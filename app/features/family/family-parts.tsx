import type { ReactNode } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import type { MemberRole } from "~/db/schema-weddings";
import { ROLE_ABILITIES, ROLE_IDS, ROLE_LABELS } from "~/features/weddings/member-roles";
import { type FormResult, fieldProps } from "~/lib/form";
import { Field, FieldError, FormError, useFormValidation } from "~/ui/form";
import { Mail, UserPlus, Users } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { FAMILY_INTENTS, FAMILY_PATH } from "./family.constants";

/** The family page's parts: who plans, the invitations waiting, inviting, leaving, activity. */

export interface FamilyMember {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  joined: string;
  startedThePlan: boolean;
  isYou: boolean;
}

export interface WaitingInvite {
  id: number;
  email: string;
  role: MemberRole;
  expires: string;
  isExpired: boolean;
}

/** Marks the partner card's post, so its answer shows beside it and not in the invite form. */
export const PARTNER_CARD = "partner-card";

const loadInviteSchema = () => import("./family.schema").then((m) => m.inviteSchema);

function RoleBadge({ role }: { role: MemberRole }) {
  const tone =
    role === "partner"
      ? "bg-brand-700 text-white"
      : role === "planner"
        ? "bg-saffron-100 text-ink"
        : "bg-stone-100 text-stone-800";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {ROLE_LABELS[role]}
    </span>
  );
}

/** What each role may do, once, beside the list. */
export function RoleGuide() {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
      {ROLE_IDS.map((role) => (
        <div key={role} className="rounded-xl border border-stone-200 bg-stone-50 p-3">
          <dt>
            <RoleBadge role={role} />
          </dt>
          <dd className="mt-2 text-stone-700">{ROLE_ABILITIES[role]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One person of a list: who they are, and what can be done about them (on the right when wide). */
function PersonItem({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">{children}</div>
      {actions}
    </li>
  );
}

export function MemberList({
  members,
  canManage,
}: {
  members: FamilyMember[];
  canManage: boolean;
}) {
  return (
    <ul className="divide-y divide-stone-200">
      {members.map((member) => (
        <PersonItem
          key={member.userId}
          actions={
            canManage && !member.startedThePlan && !member.isYou ? (
              <Form method="post" className="shrink-0">
                <input type="hidden" name="userId" value={member.userId} />
                <IntentButton
                  intent={FAMILY_INTENTS.remove}
                  className="btn-secondary"
                  aria-label={`Remove ${member.name}`}
                >
                  Remove
                </IntentButton>
              </Form>
            ) : null
          }
        >
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="break-words">{member.name}</span>
            {member.isYou ? <span className="font-normal text-stone-600">(you)</span> : null}
            <RoleBadge role={member.role} />
          </p>
          <p className="mt-0.5 text-sm break-all text-stone-700">{member.email}</p>
          <p className="mt-0.5 text-sm text-stone-600">
            {member.startedThePlan ? "Started the plan" : `Joined ${member.joined}`}
          </p>
        </PersonItem>
      ))}
    </ul>
  );
}

export function InviteList({
  invites,
  canManage,
}: {
  invites: WaitingInvite[];
  canManage: boolean;
}) {
  return (
    <ul className="divide-y divide-stone-200">
      {invites.map((invite) => (
        <PersonItem
          key={invite.id}
          actions={
            canManage ? (
              <Form method="post" className="flex shrink-0 flex-wrap gap-2">
                <input type="hidden" name="inviteId" value={invite.id} />
                <IntentButton
                  intent={FAMILY_INTENTS.resend}
                  className="btn-secondary"
                  aria-label={`Send again to ${invite.email}`}
                >
                  Send again
                </IntentButton>
                <IntentButton
                  intent={FAMILY_INTENTS.cancel}
                  className="btn-ghost"
                  aria-label={`Cancel the invitation to ${invite.email}`}
                >
                  Cancel
                </IntentButton>
              </Form>
            ) : null
          }
        >
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-all">{invite.email}</span>
            <RoleBadge role={invite.role} />
          </p>
          <p className={`mt-0.5 text-sm ${invite.isExpired ? "text-red-700" : "text-stone-600"}`}>
            {invite.isExpired
              ? `Expired on ${invite.expires}`
              : `Link works until ${invite.expires}`}
          </p>
        </PersonItem>
      ))}
    </ul>
  );
}

/** Invite anyone by e-mail as a partner, planner or viewer. */
export function InviteForm({
  result,
  partnersFull = false,
}: {
  result?: FormResult;
  /** The wedding has its two partners (joined or invited): planner or viewer only. */
  partnersFull?: boolean;
}) {
  const navigation = useNavigation();
  const { errors, checks } = useFormValidation(loadInviteSchema, result?.errors);
  const form = { errors, values: result?.values ?? { role: "planner" }, idPrefix: "invite-" };
  const chosen = form.values.role ?? "planner";
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === FAMILY_INTENTS.invite;
  return (
    <Form method="post" action={FAMILY_PATH} {...checks} className="space-y-4">
      <FormError>{result?.formError}</FormError>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Their name"
          optional
          hint="For the e-mail's greeting, e.g. Mum"
          autoComplete="off"
          {...fieldProps("name", form)}
        />
        <Field
          label="Their e-mail address"
          type="email"
          required
          autoComplete="off"
          {...fieldProps("email", form)}
        />
      </div>
      <fieldset aria-describedby={errors.role ? "invite-role-error" : undefined}>
        <legend className="label">What may they do?</legend>
        <div className={`grid gap-2 ${partnersFull ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}>
          {(partnersFull ? ROLE_IDS.filter((role) => role !== "partner") : ROLE_IDS).map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={chosen === role}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{ROLE_LABELS[role]}</span>
                <span className="text-stone-700">{ROLE_ABILITIES[role]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="invite-role-error" error={errors.role} />
      </fieldset>
      <IntentButton intent={FAMILY_INTENTS.invite} className="btn-primary" disabled={busy}>
        <Mail className="size-4" aria-hidden />
        {busy ? "Sending..." : "Send invitation"}
      </IntentButton>
    </Form>
  );
}

/**
 * The sign-up's second partner as a ready-made invitation: only their e-mail is asked. On the
 * family page and, smaller, on the dashboard. Posts to the family page either way.
 */
export function InvitePartnerCard({
  name,
  result,
  compact = false,
}: {
  name: string;
  result?: FormResult;
  compact?: boolean;
}) {
  // A fetcher, so a refusal (or the database failing) is answered here, on whichever page the
  // card stands, with what was typed; an invitation sent still goes on to the family page.
  const fetcher = useFetcher<FormResult>({ key: "invite-partner" });
  const answer = fetcher.data ?? result;
  const { errors, checks } = useFormValidation(loadInviteSchema, answer?.errors);
  const form = { errors, values: answer?.values, idPrefix: "partner-" };
  const headingId = compact ? "invite-partner-heading-dashboard" : "invite-partner-heading";
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-gold-500/40 bg-saffron-100/60 p-5 sm:p-6 ${compact ? "mt-6 sm:mt-8" : ""}`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-700">
          <UserPlus className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold">
            Plan together: invite {name}
          </h2>
          <p className="mt-1 text-stone-700">
            {name} joins as a partner, with the same rights as you, and sees everything at once.
          </p>
          {/* The card has no role to choose: a refused role is said above it. */}
          {answer?.formError || answer?.errors?.role ? (
            <div className="mt-4">
              <FormError>{answer.formError ?? answer.errors?.role}</FormError>
            </div>
          ) : null}
          <fetcher.Form
            method="post"
            action={FAMILY_PATH}
            {...checks}
            className={`mt-4 flex flex-col gap-3 sm:flex-row sm:items-end ${compact ? "sm:max-w-xl" : "sm:max-w-2xl"}`}
          >
            <input type="hidden" name="from" value={PARTNER_CARD} />
            <input type="hidden" name="name" value={name} />
            <input type="hidden" name="role" value="partner" />
            <Field
              label={`${name}'s e-mail address`}
              type="email"
              required
              autoComplete="off"
              className="flex-1"
              {...fieldProps("email", form)}
            />
            <IntentButton intent={FAMILY_INTENTS.invite} className="btn-primary shrink-0">
              Invite {name}
            </IntentButton>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}

export function LeaveForm({ wedding }: { wedding: string }) {
  return (
    <Form method="post">
      <p className="text-sm text-stone-700">
        Your account stays. You stop seeing {wedding}, and your dashboard starts a plan of your own.
      </p>
      <IntentButton intent={FAMILY_INTENTS.leave} className="btn-secondary mt-3">
        Leave {wedding}
      </IntentButton>
    </Form>
  );
}

export interface ActivityLine {
  id: number;
  text: string;
  when: string;
  at: string;
}

/** Who did what, newest first. */
export function ActivityLog({ lines }: { lines: ActivityLine[] }) {
  if (lines.length === 0) {
    return (
      <p className="flex items-center gap-2 text-stone-700">
        <Users className="size-4" aria-hidden /> Nothing yet: changes anyone makes show here.
      </p>
    );
  }
  return (
    <ol className="space-y-3">
      {lines.map((line) => (
        <li key={line.id} className="border-l-2 border-brand-100 pl-3">
          <p className="break-words">{line.text}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={line.at}>{line.when}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
