import { z } from "zod";
import { isRealDay } from "~/features/calendar/calendar-dates";
import { isOverMaxPounds, penceFromPounds } from "~/lib/money";
import { requiredText } from "~/lib/schema-fields";
import { AMOUNT_MESSAGE, SUPPLIER_MAX, WHOLE_WEDDING } from "./budget.constants";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Pounds as typed ("1,250.50", "£300") to whole pence, never a float; else the amount message. */
const toPence = (value: string, context: z.RefinementCtx) => {
  const pence = penceFromPounds(value);
  if (pence === null) {
    const message = isOverMaxPounds(value)
      ? "An amount must be £10,000,000 or less"
      : AMOUNT_MESSAGE;
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  return pence;
};

/** A required amount in pounds, as whole pence. */
const pounds = (missing: string) =>
  z.preprocess(text, z.string().min(1, missing).transform(toPence));

/** An amount in pounds that may be left empty (null). */
const optionalPounds = z.preprocess(
  text,
  z.union([z.literal("").transform(() => null), z.string().transform(toPence)]),
);

/** The event a line is for: one of the wedding's (checked by the writer) or the whole wedding. */
const eventId = z.preprocess(
  text,
  z
    .union([
      z.literal(WHOLE_WEDDING),
      z.string().regex(/^\d{1,9}$/, "Choose an event from the list"),
    ])
    .transform((value) => (value === WHOLE_WEDDING ? null : Number(value))),
);

const category = z.preprocess(
  text,
  z.string().min(1, "Choose a category").max(60, "Choose a category from the list"),
);

const DATE_MESSAGE = "Enter a date like 14/02/2027";
const optionalDay = z.preprocess(
  text,
  z.union([z.literal("").transform(() => null), z.string().refine(isRealDay, DATE_MESSAGE)]),
);

/** The couple's planned amount for an event and category. */
export const planSchema = z.object({
  eventId,
  categoryId: category,
  planned: pounds("Enter how much you plan to spend"),
});

/** A cost from a supplier found outside Saath. */
export const costSchema = z
  .object({
    eventId,
    categoryId: category,
    supplier: requiredText(
      "Enter the supplier's name",
      SUPPLIER_MAX,
      `Please keep the name under ${SUPPLIER_MAX} characters`,
    ),
    cost: pounds("Enter what they charge"),
    paid: optionalPounds,
    duePence: optionalPounds,
    dueOn: optionalDay,
  })
  .superRefine((value, context) => {
    if (value.paid !== null && value.paid > value.cost) {
      context.addIssue({
        code: "custom",
        path: ["paid"],
        message: "Paid cannot be more than the cost",
      });
    }
    // The next instalment is part of what is left to pay, never more.
    if (value.duePence !== null && value.duePence > value.cost - (value.paid ?? 0)) {
      context.addIssue({
        code: "custom",
        path: ["duePence"],
        message: "The next payment cannot be more than what is left to pay",
      });
    }
    if (value.duePence !== null && value.dueOn === null) {
      context.addIssue({ code: "custom", path: ["dueOn"], message: "Enter when it is due" });
    }
  });

/** A payment made to a supplier outside Saath (a part of what they charge). */
export const costPaymentSchema = z.object({
  amount: pounds("Enter how much you paid").refine((pence) => pence > 0, {
    message: "Enter how much you paid",
  }),
});

export type PlanInput = z.infer<typeof planSchema>;
export type CostInput = z.infer<typeof costSchema>;
