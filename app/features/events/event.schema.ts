import { z } from "zod";
import { CATEGORIES } from "~/features/vendors/categories";
import { isRealDay } from "~/lib/london-date";
import { parsePostcode } from "~/lib/postcode";
import { checkboxList, optionalWholeNumber } from "~/lib/schema-fields";
import { EVENT_TYPE_IDS } from "./event-types";

const CATEGORY_IDS = CATEGORIES.map((category) => category.id) as [string, ...string[]];

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** One event as the profile's event form edits it (browser and server). */
export const eventSchema = z
  .object({
    type: z.preprocess(
      text,
      z
        .string()
        .min(1, "Choose the kind of event")
        .pipe(z.enum(EVENT_TYPE_IDS, { error: "Choose the kind of event" })),
    ),
    customName: z.preprocess(
      text,
      z.string().max(100, "Please keep the name under 100 characters"),
    ),
    eventDate: z.preprocess(
      text,
      z.string().refine(isRealDay, "Please choose the date of the event"),
    ),
    startTime: z.preprocess(
      text,
      z.union([
        z.literal(""),
        z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time like 18:30"),
      ]),
    ),
    venue: z.preprocess(text, z.string().max(150, "Please keep this under 150 characters")),
    postcode: z.preprocess(
      text,
      z
        .string()
        .max(10, "Enter a UK postcode or its first half, e.g. LE4 or LE4 5LN")
        .refine(
          (value) => value === "" || parsePostcode(value) !== null,
          "Enter a UK postcode or its first half, e.g. LE4 or LE4 5LN",
        ),
    ),
    guests: optionalWholeNumber(1, 10_000, "Enter a number of guests between 1 and 10,000"),
    dressNotes: z.preprocess(
      text,
      z.string().max(500, "Please keep the notes for guests under 500 characters"),
    ),
    needs: checkboxList(CATEGORY_IDS, "Choose categories from the list"),
  })
  .refine((input) => input.type !== "other" || input.customName.length >= 2, {
    path: ["customName"],
    message: "Please name this event",
  });

export type EventInput = z.infer<typeof eventSchema>;
