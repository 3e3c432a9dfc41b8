/** The budget page's intents and words (zod-free: the forms import these). */
export const BUDGET_INTENTS = {
  plan: "plan",
  cost: "cost",
  remove: "remove",
  paid: "paid",
  payment: "payment",
} as const;

export const BUDGET_PATH = "/dashboard/budget";

/** "Whole wedding" in the event list: a budget line for no one event. */
export const WHOLE_WEDDING = "wedding";

export const SUPPLIER_MAX = 100;

/** A reminder goes this many days before a payment is due (once). */
export const REMIND_DAYS_BEFORE = 7;

export const AMOUNT_MESSAGE = "Enter an amount in pounds, like 1,250.50";
