import type { DietaryNeed } from "~/db/schema-weddings";

/**
 * The RSVP side's words, names and limits (zod-free, so the pages import them without zod):
 * the guest's page at /rsvp/{token} and the couple's invitations page.
 */

/** The dietary needs in the order the RSVP form lists them, with the words a guest reads. */
export const DIETARY_LABELS = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  jain: "Jain",
  halal: "Halal",
  "no-onion-garlic": "No onion or garlic",
  eggless: "Eggless",
  "nut-allergy": "Nut allergy",
  other: "Other",
} as const satisfies Record<DietaryNeed, string>;

export const DIETARY_IDS = Object.keys(DIETARY_LABELS) as [DietaryNeed, ...DietaryNeed[]];

export const MESSAGE_MAX = 2000;
export const DIETARY_OTHER_MAX = 200;

/** How long a household's link keeps working after the wedding's last event (London days). */
export const LINK_DAYS_AFTER_LAST_EVENT = 30;

/**
 * The RSVP form's field names: one radio group per person and event, the dietary checkboxes
 * and the "other" text per person. Ids, not names, so a guest's name never becomes a field.
 */
export const rsvpField = {
  answer: (guestId: number, eventId: number) => `attend-${guestId}-${eventId}`,
  dietary: (guestId: number) => `diet-${guestId}`,
  dietaryOther: (guestId: number) => `diet-other-${guestId}`,
  message: "message",
} as const;

/** Any field the RSVP form names after a person or an event (checked against the invitation). */
export const PERSONAL_FIELD = /^(attend-\d+-\d+|diet-\d+|diet-other-\d+)$/;

export const ATTENDING = "yes";
export const NOT_ATTENDING = "no";

export const INVITATIONS_PATH = "/dashboard/guests/invitations";

/** What the couple's invitations page can ask for. */
export const INVITATION_INTENTS = {
  deadline: "deadline",
  sendAll: "send-all",
  sendOne: "send-one",
  remind: "remind",
  renewLink: "renew-link",
} as const;

export const RSVP_MESSAGES = {
  mismatch:
    "These answers do not match your invitation. Please open your link again and answer once more.",
  closed: "The RSVP deadline has passed, so your answers can no longer be changed here.",
  expired: "This invitation has expired",
  unknown: "We could not find this invitation",
  limited: "Too many tries in a short time. Please wait a few minutes and try again.",
} as const;

/** Something typed as another dietary need while Other is not ticked (the RSVP and household forms). */
export const OTHER_UNTICKED = "Tick Other to keep this need, or clear the box";
