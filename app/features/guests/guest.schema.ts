import { z } from "zod";
import { ID_PATTERN } from "~/lib/id-param";
import { checkboxList } from "~/lib/schema-fields";
import {
  DIETARY_IDS,
  isPhoneNumber,
  LIMITS,
  normaliseGroup,
  PHONE_MESSAGE,
  personField,
  personIndexes,
  SIDES,
  splitTags,
} from "./guest.constants";
import type { HouseholdFields, PersonFields } from "./guest.types";
import { OTHER_UNTICKED } from "./rsvp.constants";

export * from "./guest.constants";

/**
 * The household form (browser and server): a household and its people, posted as flat fields
 * (`householdName`, `people[0].name`, `people[0].dietary`…) so that it works as a plain form.
 * A person's messages are keyed by their field's own name, so each shows next to its field.
 */

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(text, z.string().max(max, tooLong));

const optionalEmail = z.preprocess(
  text,
  z
    .string()
    .max(LIMITS.email, "That e-mail address is too long")
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      "Enter an e-mail address like name@example.com",
    ),
);

const optionalPhone = z.preprocess(
  text,
  z.string().refine((value) => value === "" || isPhoneNumber(value), PHONE_MESSAGE),
);

const tagsField = z.preprocess(
  text,
  z
    .string()
    .transform(splitTags)
    .refine((tags) => tags.length <= LIMITS.tags, `Up to ${LIMITS.tags} tags, please`)
    .refine(
      (tags) => tags.every((tag) => tag.length <= LIMITS.tag),
      `Keep each tag under ${LIMITS.tag} characters`,
    ),
);

const personSchema = z.object({
  id: z.preprocess(
    text,
    z.union([z.literal(""), z.string().regex(ID_PATTERN, "Not one of your guests")]),
  ),
  name: optionalText(LIMITS.personName, `Keep the name under ${LIMITS.personName} characters`),
  age: z.preprocess(
    (value) => text(value) || "adult",
    z.enum(["adult", "child"], { error: "Choose adult or child" }),
  ),
  email: optionalEmail,
  phone: optionalPhone,
  dietary: checkboxList(DIETARY_IDS, "Choose dietary needs from the list"),
  dietaryOther: optionalText(
    LIMITS.dietaryOther,
    `Keep this under ${LIMITS.dietaryOther} characters`,
  ),
  accessibility: optionalText(LIMITS.notes, `Keep the notes under ${LIMITS.notes} characters`),
  remove: z.preprocess((value) => text(value) !== "", z.boolean()),
});

type PersonRow = z.infer<typeof personSchema>;

function personInput(input: Record<string, unknown>, index: number) {
  const row: Record<string, unknown> = {};
  for (const field of Object.keys(personSchema.shape)) {
    row[field] = input[personField(index, field)];
  }
  return row;
}

const isBlank = (row: PersonRow) =>
  !row.name &&
  !row.email &&
  !row.phone &&
  !row.dietaryOther &&
  !row.accessibility &&
  row.dietary.length === 0;

export interface PersonInput extends PersonFields {
  /** An existing person of the household; none for someone new. */
  id: number | null;
}

export interface HouseholdInput extends HouseholdFields {
  people: PersonInput[];
  /** Existing people ticked "Remove". */
  removedIds: number[];
}

const asPerson = (row: PersonRow): PersonInput => ({
  id: row.id ? Number(row.id) : null,
  name: row.name.replace(/\s+/g, " "),
  isChild: row.age === "child",
  email: row.email || null,
  phone: row.phone || null,
  dietary: row.dietary,
  dietaryOther: row.dietary.includes("other") ? row.dietaryOther || null : null,
  accessibility: row.accessibility || null,
});

