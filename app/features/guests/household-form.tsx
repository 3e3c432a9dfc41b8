import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { type FieldErrors, type FormResult, fieldProps } from "~/lib/form";
import { typedBack } from "~/lib/typed-back";
import { CheckedForm, Field, FieldError, TextareaField, useFormValidation } from "~/ui/form";
import { Plus, Trash2 } from "~/ui/icons";
import { IntentButton, SaveButtons } from "~/ui/intent-button";
import { TitledSection } from "~/ui/titled-section";
import {
  DIETARY_OPTIONS,
  GROUPS,
  HOUSEHOLD_INTENTS,
  type PartnerNames,
  personField,
  personIndexes,
  SIDES,
  sideLabel,
} from "./guest.constants";

/**
 * Add or edit a household and its people. A plain form: "Add another person" posts it and the
 * page comes back with one more row and everything typed kept, with or without JavaScript.
 */

type Values = Record<string, string>;

/** Chips to choose from (one, or several with checkboxes), their legend and their error. */
function ChipGroup({
  legend,
  name,
  type = "radio",
  options,
  checked,
  error,
  padding = "px-4",
}: {
  legend: string;
  name: string;
  type?: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
  padding?: "px-3" | "px-4";
}) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white ${padding} py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50`}
          >
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}

function PersonRow({
  index,
  values,
  errors,
}: {
  index: number;
  values: Values;
  errors: FieldErrors;
}) {
  const field = (name: string) => personField(index, name);
  const form = { errors, values };
  const id = values[field("id")];
  const ticked = (values[field("dietary")] ?? "").split(",");
  const name = values[field("name")];
  return (
    <fieldset className="card space-y-4 p-4 sm:p-5">
      <legend className="px-1 font-display text-lg font-semibold">
        {id && name ? name : `Person ${index + 1}`}
      </legend>
      {id ? <input type="hidden" name={field("id")} value={id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" autoComplete="off" {...fieldProps(field("name"), form)} />
        <ChipGroup
          legend="Adult or child"
          name={field("age")}
          options={[
            { value: "adult", label: "Adult" },
            { value: "child", label: "Child" },
          ]}
          checked={[values[field("age")] || "adult"]}
          error={errors[field("age")]}
        />
        <Field
          label="E-mail"
          type="email"
          optional
          autoComplete="off"
          {...fieldProps(field("email"), form)}
        />
        <Field
          label="Mobile"
          type="tel"
          optional
          autoComplete="off"
          {...fieldProps(field("phone"), form)}
        />
      </div>
      <ChipGroup
        legend="Dietary needs"
        name={field("dietary")}
        type="checkbox"
        options={DIETARY_OPTIONS.map((option) => ({ value: option.id, label: option.label }))}
        checked={ticked}
        error={errors[field("dietary")]}
        padding="px-3"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Other dietary need"
          optional
          hint="With Other ticked, e.g. coeliac"
          {...fieldProps(field("dietaryOther"), form)}
        />
        <TextareaField
          label="Accessibility or seating notes"
          optional
          rows={2}
          {...fieldProps(field("accessibility"), form)}
        />
      </div>
      {id ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name={field("remove")}
            value="yes"
            defaultChecked={Boolean(values[field("remove")])}
            className="size-4 accent-brand-700"
          />
          <Trash2 className="size-4 text-brand-700" aria-hidden />
          Remove {name || "this person"} from the guest list
        </label>
      ) : null}
    </fieldset>
  );
}

export function HouseholdForm({
  values,
  result,
  rows: rowsAsked,
  names,
  groups,
  isNew,
}: {
  values: Values;
  result?: FormResult;
  rows?: number;
  names: PartnerNames;
  groups: string[];
  isNew: boolean;
}) {
  const navigation = useNavigation();
  const { errors, checks } = useFormValidation(
    () => import("./guest.schema").then((m) => m.householdSchema),
    result?.errors,
    { onlyForIntent: HOUSEHOLD_INTENTS.save },
  );
  const shown = typedBack(result) ?? values;
  const rows = Math.max(rowsAsked ?? 0, Math.max(0, ...personIndexes(shown).map((i) => i + 1)), 1);
  const form = { errors, values: shown };
  const busy = navigation.state === "submitting";
  const previousRows = useRef(rows);
  useEffect(() => {
    // After "Add another person", the new row's name is where the typing goes next.
    if (rows > previousRows.current)
      document.getElementById(personField(rows - 1, "name"))?.focus();
    previousRows.current = rows;
  }, [rows]);
  // A message for the whole form stands above it: bring it into view (the save button is far
  // below on a phone), as a field's message is focused.
  const top = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer (`at`)
  useEffect(() => {
    if (result?.formError) top.current?.scrollIntoView({ block: "start" });
  }, [result?.at]);
  const groupOptions = [...new Set([...GROUPS, ...groups])];
  return (
    <div ref={top} className="scroll-mt-24">
      <CheckedForm checks={checks} error={result?.formError} className="space-y-8">
        <TitledSection
          id="household-heading"
          title="The household"
          className="card space-y-4 p-5 sm:p-6"
        >
          <Field
            label="Household name"
            hint="As the invitation will say it, e.g. The Patel family"
            required
            {...fieldProps("householdName", form)}
          />
          <TextareaField label="Address" optional rows={2} {...fieldProps("address", form)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="E-mail"
              type="email"
              optional
              hint="The household's invitation and reminders go here"
              {...fieldProps("email", form)}
            />
            <Field
              label="Phone"
              type="tel"
              optional
              hint="A UK or international mobile"
              {...fieldProps("phone", form)}
            />
          </div>
          <ChipGroup
            legend="Side"
            name="side"
            options={SIDES.map((side) => ({ value: side, label: sideLabel(side, names) }))}
            checked={[shown.side || "both"]}
            error={errors.side}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Relationship group"
              optional
              list="group-options"
              hint="Family, friends, work, neighbours, or your own word"
              {...fieldProps("group", form)}
            />
            <datalist id="group-options">
              {groupOptions.map((group) => (
                <option key={group} value={group} />
              ))}
            </datalist>
            <Field
              label="Tags"
              optional
              hint="Separated by commas, e.g. cousins, Leicester"
              {...fieldProps("tags", form)}
            />
          </div>
        </TitledSection>
        <TitledSection id="people-heading" title="People" className="space-y-4">
          {Array.from({ length: rows }, (_, index) => (
            <PersonRow key={index} index={index} values={shown} errors={errors} />
          ))}
        </TitledSection>
        <SaveButtons
          intent={HOUSEHOLD_INTENTS.save}
          label={isNew ? "Add household" : "Save household"}
          busy={busy}
          cancelTo="/dashboard/guests"
          cancelClassName="btn-ghost"
        >
          <IntentButton
            intent={HOUSEHOLD_INTENTS.addPerson}
            className="btn-secondary"
            disabled={busy}
          >
            <Plus className="size-4" aria-hidden /> Add another person
          </IntentButton>
        </SaveButtons>
      </CheckedForm>
    </div>
  );
}

export function DeleteHouseholdForm({ name }: { name: string }) {
  return (
    <Form method="post" className="card mt-8 p-5 sm:p-6">
      <h2 className="text-lg font-semibold">Remove this household</h2>
      <p className="mt-1 text-sm text-stone-700">
        {name}, their people, invitations and answers leave the guest list.
      </p>
      <IntentButton intent={HOUSEHOLD_INTENTS.remove} className="btn-secondary mt-3">
        <Trash2 className="size-4" aria-hidden /> Remove {name}
      </IntentButton>
    </Form>
  );
}
