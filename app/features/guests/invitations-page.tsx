import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { pluralise } from "~/lib/format";
import { CheckedForm, Field, useFormValidation } from "~/ui/form";
import { Check, Mail, MessageCircle, Printer, RefreshCw, Send } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { useHydrated } from "~/ui/use-hydrated";
import type { loadInvitationsPage } from "./invitations-actions.server";
import { INVITATION_INTENTS, INVITATIONS_PATH as PATH } from "./rsvp.constants";

/** The couple's invitations page: sending, reminding, links, WhatsApp, the deadline. */

export type InvitationsData = Awaited<ReturnType<typeof loadInvitationsPage>>;
type Household = InvitationsData["households"][number];

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="card px-4 py-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="font-display text-2xl font-semibold">{value.toLocaleString("en-GB")}</dd>
    </div>
  );
}

export function InvitationTotals({ totals }: { totals: InvitationsData["totals"] }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Stat label="Households" value={totals.households} />
      <Stat label="Invitations sent" value={totals.sent} />
      <Stat label="Answered" value={totals.answered} />
      <Stat label="Awaiting an answer" value={totals.awaiting} />
    </dl>
  );
}

export function DeadlineForm({
  deadline,
  deadlineText,
  canChange,
  result,
}: {
  deadline: string | null;
  deadlineText: string | null;
  canChange: boolean;
  result?: FormResult;
}) {
  const { errors, checks } = useFormValidation(
    () => import("./rsvp.schema").then((module) => module.deadlineSchema),
    result?.errors,
  );
  if (!canChange) {
    return (
      <p className="text-stone-800">
        RSVP deadline: <strong>{deadlineText ?? "not set"}</strong>
      </p>
    );
  }
  return (
    <CheckedForm checks={checks} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <input type="hidden" name="intent" value={INVITATION_INTENTS.deadline} />
      <Field
        label="RSVP deadline"
        type="date"
        optional
        hint="Guests can change their answers until the end of this day (UK time)."
        className="w-full sm:max-w-xs"
        {...fieldProps("rsvpDeadline", {
          errors,
          values: result?.values ?? { rsvpDeadline: deadline ?? "" },
        })}
      />
      <button type="submit" className="btn-secondary self-start sm:mt-6">
        Save deadline
      </button>
    </CheckedForm>
  );
}

