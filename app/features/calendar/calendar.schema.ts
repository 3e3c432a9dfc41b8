import { z } from "zod";
import { optionalText } from "~/lib/schema-fields";
import { MAX_EVENTS_PER_DAY, NOTE_MAX } from "./calendar.constants";
import { isRealDay } from "./calendar-dates";

const DAY_MESSAGE = "Enter a date like 14/08/2027";

const day = z.string({ error: DAY_MESSAGE }).trim().refine(isRealDay, DAY_MESSAGE);

/** Marking a day unavailable: the day and the owner's private note. */
export const markDaySchema = z.object({
  day,
  note: optionalText(NOTE_MAX, `Please keep the note under ${NOTE_MAX} characters`),
});

/** Making a day available again. */
export const freeDaySchema = z.object({ day });

const CAPACITY_MESSAGE = `Enter a number from 1 to ${MAX_EVENTS_PER_DAY}`;

/** How many events a day the business can take. */
export const capacitySchema = z.object({
  eventsPerDay: z
    .string({ error: CAPACITY_MESSAGE })
    .trim()
    .regex(/^\d{1,2}$/, CAPACITY_MESSAGE)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_EVENTS_PER_DAY, CAPACITY_MESSAGE),
});
