import { z } from "zod";
import { isRealDay } from "~/lib/london-date";
import { requiredText } from "~/lib/schema-fields";
import { TITLE_MAX } from "./checklist.constants";

export * from "./checklist.constants";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A task as the add and edit forms write it (browser and server). */
export const taskSchema = z.object({
  title: requiredText(
    "Give the task a title",
    TITLE_MAX,
    `Please keep the title under ${TITLE_MAX} characters`,
  ),
  eventId: z.preprocess(
    text,
    z
      .union([z.literal(""), z.string().regex(/^\d{1,9}$/, "Choose an event from the list")])
      .transform((value) => (value ? Number(value) : null)),
  ),
  dueDate: z.preprocess(
    text,
    z
      .union([z.literal(""), z.string().refine(isRealDay, "Enter a date like 14/02/2027")])
      .transform((value) => value || null),
  ),
  assignee: z.preprocess(
    text,
    z
      .union([
        z.literal(""),
        z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "Choose someone from the list"),
      ])
      .transform((value) => value || null),
  ),
});

export type TaskInput = z.infer<typeof taskSchema>;
