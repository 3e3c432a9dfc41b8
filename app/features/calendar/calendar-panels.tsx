import { Form, Link, useLocation } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { formatLongDate } from "~/lib/format";
import { Field, FormError } from "~/ui/form";
import { Download, RefreshCw } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { TitledSection } from "~/ui/titled-section";
import { CALENDAR_INTENTS, MAX_EVENTS_PER_DAY, NOTE_MAX } from "./calendar.constants";

/** The calendar page's forms and lists, beside the month grid. */

export interface ShownDay {
  day: string;
  booked: number;
  unavailable: boolean;
  note: string | null;
  bookings: { bookingId: number; status: string; event: string | null; couple: string | null }[];
}

type Result = (FormResult & { intent?: string; feedUrl?: string }) | undefined;

/** "Make available again" for a day the owner marked. */
function FreeButton({ day }: { day: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="day" value={day} />
      <IntentButton intent={CALENDAR_INTENTS.free} className="btn-secondary">
        Make {formatLongDate(day)} available
      </IntentButton>
    </Form>
  );
}

function BookingLines({ entry }: { entry: ShownDay }) {
  if (entry.bookings.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {entry.bookings.map((booking) => (
        <li key={booking.bookingId}>
          <Link to={`/business/bookings/${booking.bookingId}`} className="text-brand-700 underline">
            {booking.status === "pending" ? "Held" : "Booked"}: {booking.event ?? "Wedding"} —{" "}
            {booking.couple}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The picked day (or a date to type): mark it unavailable with a note, or free it again. */
export function DayForm({
  picked,
  entry,
  result,
}: {
  picked: string | null;
  entry: ShownDay | undefined;
  result: Result;
}) {
  const location = useLocation();
  const form = result?.intent === CALENDAR_INTENTS.mark ? result : undefined;
  const values = form?.values ?? { day: picked ?? "", note: entry?.note ?? "" };
  return (
    <section id="day-form" aria-labelledby="day-heading" className="card scroll-mt-24 p-5">
      <h2 id="day-heading" className="text-xl font-semibold">
        {picked ? formatLongDate(picked) : "Mark a day unavailable"}
      </h2>
      {entry ? (
        <div className="mt-2 text-sm text-stone-700">
          {entry.booked > 0 ? <BookingLines entry={entry} /> : <p>Nothing booked.</p>}
          {entry.unavailable ? (
            <div className="mt-3 space-y-3">
              <p>
                You marked this day unavailable
                {entry.note ? (
                  <>
                    : <q>{entry.note}</q>
                  </>
                ) : (
                  "."
                )}
              </p>
              <FormError>
                {result?.intent === CALENDAR_INTENTS.free ? result.formError : undefined}
              </FormError>
              <FreeButton day={entry.day} />
            </div>
          ) : null}
        </div>
      ) : picked ? (
        <p className="mt-2 text-sm text-stone-700">Free: nothing booked.</p>
      ) : null}
      {entry?.unavailable ? null : (
        // A new address (the mark saved, another day picked) starts the form afresh.
        <Form method="post" className="mt-4 space-y-4" key={location.key}>
          <FormError>{form?.formError}</FormError>
          <Field
            label="Day"
            type="date"
            required
            {...fieldProps("day", { errors: form?.errors, values })}
          />
          <Field
            label="Private note"
            optional
            maxLength={NOTE_MAX}
            hint="Only you see it, here and in your calendar feed."
            {...fieldProps("note", { errors: form?.errors, values })}
          />
          <IntentButton intent={CALENDAR_INTENTS.mark} className="btn-primary w-full sm:w-auto">
            Mark unavailable
          </IntentButton>
        </Form>
      )}
    </section>
  );
}

/** This month's booked and unavailable days, in order, in words. */
export function MonthList({ days }: { days: ShownDay[] }) {
  return (
    <TitledSection id="list-heading" title="This month" className="card p-5">
      {days.length === 0 ? (
        <p className="mt-2 text-stone-700">Nothing booked or marked yet: every day is free.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {days.map((entry) => (
            <li key={entry.day} className="py-3 text-sm">
              <p className="font-semibold text-ink">{formatLongDate(entry.day)}</p>
              <BookingLines entry={entry} />
              {entry.unavailable ? (
                <p className="mt-1 text-stone-700">
                  Unavailable{entry.note ? `: ${entry.note}` : ""}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** How many events a day the business takes. */
export function CapacityForm({
  month,
  eventsPerDay,
  result,
}: {
  month: string;
  eventsPerDay: number;
  result: Result;
}) {
  const form = result?.intent === CALENDAR_INTENTS.capacity ? result : undefined;
  const values = form?.values ?? { eventsPerDay: String(eventsPerDay) };
  return (
    <TitledSection id="capacity-heading" title="Events a day" className="card p-5">
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        {form?.formError ? (
          <div className="w-full">
            <FormError>{form.formError}</FormError>
          </div>
        ) : null}
        <input type="hidden" name="month" value={month} />
        <Field
          label="How many events can you take on one day?"
          type="number"
          min={1}
          max={MAX_EVENTS_PER_DAY}
          inputMode="numeric"
          hint="A caterer with two teams may take two. A day is booked when it is full."
          className="min-w-0 flex-1"
          {...fieldProps("eventsPerDay", { errors: form?.errors, values })}
        />
        <IntentButton intent={CALENDAR_INTENTS.capacity} className="btn-secondary">
          Save
        </IntentButton>
      </Form>
    </TitledSection>
  );
}

/** Download the `.ics`, or make the private address a phone's calendar subscribes to. */
export function ExportPanel({
  vendorId,
  feedSince,
  result,
}: {
  vendorId: number;
  feedSince: string | null;
  result: Result;
}) {
  const feedUrl = result?.intent === CALENDAR_INTENTS.feed ? result.feedUrl : undefined;
  return (
    <TitledSection id="export-heading" title="Your calendar elsewhere" className="card p-5">
      <a
        href={`/business/listings/${vendorId}/calendar.ics`}
        download
        className="btn-secondary mt-3"
      >
        <Download className="size-4" aria-hidden /> Download (.ics)
      </a>
      <p className="mt-4 text-sm text-stone-700">
        Subscribe from your phone's calendar with a private address: it keeps itself up to date.
        {feedSince ? ` Your current address was made on ${feedSince}.` : ""}
      </p>
      {feedUrl ? (
        <div className="mt-3">
          <Field
            label="Your private calendar address"
            name="feedUrl"
            readOnly
            value={feedUrl}
            hint="Copy it now: for your privacy it is not shown again. Anyone with it can see your bookings."
          />
        </div>
      ) : null}
      <Form method="post" className="mt-3 space-y-3">
        <FormError>
          {result?.intent === CALENDAR_INTENTS.feed ? result.formError : undefined}
        </FormError>
        <IntentButton intent={CALENDAR_INTENTS.feed} className="btn-secondary">
          <RefreshCw className="size-4" aria-hidden />
          {feedSince ? "Make a new address (the old one stops)" : "Make a subscription address"}
        </IntentButton>
      </Form>
    </TitledSection>
  );
}
