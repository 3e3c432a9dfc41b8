/**
 * The enquiry forms' limits, labels and words. No zod here: the vendor page and the inboxes
 * import these, and the schemas (enquiry.schema.ts) load only when a form is used (decision 026).
 */
import type { EnquiryStatus } from "~/db/schema";
import type { FormResult } from "~/lib/form";

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;
export const REPLY_MAX = 2000;
/** New threads one couple may open in an hour. */
export const NEW_ENQUIRIES_PER_HOUR = 10;
/** The most vendors one shortlist enquiry goes to. */
export const GROUP_MAX = 5;
/** RATE_RULES.reply: replies one account may send in 15 minutes, across its threads. */
/** An enquiry post over the same budget as replies (each vendor's e-mail counted). */
export const MESSAGE_LIMIT_MESSAGE =
  "You've sent 40 messages in the last 15 minutes. Please wait a little before sending more.";
export const REPLY_LIMIT_MESSAGE =
  "You've sent 40 replies in the last 15 minutes. Please wait a little before sending more.";
/** A couple whose messages were reported as spam and stopped by an admin: no new enquiry, no reply. */
export const BLOCKED_MESSAGE =
  "This account can no longer send enquiries. If you think this is a mistake, please contact us.";
export const OTHER_EVENT = "Other";

export const ENQUIRY_TOASTS = {
  loginRequired: {
    title: "Login Required",
    description: "Please login to contact vendors",
    variant: "destructive",
  },
} as const;

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  replied: "Replied",
  quote_sent: "Quote sent",
  booked: "Booked",
  declined: "Declined",
};

/** Statuses a vendor sets by hand ("Replied" comes with the first reply). */
export const VENDOR_STATUSES = ["new", "replied", "quote_sent", "booked", "declined"] as const;

export type EnquiryFormResult = FormResult & { events?: string[] };

/** What a thread's buttons post as `intent` (thread-actions.server.ts `threadAction`). */
export const THREAD_INTENTS = {
  reply: "reply",
  close: "close",
  status: "status",
  report: "report",
} as const;