export const householdSchema = z
  .looseObject({
    householdName: z.preprocess(
      text,
      z
        .string()
        .min(1, "Enter the household's name, e.g. The Patel family")
        .min(2, "The name must be at least 2 characters")
        .max(LIMITS.householdName, `Keep the name under ${LIMITS.householdName} characters`),
    ),
    address: optionalText(LIMITS.address, `Keep the address under ${LIMITS.address} characters`),
    email: optionalEmail,
    phone: optionalPhone,
    side: z.preprocess(
      (value) => text(value) || "both",
      z.enum(SIDES, { error: "Choose whose side they are" }),
    ),
    group: optionalText(LIMITS.group, `Keep the group under ${LIMITS.group} characters`),
    tags: tagsField,
  })
  .superRefine((input, ctx) => {
    const indexes = personIndexes(input);
    let named = 0;
    for (const index of indexes) {
      const path = (field: string) => [personField(index, field)];
      if (index >= LIMITS.people) {
        ctx.addIssue({
          code: "custom",
          path: path("name"),
          message: `A household can have up to ${LIMITS.people} people`,
        });
        continue;
      }
      const raw = personInput(input, index);
      const parsed = personSchema.safeParse(raw);
      if (!parsed.success) {
        if (text(raw.name)) named++;
        for (const issue of parsed.error.issues) {
          ctx.addIssue({
            code: "custom",
            path: path(String(issue.path[0])),
            message: issue.message,
          });
        }
        continue;
      }
      const row = parsed.data;
      if (row.remove && row.id) continue;
      // Text in the box without Other ticked is neither kept silently nor dropped silently (the
      // box keeps a saved need's text when Other is unticked to remove it): the person chooses.
      if (row.dietaryOther && !row.dietary.includes("other")) {
        ctx.addIssue({ code: "custom", path: path("dietaryOther"), message: OTHER_UNTICKED });
      }
      if (row.name.length === 1) {
        ctx.addIssue({
          code: "custom",
          path: path("name"),
          message: "Enter at least 2 characters",
        });
      } else if (row.name) named++;
      else if (row.id) {
        ctx.addIssue({
          code: "custom",
          path: path("name"),
          message: "Enter their name, or tick Remove",
        });
      } else if (!isBlank(row)) {
        ctx.addIssue({ code: "custom", path: path("name"), message: "Enter this person's name" });
      }
    }
    if (named === 0) {
      ctx.addIssue({
        code: "custom",
        path: [personField(indexes[0] ?? 0, "name")],
        message: "Add at least one person to the household",
      });
    }
  })
  .transform((input): HouseholdInput => {
    const people: PersonInput[] = [];
    const removedIds: number[] = [];
    for (const index of personIndexes(input)) {
      const row = personSchema.parse(personInput(input, index));
      if (row.remove && row.id) removedIds.push(Number(row.id));
      else if (row.name) people.push(asPerson(row));
    }
    return {
      name: input.householdName.replace(/\s+/g, " "),
      address: input.address || null,
      email: input.email || null,
      phone: input.phone || null,
      side: input.side,
      groupName: input.group ? normaliseGroup(input.group) : null,
      tags: input.tags,
      people,
      removedIds,
    };
  });

/** The import's column matching: a column for each field, the name's required. */
const column = z.preprocess(
  text,
  z.union([z.literal(""), z.string().regex(/^\d{1,2}$/, "Choose a column from the list")]),
);

export const importMappingSchema = z.looseObject({
  "map-household": column,
  "map-name": z.preprocess(
    text,
    z
      .string()
      .min(1, "Choose the column that holds each guest's name")
      .regex(/^\d{1,2}$/, "Choose a column from the list"),
  ),
  "map-surname": column,
  "map-side": column,
  "map-group": column,
  "map-tags": column,
  "map-email": column,
  "map-phone": column,
  "map-address": column,
  "map-child": column,
  "map-dietary": column,
  "map-notes": column,
});

/** Who a bulk invitation is for: "everyone", "side:partner1", "group:family" or "tag:cousins". */
export const inviteGroupSchema = z.object({
  who: z.preprocess(
    text,
    z
      .string()
      .min(1, "Choose who to invite")
      .refine(
        (value) =>
          value === "everyone" ||
          /^side:(partner1|partner2|both)$/.test(value) ||
          /^(group|tag):.{1,40}$/.test(value),
        "Choose who to invite from the list",
      ),
  ),
});
