import { Form, useNavigation } from "react-router";
import type { FieldErrors } from "~/lib/form";
import { Field, FormError } from "~/ui/form";
import { CalendarDays } from "~/ui/icons";

export interface DatableEvent {
  id: number;
  label: string;
  isoDate: string;
  venue: string | null;
}

/**
 * Each event's date and place in one short form (issue 31): sign-up asks for the events' names
 * only, so until the couple answers this every event sits on the wedding day. A plain post to
 * /dashboard's action, which shows the form again with what was typed if a date is wrong.
 */
export function EventDatesForm({
  events,
  errors = {},
  values = {},
  formError,
}: {
  events: DatableEvent[];
  errors?: FieldErrors;
  values?: Record<string, string>;
  formError?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/dashboard";
  return (
    <section
      className="card mt-8 border-gold-500/40 bg-saffron-100/40 p-5 sm:p-6"
      aria-labelledby="event-dates-heading"
    >
      <h2 id="event-dates-heading" className="flex items-center gap-2 text-xl font-semibold">
        <CalendarDays className="size-5 text-brand-700" aria-hidden /> When and where is each event?
      </h2>
      <p className="mt-1 text-stone-700">
        Every event starts on your wedding day. Give each its own date and place, and we'll count
        down to each one.
      </p>
      <Form method="post" action="/dashboard" noValidate className="mt-4 space-y-4">
        <FormError>{formError}</FormError>
        <ul className="space-y-4">
          {events.map((event) => (
            <li key={event.id}>
              <fieldset className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_11rem_minmax(0,1.2fr)] sm:items-start">
                <legend className="sr-only">{event.label}</legend>
                {/* The date shown: a date left as it was is not saved over a newer one. */}
                <input type="hidden" name={`was-${event.id}`} value={event.isoDate} />
                <p className="font-display text-lg font-semibold sm:pt-7" aria-hidden>
                  {event.label}
                </p>
                <Field
                  label="Date"
                  name={`date-${event.id}`}
                  type="date"
                  defaultValue={values[`date-${event.id}`] ?? event.isoDate}
                  error={errors[`date-${event.id}`]}
                  required
                />
                <Field
                  label="Place"
                  name={`venue-${event.id}`}
                  placeholder="Venue or town"
                  maxLength={150}
                  defaultValue={values[`venue-${event.id}`] ?? event.venue ?? ""}
                  error={errors[`venue-${event.id}`]}
                  optional
                />
              </fieldset>
            </li>
          ))}
        </ul>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={saving}>
          {saving ? "Saving..." : "Save dates"}
        </button>
      </Form>
    </section>
  );
}
