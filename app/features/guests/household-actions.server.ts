import { data } from "react-router";
import type { WeddingActor } from "~/features/accounts/guards.server";
import { eventLabel } from "~/features/events/event-types";
import { listEvents } from "~/features/events/events.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows, partnerNames } from "~/features/weddings/weddings.server";
import { type FormResult, formInput, formValues, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { dietaryFields, HOUSEHOLD_INTENTS, personField, personIndexes } from "./guest.constants";
import { householdSchema } from "./guest.schema";
import { getHousehold, groupsAndTags, type HouseholdView } from "./guest-list.server";
import { createHousehold, deleteHousehold, updateHousehold } from "./guests.server";

/** /dashboard/guests/households/new and /dashboard/guests/households/{id}: one household. */

const NOT_FOUND = "Household not found";

export const parseHouseholdId = (value: string | undefined) =>
  value === undefined ? null : idParam(value, NOT_FOUND);

/** The form's values for a saved household: one row per person. */
function formValuesOf(household: HouseholdView): Record<string, string> {
  const values: Record<string, string> = {
    householdName: household.name,
    address: household.address ?? "",
    email: household.email ?? "",
    phone: household.phone ?? "",
    side: household.side,
    group: household.groupName ?? "",
    tags: household.tags.join(", "),
  };
  household.people.forEach((person, index) => {
    const field = (name: string) => personField(index, name);
    values[field("id")] = String(person.id);
    values[field("name")] = person.name;
    values[field("age")] = person.isChild ? "child" : "adult";
    values[field("email")] = person.email ?? "";
    values[field("phone")] = person.phone ?? "";
    values[field("dietary")] = person.dietary.join(",");
    values[field("dietaryOther")] = person.dietaryOther ?? "";
    values[field("accessibility")] = person.accessibility ?? "";
  });
  return values;
}

export async function loadHouseholdPage({ wedding }: WeddingActor, householdId: number | null) {
  const household =
    householdId === null ? null : await getHousehold(wedding.weddingId, householdId);
  if (householdId !== null && !household) throw data(NOT_FOUND, { status: 404 });
  const [names, { groups }, events] = await Promise.all([
    partnerNames(wedding.weddingId),
    groupsAndTags(wedding.weddingId),
    listEvents(wedding.planUserId),
  ]);
  return {
    household,
    events: events.map((event) => ({ id: event.id, label: eventLabel(event) })),
    values: household ? formValuesOf(household) : { side: "both", [personField(0, "name")]: "" },
    names,
    groups,
    canChange: allows(wedding.role, "change"),
  };
}

/** What was typed, ticked dietary needs kept as "vegan,jain", to show the form again. */
function typedValues(form: FormData): Record<string, string> {
  const values = formValues(form);
  for (const key of dietaryFields(form.keys())) {
    values[key] = form
      .getAll(key)
      .filter((v) => typeof v === "string")
      .join(",");
  }
  delete values.intent;
  for (const key of Object.keys(values)) values[key] = values[key].replaceAll("\u0000", "");
  return values;
}

export interface HouseholdFormResult extends FormResult {
  /** The person rows the form shows (one more after "Add another person"). */
  rows?: number;
}

const householdIntent = intentSchema(Object.values(HOUSEHOLD_INTENTS));

export async function householdAction(
  request: Request,
  actor: WeddingActor,
  householdId: number | null,
) {
  const form = await request.formData();
  const intent = readIntent(householdIntent, form);
  if (intent === HOUSEHOLD_INTENTS.addPerson) {
    const values = typedValues(form);
    const rows = Math.max(0, ...personIndexes(values).map((i) => i + 1)) + 1;
    return reply<HouseholdFormResult>(request, { values, rows });
  }
  // Removing a saved household removes it; anything else saves the form, as a plain submit does.
  if (intent === HOUSEHOLD_INTENTS.remove && householdId !== null) {
    return removeHousehold(actor, householdId);
  }
  return saveHousehold(request, actor, householdId, form);
}

async function removeHousehold(actor: WeddingActor, householdId: number) {
  const name = await deleteHousehold(actor, householdId);
  if (name === null) throw data(NOT_FOUND, { status: 404 });
  return redirectWithToast("/dashboard/guests", {
    title: "Household removed",
    description: `${name} and their answers are no longer on your guest list.`,
  });
}

async function saveHousehold(
  request: Request,
  actor: WeddingActor,
  householdId: number | null,
  form: FormData,
) {
  const parsed = parseForm(householdSchema, formInput(form, dietaryFields(form.keys())));
  if (!parsed.ok) {
    return reply<HouseholdFormResult>(
      request,
      {
        errors: parsed.errors,
        values: typedValues(form),
        formError: "Please check the marked fields.",
      },
      400,
    );
  }
  const input = parsed.data;
  if (householdId === null) {
    await createHousehold(actor, input);
  } else {
    const updated = await updateHousehold(actor, householdId, input);
    if (!updated.ok && updated.reason === "not-found") throw data(NOT_FOUND, { status: 404 });
    if (!updated.ok) return goneWhileEditing(request, form, updated.ids);
  }
  return redirectWithToast("/dashboard/guests", {
    title: householdId === null ? "Household added" : "Household updated",
    description: `${input.name}: ${input.people.length} ${input.people.length === 1 ? "person" : "people"}.`,
    variant: "success",
  });
}

/**
 * Someone else removed people from the household while this form was open: nothing was saved.
 * The form comes back with everything typed except those people's rows, and says who went.
 */
function goneWhileEditing(request: Request, form: FormData, goneIds: number[]) {
  const values = typedValues(form);
  const gone: string[] = [];
  for (const index of personIndexes(values)) {
    if (!goneIds.includes(Number(values[personField(index, "id")]))) continue;
    gone.push(values[personField(index, "name")] || "Someone");
    for (const key of Object.keys(values)) {
      if (key.startsWith(personField(index, ""))) delete values[key];
    }
  }
  const names = gone.join(" and ");
  return reply<HouseholdFormResult>(
    request,
    {
      values,
      formError: `${names} ${gone.length === 1 ? "was" : "were"} taken off this household by someone else while you were editing it, so nothing was saved. Your other changes are below: save again to keep them.`,
    },
    409,
  );
}
