/**
 * The family page's and the join page's intents (zod-free: the forms import these; the schemas
 * load only when a form is used).
 */
export const FAMILY_INTENTS = {
  invite: "invite",
  resend: "resend",
  cancel: "cancel",
  remove: "remove",
  leave: "leave",
} as const;

export const JOIN_INTENTS = { accept: "accept", create: "create" } as const;

/** Where the family page lives (the dashboard's invitation card posts there too). */
export const FAMILY_PATH = "/dashboard/family";
