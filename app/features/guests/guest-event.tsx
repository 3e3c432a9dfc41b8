import { Form, Link, useNavigation } from "react-router";
import type { GuestSide } from "~/db/schema-weddings";
import { type FormResult, fieldProps } from "~/lib/form";
import { CheckedForm, FormError, SelectField, useFormValidation } from "~/ui/form";
import { AlertTriangle, Download } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import {
  dietaryTotalsText,
  EVENT_GUEST_INTENTS,
  type PartnerNames,
  sideLabel,
} from "./guest.constants";
import type { EventGuestCounts } from "./guest.types";

/** The pieces of an event's guest page (/dashboard/guests/events/{id}). */

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-lg border border-saffron-400 bg-saffron-100 px-4 py-3 text-sm text-ink"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-saffron-600" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

export function EventNumbers({
  label,
  counts,
  households,
  dietary,
  estimate,
  overEstimate,
  overCapacity,
  eventId,
  canChange,
}: {
  label: string;
  counts: EventGuestCounts;
  households: { invited: number; attending: number; declined: number; awaiting: number };
  dietary: { totals: { need: string; count: number }[]; others: string[] };
  estimate: number | null;
  overEstimate: boolean;
  /** The booked venue, when more people are attending than it holds. */
  overCapacity: { name: string; capacity: number } | null;
  eventId: number;
  /** A viewer is told the numbers without a link to a form they may not use. */
  canChange: boolean;
}) {
  const rows = [
    ["Invited", counts.invited, households.invited],
    ["Attending", counts.attending, households.attending],
    ["Declined", counts.declined, households.declined],
    ["Awaiting reply", counts.awaiting, households.awaiting],
  ] as const;
  return (
    <section aria-labelledby="numbers-heading" className="mt-6">
      <h2 id="numbers-heading" className="sr-only">
        Numbers for the {label}
      </h2>
      {overEstimate ? (
        <Warning>
          {counts.attending.toLocaleString("en-GB")} people are attending, more than your estimate
          of {estimate?.toLocaleString("en-GB")} guests for the {label}.{" "}
          {canChange ? (
            <>
              <Link to={`/profile/events/${eventId}`} className="font-medium underline">
                Change the estimate
              </Link>{" "}
              or check the venue can hold everyone.
            </>
          ) : (
            "Check the venue can hold everyone."
          )}
        </Warning>
      ) : null}
      {overCapacity ? (
        <Warning>
          {counts.attending.toLocaleString("en-GB")} people are attending, more than{" "}
          {overCapacity.name} holds ({overCapacity.capacity.toLocaleString("en-GB")} guests). Talk
          to the venue, or trim the list for the {label}.
        </Warning>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {rows.map(([name, people, homes]) => (
          <div key={name} className="card px-4 py-3">
            <dt className="text-sm text-stone-600">{name}</dt>
            <dd>
              <span className="font-display text-2xl font-semibold text-ink">
                {people.toLocaleString("en-GB")}
              </span>{" "}
              <span className="text-sm text-stone-700">{people === 1 ? "person" : "people"}</span>
              <span className="block text-sm text-stone-600">
                {homes.toLocaleString("en-GB")} {homes === 1 ? "household" : "households"}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="card mt-3 space-y-1 px-4 py-3 text-sm text-stone-800">
        <p>
          <span className="font-semibold">Attending:</span> {counts.adults.toLocaleString("en-GB")}{" "}
          {counts.adults === 1 ? "adult" : "adults"}, {counts.children.toLocaleString("en-GB")}{" "}
          {counts.children === 1 ? "child" : "children"}
          {estimate ? ` (your estimate: ${estimate.toLocaleString("en-GB")})` : ""}
        </p>
        <p>
          <span className="font-semibold">Dietary needs of those attending:</span>{" "}
          {dietaryTotalsText(dietary.totals)}
          {dietary.others.length ? ` (other: ${dietary.others.join("; ")})` : ""}
        </p>
      </div>
      <a
        href={`/dashboard/guests/events/${eventId}/guests.csv`}
        download
        className="btn-secondary mt-4"
      >
        <Download className="size-4" aria-hidden /> Download the list for the caterer and venue
        (CSV)
      </a>
    </section>
  );
}

/** Invite or uninvite a whole side, group or tag at once. */
export function BulkInviteForm({
  choices,
  label,
  result,
}: {
  choices: { value: string; label: string }[];
  label: string;
  result?: FormResult;
}) {
  const navigation = useNavigation();
  const { errors, checks } = useFormValidation(
    () => import("./guest.schema").then((m) => m.inviteGroupSchema),
    result?.errors,
  );
  const busy = navigation.state === "submitting";
  return (
    <CheckedForm checks={checks} className="card space-y-4 p-4 sm:p-5">
      <h2 className="text-xl font-semibold">Invite in bulk</h2>
      <FormError>{result?.formError}</FormError>
      <SelectField
        label="Households"
        options={choices}
        placeholder="Choose…"
        hint="Everyone, one side, a group or a tag"
        {...fieldProps("who", { errors, values: result?.values })}
      />
      <div className="flex flex-wrap gap-3">
        <IntentButton
          intent={EVENT_GUEST_INTENTS.inviteGroup}
          className="btn-primary"
          disabled={busy}
        >
          Invite to the {label}
        </IntentButton>
        <IntentButton
          intent={EVENT_GUEST_INTENTS.uninviteGroup}
          className="btn-secondary"
          disabled={busy}
        >
          Uninvite
        </IntentButton>
      </div>
    </CheckedForm>
  );
}

interface Row {
  id: number;
  name: string;
  side: GuestSide;
  groupName: string | null;
  invited: boolean;
  people: number;
  attending: number;
  declined: number;
  status: "attending" | "declined" | "awaiting";
}

function statusText(row: Row) {
  if (!row.invited) return "Not invited";
  if (row.status === "attending") return `${row.attending} of ${row.people} attending`;
  if (row.status === "declined") return "Declined";
  return row.declined ? `${row.declined} declined, others awaiting` : "Awaiting reply";
}

/**
 * One household at a time: a box per household shown; saving invites the ticked ones and
 * uninvites the others shown (households the filters hide are left as they are).
 */
export function HouseholdInviteList({
  rows,
  names,
  label,
  canChange,
}: {
  rows: Row[];
  names: PartnerNames;
  label: string;
  canChange: boolean;
}) {
  const navigation = useNavigation();
  if (rows.length === 0) {
    return (
      <p className="card p-6 text-stone-700">No household matches. Try another search or filter.</p>
    );
  }
  const list = (
    <ul className="card divide-y divide-stone-100">
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-1 px-4 py-2 sm:flex-row sm:items-center sm:gap-4"
        >
          {canChange ? (
            <>
              <input type="hidden" name="shown" value={row.id} />
              <label className="flex min-h-11 min-w-0 cursor-pointer items-center gap-3 sm:flex-1">
                <input
                  // A new key when the saved answer changes: React keeps a mounted box's own
                  // ticked state, so after a bulk invitation the box is made afresh.
                  key={String(row.invited)}
                  type="checkbox"
                  name="invited"
                  value={row.id}
                  defaultChecked={row.invited}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 break-words font-medium text-ink">{row.name}</span>
              </label>
            </>
          ) : (
            <span className="min-w-0 break-words font-medium text-ink sm:flex-1">{row.name}</span>
          )}
          <span className={`flex flex-wrap gap-x-4 ${canChange ? "pl-8 sm:pl-0" : ""} sm:shrink-0`}>
            <span className="text-sm text-stone-600">
              {sideLabel(row.side, names)} · {row.people} {row.people === 1 ? "person" : "people"}
            </span>
            <span
              className={`text-sm font-medium ${
                row.invited
                  ? row.status === "attending"
                    ? "text-emerald-800"
                    : row.status === "declined"
                      ? "text-stone-600"
                      : "text-amber-800"
                  : "text-stone-600"
              }`}
            >
              {statusText(row)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
  if (!canChange) return list;
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={EVENT_GUEST_INTENTS.setInvited} />
      {list}
      <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
        Save who is invited to the {label}
      </button>
    </Form>
  );
}
