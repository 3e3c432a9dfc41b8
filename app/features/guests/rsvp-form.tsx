import { Form, useNavigation } from "react-router";
import type { FieldErrors, FormResult } from "~/lib/form";
import { typedBack } from "~/lib/typed-back";
import { FieldError, FormError, TextareaField, useFormValidation } from "~/ui/form";
import {
  ATTENDING,
  DIETARY_IDS,
  DIETARY_LABELS,
  MESSAGE_MAX,
  NOT_ATTENDING,
  rsvpField,
} from "./rsvp.constants";
import type { RsvpEvent, RsvpPageData, RsvpPerson } from "./rsvp-actions.server";

/** The RSVP page's form: each person's answer to each event, dietary needs, and a message. */

type Invitation = Extract<RsvpPageData, { state: "open" | "closed" }>;

const CHIP =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";

/** Attending or not, for one person at one event. */
function AnswerGroup({
  person,
  event,
  chosen,
  error,
}: {
  person: RsvpPerson;
  event: RsvpEvent;
  chosen: string | undefined;
  error?: string;
}) {
  const name = rsvpField.answer(person.id, event.id);
  return (
    <fieldset
      className="flex flex-col gap-2 border-t border-stone-200 py-3 first-of-type:border-t-0 sm:flex-row sm:items-center sm:justify-between"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="float-left font-medium sm:float-none">
        {person.name}
        {person.isChild ? <span className="font-normal text-stone-600"> (child)</span> : null}
        <span className="sr-only">, {event.label}</span>
      </legend>
      <div className="clear-left flex flex-wrap gap-2">
        {[
          [ATTENDING, "Attending"],
          [NOT_ATTENDING, "Not attending"],
        ].map(([value, label]) => (
          <label key={value} className={CHIP}>
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={chosen === value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}

/** One person's dietary needs: the usual list and "Other", in their own words. */
function DietaryGroup({
  person,
  ticked,
  other,
  errors,
}: {
  person: RsvpPerson;
  ticked: readonly string[];
  other: string;
  errors: FieldErrors;
}) {
  const name = rsvpField.dietary(person.id);
  const otherName = rsvpField.dietaryOther(person.id);
  const otherError = errors[otherName];
  return (
    <fieldset className="border-t border-stone-200 py-4 first-of-type:border-t-0">
      <legend className="float-left mb-2 w-full font-medium">{person.name}</legend>
      <div className="clear-left flex flex-wrap gap-2">
        {DIETARY_IDS.map((need) => (
          <label key={need} className={CHIP}>
            <input
              type="checkbox"
              name={name}
              value={need}
              defaultChecked={ticked.includes(need)}
              className="size-4 accent-brand-700"
            />
            {DIETARY_LABELS[need]}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} error={errors[name]} />
      <div className="mt-3">
        <label htmlFor={otherName} className="label">
          Anything else {person.name} cannot eat?{" "}
          <span className="font-normal text-stone-600">(tick Other)</span>
        </label>
        <input
          id={otherName}
          name={otherName}
          defaultValue={other}
          maxLength={200}
          aria-invalid={otherError ? true : undefined}
          aria-describedby={otherError ? `${otherName}-error` : undefined}
          className="input"
        />
        <FieldError id={`${otherName}-error`} error={otherError} />
      </div>
    </fieldset>
  );
}

export function RsvpForm({ invitation, result }: { invitation: Invitation; result?: FormResult }) {
  const navigation = useNavigation();
  const shape = {
    people: invitation.people.map(({ id, name }) => ({ id, name })),
    events: invitation.events.map(({ id, label }) => ({ id, label })),
  };
  const { errors, checks } = useFormValidation(
    () => import("./rsvp.schema").then((module) => module.rsvpSchema(shape)),
    result?.errors,
  );
  const typed = typedBack(result);
  const chosen = (name: string) => (typed ? typed[name] : invitation.answers[name]);
  const ticked = (person: RsvpPerson) =>
    typed ? (typed[rsvpField.dietary(person.id)] ?? "").split(",") : person.dietary;
  const other = (person: RsvpPerson) =>
    typed ? (typed[rsvpField.dietaryOther(person.id)] ?? "") : person.dietaryOther;
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" action={invitation.action} {...checks} className="mt-4">
      <FormError>{result?.formError}</FormError>
      <div className="space-y-4">
        {invitation.events.map((event) => (
          <fieldset key={event.id} className="card px-5 pt-4 pb-2">
            <legend className="sr-only">{event.label}</legend>
            <p aria-hidden className="text-lg font-semibold">
              {event.label} <span className="font-normal text-stone-600">· {event.date}</span>
            </p>
            {invitation.people.map((person) => {
              const name = rsvpField.answer(person.id, event.id);
              return (
                <AnswerGroup
                  key={person.id}
                  person={person}
                  event={event}
                  chosen={chosen(name)}
                  error={errors[name]}
                />
              );
            })}
          </fieldset>
        ))}
      </div>
      <h3 className="mt-8 text-xl font-semibold">Dietary needs</h3>
      <p className="mt-1 text-stone-700">Tick all that apply, so the caterer can plan.</p>
      <div className="card mt-3 px-5 py-2">
        {invitation.people.map((person) => (
          <DietaryGroup
            key={person.id}
            person={person}
            ticked={ticked(person)}
            other={other(person)}
            errors={errors}
          />
        ))}
      </div>
      <div className="mt-8">
        <TextareaField
          label={`A message for ${invitation.couple}`}
          optional
          id={rsvpField.message}
          name={rsvpField.message}
          maxLength={MESSAGE_MAX}
          defaultValue={typed ? typed[rsvpField.message] : invitation.message}
          error={errors[rsvpField.message]}
        />
      </div>
      <button type="submit" className="btn-primary mt-6 w-full sm:w-auto" disabled={busy}>
        {busy ? "Sending..." : invitation.answered ? "Update our answers" : "Send our answers"}
      </button>
    </Form>
  );
}
