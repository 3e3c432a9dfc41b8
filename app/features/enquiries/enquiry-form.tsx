import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { fieldProps } from "~/lib/form";
import { CheckboxGroup, Field, FormError, TextareaField, useFormValidation } from "~/ui/form";
import { Send } from "~/ui/icons";
import { type EnquiryFormResult, MESSAGE_MAX, MESSAGE_MIN, OTHER_EVENT } from "./enquiry.constants";

/** What the form starts with: the couple's profile, and the vendor's category's fit. */
export interface EnquiryDefaults {
  clientKey: string;
  email: string;
  events: string[];
  ticked: string[];
  eventDate: string | null;
  /** From the guest list: the first ticked event's attending (or invited) people. */
  guestCount?: { value: string; hint: string } | null;
  /** The couple's events, each with its own details for the enquiry (issue 30). */
  eventDetails?: EventDetailDefaults[];
}

export interface EventDetailDefaults {
  id: number;
  name: string;
  eventDate: string;
  startTime: string;
  postcode: string;
  guests: string;
  guestHint?: string;
}

/**
 * The enquiry form: the vendor page's dialog, the page of its own without JavaScript, and the
 * shortlist's group enquiry. A plain post to `action` that works before hydration; with
 * JavaScript it goes through a fetcher, so the dialog keeps its errors and a success follows
 * the action's redirect to the new thread.
 */
export function EnquiryForm({
  action,
  vendorIds,
  defaults,
  pageResult,
  submitLabel = "Send enquiry",
  vendorChoice,
}: {
  action: string;
  vendorIds: number[];
  defaults: EnquiryDefaults;
  /** The answer to a post without JavaScript (the route's action data). */
  pageResult?: EnquiryFormResult;
  submitLabel?: string;
  /** The shortlist's group enquiry: boxes named `vendorId` instead of fixed vendors. */
  vendorChoice?: ReactNode;
}) {
  const fetcher = useFetcher<EnquiryFormResult>({ key: `enquiry-${action}` });
  const result = fetcher.data ?? pageResult;
  const { errors, checks } = useFormValidation(
    () => import("./enquiry.schema").then((m) => m.enquirySchema),
    result?.errors,
  );
  const values = result?.values ?? {};
  const field = (name: string) => fieldProps(name, { errors, values, idPrefix: "enquiry-" });
  const ticked = result?.events ?? result?.lists?.events ?? defaults.ticked;
  const choices = [...defaults.events, OTHER_EVENT];
  const busy = fetcher.state !== "idle";
  const details = defaults.eventDetails ?? [];

  return (
    <fetcher.Form method="post" action={action} {...checks} className="space-y-4">
      <input type="hidden" name="clientKey" value={values.clientKey ?? defaults.clientKey} />
      {vendorChoice ??
        vendorIds.map((id) => <input key={id} type="hidden" name="vendorId" value={id} />)}
      <FormError>{result?.formError}</FormError>
      <CheckboxGroup
        legend="Which events is it for?"
        name="events"
        options={choices}
        checked={ticked}
        error={errors.events}
      />
      {details.length > 0 ? (
        <EventDetailBoxes details={details} field={field} values={values} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {details.length > 0 ? null : (
          <>
            <Field
              label="Date"
              type="date"
              {...field("eventDate")}
              defaultValue={values.eventDate ?? defaults.eventDate ?? undefined}
              optional
            />
            <Field
              label="Approximate number of guests"
              inputMode="numeric"
              maxLength={7}
              {...field("guestCount")}
              defaultValue={values.guestCount ?? defaults.guestCount?.value}
              hint={defaults.guestCount?.hint}
              optional
            />
          </>
        )}
        <Field
          label="Budget from (£)"
          inputMode="numeric"
          maxLength={10}
          {...field("budgetMin")}
          optional
        />
        <Field
          label="Budget up to (£)"
          inputMode="numeric"
          maxLength={10}
          {...field("budgetMax")}
          optional
        />
      </div>
      <Field
        label="Area or venue postcode"
        autoComplete="postal-code"
        maxLength={10}
        {...field("postcode")}
        optional
      />
      <TextareaField
        label="Your message"
        rows={5}
        maxLength={MESSAGE_MAX}
        hint={`Tell them about your plans: ${MESSAGE_MIN} to 2,000 characters. Plain text only.`}
        required
        {...field("message")}
      />
      <Field
        label="Phone number"
        type="tel"
        autoComplete="tel"
        maxLength={30}
        hint={`A UK number, if you would like a call. Replies always reach you at ${defaults.email}.`}
        {...field("phone")}
        optional
      />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        <Send className="size-4" aria-hidden /> {busy ? "Sending..." : submitLabel}
      </button>
    </fetcher.Form>
  );
}

/**
 * Each of the couple's events with its own date, time, postcode and guests; the ticked ones
 * (above) are sent. Prefilled from the event and the guest list.
 */
function EventDetailBoxes({
  details,
  field,
  values,
}: {
  details: EventDetailDefaults[];
  field: (name: string) => ReturnType<typeof fieldProps>;
  values: Record<string, string>;
}) {
  return (
    <div className="space-y-3">
      {details.map((event) => {
        // Each box is named after the detail and the event, and starts from what was typed, or
        // else from the event's own value.
        const detail = (name: "eventDate" | "startTime" | "postcode" | "guests") => ({
          ...field(`${name}_${event.id}`),
          defaultValue: values[`${name}_${event.id}`] ?? event[name],
        });
        return (
          <fieldset key={event.id} className="rounded-xl border border-stone-200 p-3 sm:p-4">
            <legend className="px-1 font-semibold">{event.name}</legend>
            <input type="hidden" name={`eventName_${event.id}`} value={event.name} />
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Field label="Date" type="date" {...detail("eventDate")} />
              <Field label="Start time" type="time" {...detail("startTime")} optional />
              <Field
                label="Postcode"
                maxLength={10}
                autoComplete="off"
                {...detail("postcode")}
                optional
              />
              <Field
                label="Guests"
                inputMode="numeric"
                maxLength={6}
                {...detail("guests")}
                hint={event.guestHint}
                optional
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