/** "Send invitations" and "Send reminders" (the reminders after a confirmation of how many). */
export function SendActions({ data }: { data: InvitationsData }) {
  const { totals, confirmReminders } = data;
  if (!data.canChange) return null;
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap gap-3">
        {totals.toInvite > 0 ? (
          <Form method="post">
            <IntentButton intent={INVITATION_INTENTS.sendAll} className="btn-primary">
              <Send className="size-4" aria-hidden />
              Send invitations by e-mail ({totals.toInvite})
            </IntentButton>
          </Form>
        ) : null}
        {confirmReminders ? null : (
          <Link to={`${PATH}?confirm=reminders#reminders`} className="btn-secondary">
            <Mail className="size-4" aria-hidden /> Send reminders…
          </Link>
        )}
      </div>
      <p className="text-sm text-stone-700">
        {totals.toInvite > 0
          ? "Invitations go to each household with an e-mail address and at least one event that has not been sent one."
          : "Every household with an e-mail address and an event has been sent its invitation."}
        {totals.withoutEvents > 0
          ? ` ${pluralise(totals.withoutEvents, "household is", "households are")} not invited to any event yet.`
          : ""}
      </p>
      {confirmReminders ? (
        <section
          id="reminders"
          aria-labelledby="reminders-heading"
          className="rounded-2xl border border-saffron-300 bg-saffron-100 p-5"
        >
          <h2 id="reminders-heading" className="text-xl font-semibold">
            Send reminders?
          </h2>
          <p className="mt-1 text-ink">
            {totals.toRemind === 0
              ? "No household needs a reminder: everyone with an e-mail address has answered or has had their one reminder."
              : `A reminder will go to ${pluralise(totals.toRemind, "household")} that ${totals.toRemind === 1 ? "has" : "have"} not answered. Each household gets one reminder, once.`}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {totals.toRemind > 0 ? (
              <Form method="post">
                <IntentButton intent={INVITATION_INTENTS.remind} className="btn-primary">
                  Send {pluralise(totals.toRemind, "reminder")}
                </IntentButton>
              </Form>
            ) : null}
            <Link to={PATH} className="btn-secondary">
              Cancel
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The link as a plain field to select and copy; with JavaScript, a button copies it too. */
function LinkField({ household, url }: { household: Household; url: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const id = `link-${household.id}`;
  async function copy() {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 4000);
    } catch {
      // The field is selected: the person copies it themselves.
    }
  }
  return (
    <div>
      <label htmlFor={id} className="label">
        RSVP link <span className="sr-only">for {household.name}</span>
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="input min-w-0 flex-1 text-sm"
        />
        {hydrated ? (
          <button type="button" className="btn-secondary shrink-0" onClick={copy}>
            {copied ? <Check className="size-4" aria-hidden /> : null}
            {copied ? "Copied" : "Copy"}
            <span className="sr-only"> the link for {household.name}</span>
          </button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {copied ? "Link copied" : ""}
      </p>
    </div>
  );
}

function State({ household }: { household: Household }) {
  const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";
  return (
    <p className="flex flex-wrap gap-2">
      <span
        className={`${badge} ${household.answeredAt ? "bg-emerald-100 text-emerald-900" : "bg-stone-100 text-stone-800"}`}
      >
        {household.answeredAt ? `Answered ${household.answeredAt}` : "Not answered"}
      </span>
      <span
        className={`${badge} ${household.sentAt ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-stone-800"}`}
      >
        {household.sentAt ? `E-mailed ${household.sentAt}` : "Not e-mailed"}
      </span>
      {household.remindedAt ? (
        <span className={`${badge} bg-saffron-100 text-ink`}>Reminded {household.remindedAt}</span>
      ) : null}
    </p>
  );
}

function HouseholdCard({
  household,
  canChange,
  page,
}: {
  household: Household;
  canChange: boolean;
  page: number;
}) {
  const headingId = `household-${household.id}`;
  const canSend = Boolean(household.email) && household.events.length > 0;
  return (
    <li aria-labelledby={headingId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {household.name}
          </h3>
          <p className="text-sm text-stone-700">
            {pluralise(household.people, "person", "people")} ·{" "}
            {household.email ?? "No e-mail address"}
          </p>
        </div>
        <State household={household} />
      </div>
      <p className="mt-2 text-sm text-stone-800">
        {household.events.length > 0
          ? `Invited to: ${household.events.join(", ")}`
          : "Not invited to any event yet"}
      </p>
      {household.url && household.whatsapp ? (
        <div className="mt-3 grid gap-3 lg:grid-cols-[1fr_auto] lg:items-end">
          <LinkField household={household} url={household.url} />
          <a
            href={household.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary"
          >
            <MessageCircle className="size-4" aria-hidden /> Share on WhatsApp
            <span className="sr-only"> with {household.name} (opens WhatsApp)</span>
          </a>
        </div>
      ) : null}
      {canChange ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="householdId" value={household.id} />
          {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
          {canSend ? (
            <IntentButton
              intent={INVITATION_INTENTS.sendOne}
              className="btn-ghost border border-stone-300"
            >
              <Send className="size-4" aria-hidden />
              {household.sentAt ? "Send again" : "Send invitation"}
              <span className="sr-only"> to {household.name}</span>
            </IntentButton>
          ) : null}
          <IntentButton
            intent={INVITATION_INTENTS.renewLink}
            className="btn-ghost border border-stone-300"
          >
            <RefreshCw className="size-4" aria-hidden /> New link
            <span className="sr-only"> for {household.name}</span>
          </IntentButton>
        </Form>
      ) : null}
    </li>
  );
}

export function HouseholdInvitations({ data }: { data: InvitationsData }) {
  if (data.households.length === 0) {
    return (
      <p className="mt-4 text-stone-700">
        No households yet. Add them on the <Link to="/dashboard/guests">guest list</Link> first.
      </p>
    );
  }
  return (
    <>
      {data.canChange ? (
        <p className="mt-2 text-sm text-stone-700">
          "New link" stops the household's old link working at once, for a link sent to the wrong
          person.
        </p>
      ) : null}
      <ul className="mt-4 space-y-4">
        {data.households.map((household) => (
          <HouseholdCard
            key={household.id}
            household={household}
            canChange={data.canChange}
            page={data.page}
          />
        ))}
      </ul>
    </>
  );
}

export function PrintLink() {
  return (
    <Link to={`${PATH}/print`} className="btn-secondary">
      <Printer className="size-4" aria-hidden /> Print QR cards
    </Link>
  );
}
