import { z } from "zod";
import type { DietaryNeed } from "~/db/schema-weddings";
import { isRealDay, todayInLondon } from "~/lib/london-date";
import { checkboxList } from "~/lib/schema-fields";
import {
  ATTENDING,
  DIETARY_IDS,
  DIETARY_OTHER_MAX,
  MESSAGE_MAX,
  NOT_ATTENDING,
  OTHER_UNTICKED,
  rsvpField,
} from "./rsvp.constants";

export * from "./rsvp.constants";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Who answers for what: the household's people and the events it is invited to. */
export interface RsvpShape {
  people: { id: number; name: string }[];
  events: { id: number; label: string }[];
}

export interface RsvpAnswers {
  answers: { guestId: number; eventId: number; attending: boolean }[];
  dietary: { guestId: number; needs: DietaryNeed[]; other: string | null }[];
  message: string | null;
}

/**
 * The RSVP form (browser and server), made for one household's invitation: every person
 * answers for every event the household is invited to, dietary needs per person ("Other" needs
 * its words) and a message to the couple. The server builds it from the invitation as it is
 * now; a field naming anyone or anything else is refused before this (rsvp-actions.server.ts).
 */
export function rsvpSchema(shape: RsvpShape) {
  const fields: Record<string, z.ZodType> = {};
  for (const person of shape.people) {
    for (const event of shape.events) {
      fields[rsvpField.answer(person.id, event.id)] = z.enum([ATTENDING, NOT_ATTENDING], {
        error: `Please say whether ${person.name} will come to the ${event.label}`,
      });
    }
    fields[rsvpField.dietary(person.id)] = checkboxList(
      DIETARY_IDS,
      "Choose dietary needs from the list",
    );
    fields[rsvpField.dietaryOther(person.id)] = z.preprocess(
      text,
      z.string().max(DIETARY_OTHER_MAX, `Please keep this under ${DIETARY_OTHER_MAX} characters`),
    );
  }
  fields[rsvpField.message] = z.preprocess(
    text,
    z.string().max(MESSAGE_MAX, `Please keep your message under ${MESSAGE_MAX} characters`),
  );
  return z
    .object(fields)
    .superRefine(
      (input, context) => {
        for (const person of shape.people) {
          const needs = input[rsvpField.dietary(person.id)];
          const other = input[rsvpField.dietaryOther(person.id)];
          if (Array.isArray(needs) && needs.includes("other") && !other) {
            context.addIssue({
              code: "custom",
              path: [rsvpField.dietaryOther(person.id)],
              message: `Please tell us what ${person.name} cannot eat`,
            });
          }
          // Typed but Other not ticked: a caterer must hear of "coeliac", and unticking Other to
          // remove a need leaves its text in the box, so the guest says which they meant.
          if (Array.isArray(needs) && !needs.includes("other") && other) {
            context.addIssue({
              code: "custom",
              path: [rsvpField.dietaryOther(person.id)],
              message: OTHER_UNTICKED,
            });
          }
        }
      },
      // Also when an answer is missing: every message shows at once.
      { when: () => true },
    )
    .transform(
      (input): RsvpAnswers => ({
        answers: shape.people.flatMap((person) =>
          shape.events.map((event) => ({
            guestId: person.id,
            eventId: event.id,
            attending: input[rsvpField.answer(person.id, event.id)] === ATTENDING,
          })),
        ),
        dietary: shape.people.map((person) => {
          const needs = input[rsvpField.dietary(person.id)] as DietaryNeed[];
          const other = input[rsvpField.dietaryOther(person.id)] as string;
          return {
            guestId: person.id,
            needs: [...new Set(needs)],
            other: needs.includes("other") ? other : null,
          };
        }),
        message: (input[rsvpField.message] as string) || null,
      }),
    );
}

/** The couple's RSVP deadline: a date, or blank for none. */
export const deadlineSchema = z.object({
  rsvpDeadline: z.preprocess(
    text,
    z.union([
      z.literal(""),
      z
        .string()
        .refine(isRealDay, "Please choose a date")
        // A day already gone would close every household's answers at once (a mistyped year).
        .refine((value) => value >= todayInLondon(), "The deadline cannot be in the past"),
    ]),
  ),
});
