/**
 * The contact form's topics and answers. No zod here: the page imports these, and the schema
 * (contact.schema.ts) loads only when the form is used (decision 026).
 */

export const CONTACT_TOPICS = [
  "Planning my wedding",
  "Listing or claiming a business",
  "A problem with a listing",
  "My account or my data",
  "Something else",
] as const;

/** What the form says after sending; shared because the page shows it too. */
export const CONTACT_MESSAGES = {
  sent: "Thank you for getting in touch. We reply to most messages within two working days.",
  tooMany: "You've sent several messages in a short time. Please wait a few minutes and try again.",
  failed: "Sorry, we couldn't send your message just now. Please try again, or email us directly.",
} as const;
