import { Form, useNavigation } from "react-router";
import { CATEGORIES } from "~/features/vendors/categories";
import { type FormResult, fieldProps } from "~/lib/form";
import { pluralise } from "~/lib/format";
import { typedBack } from "~/lib/typed-back";
import { CheckOptions } from "~/ui/check-option";
import {
  CheckedForm,
  Field,
  FieldError,
  SelectField,
  TextareaField,
  useFormValidation,
} from "~/ui/form";
import { IntentButton, SaveButtons } from "~/ui/intent-button";
import { EVENT_INTENTS, EVENT_TYPES } from "./event-types";

const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type.id, label: type.label }));
const NEEDS_OPTIONS = CATEGORIES.map((category) => ({ value: category.id, label: category.name }));

/** The categories an event needs: ticked ones show as "still missing" until shortlisted. */
function NeedsField({ checked, error }: { checked: readonly string[]; error?: string }) {
  return (
    <fieldset>
      <legend className="label">What this event needs</legend>
      <p className="-mt-1 mb-2 text-sm text-stone-600">
        Your dashboard lists what is still missing from these.
      </p>
      <div className="grid gap-1.5 sm:grid-cols-2">
        <CheckOptions name="needs" options={NEEDS_OPTIONS} checked={checked} look="tile" />
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}

/** Add or edit one event. A new event starts with its type's usual needs. */
export function EventForm({
  values,
  needs,
  result,
  isNew,
}: {
  values: Record<string, string>;
  needs: readonly string[] | null;
  result?: FormResult;
  isNew: boolean;
}) {
  const navigation = useNavigation();
  const { errors, checks } = useFormValidation(
    () => import("./event.schema").then((m) => m.eventSchema),
    result?.errors,
    {
      onlyForIntent: EVENT_INTENTS.save,
    },
  );
  const form = { errors, values: typedBack(result) ?? values };
  const busy = navigation.state === "submitting";
  return (
    <CheckedForm checks={checks} error={result?.formError} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind of event"
          options={TYPE_OPTIONS}
          placeholder="Choose…"
          required
          {...fieldProps("type", form)}
        />
        <Field
          label="Its own name"
          optional
          hint="Needed for Other, e.g. Dholki"
          {...fieldProps("customName", form)}
        />
        <Field label="Date" type="date" required {...fieldProps("eventDate", form)} />
        {/* The date the form opened on: a date left as it was is not saved over a newer one. */}
        {isNew ? null : (
          <input
            type="hidden"
            name="eventDateWas"
            value={form.values.eventDateWas ?? values.eventDate}
          />
        )}
        <Field label="Start time" type="time" optional {...fieldProps("startTime", form)} />
        <Field label="Venue or area" optional {...fieldProps("venue", form)} />
        <Field
          label="Venue or area postcode"
          optional
          hint="The full postcode or its first half, e.g. LE4"
          autoComplete="postal-code"
          {...fieldProps("postcode", form)}
        />
        <Field
          label="Guests (estimate)"
          inputMode="numeric"
          optional
          {...fieldProps("guests", form)}
        />
      </div>
      <TextareaField
        label="Notes for guests"
        optional
        rows={3}
        hint="Shown on your guests' RSVP page: dress code, parking, shoes off in the temple"
        {...fieldProps("dressNotes", form)}
      />
      {needs ? <NeedsField checked={result?.lists?.needs ?? needs} error={errors.needs} /> : null}
      <SaveButtons
        intent={EVENT_INTENTS.save}
        label={isNew ? "Add event" : "Save event"}
        busy={busy}
        cancelTo="/profile"
      />
    </CheckedForm>
  );
}

export function DeleteEventForm({
  label,
  guests,
}: {
  label: string;
  /** Its guest list, which goes with it. */
  guests?: { invited: number; attending: number; declined: number } | null;
}) {
  const answers = guests ? guests.attending + guests.declined : 0;
  return (
    <Form method="post" className="mt-6 border-t border-stone-200 pt-6">
      <p className="text-sm text-stone-700">
        Deleting {label} keeps its vendors in your shortlist, under All vendors.
      </p>
      {guests && guests.invited > 0 ? (
        <p className="mt-2 text-sm font-semibold text-red-800">
          Its guest list goes with it: {pluralise(guests.invited, "guest")} invited
          {answers > 0 ? ` and ${pluralise(answers, "answer")} from them` : ""}.
        </p>
      ) : null}
      <IntentButton intent={EVENT_INTENTS.remove} className="btn-secondary mt-3">
        Delete {label}
      </IntentButton>
    </Form>
  );
}
