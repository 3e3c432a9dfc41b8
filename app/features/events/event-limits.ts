/**
 * How many events a couple plans: a module of its own so the heart's and the enquiry form's
 * schemas can check against it without the event types' lists in their scripts.
 */

/** Sign-up names up to five events plus the reception (spec §10). */
export const MAX_EVENTS = 5;
/**
 * After sign-up a couple may add events up to ten in all, the reception included: many Punjabi
 * and Gujarati weddings have more than six (decisions.md, "The wedding is shared…").
 */
export const MAX_EVENTS_IN_ALL = 10;
