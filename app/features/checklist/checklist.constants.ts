/** The checklist's intents and words (zod-free: the forms import these). */
export const CHECKLIST_INTENTS = {
  add: "add",
  template: "template",
  tick: "tick",
  untick: "untick",
  save: "save",
  remove: "delete",
} as const;

export const CHECKLIST_PATH = "/dashboard/checklist";

/** Tasks due within this many days (today included) are "due soon". */
export const DUE_SOON_DAYS = 30;

/** A wedding's checklist holds at most this many tasks. */
export const MAX_TASKS = 300;

export const TITLE_MAX = 200;
