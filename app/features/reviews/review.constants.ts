/**
 * The review forms' limits, labels and words. No zod here: the vendor page's reviews import
 * these, and the schemas (review.schema.ts) load only when a form is used (decision 026).
 */

export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const BODY_MIN = 50;
export const BODY_MAX = 3000;
export const REPLY_MAX = 1500;
export const EDIT_DAYS = 30;
export const REVIEWS_PAGE = 10;

export const SUB_SCORES = [
  { name: "quality", label: "Quality of service" },
  { name: "value", label: "Value for money" },
  { name: "responsiveness", label: "Responsiveness" },
  { name: "professionalism", label: "Professionalism" },
] as const;
export type SubScore = (typeof SUB_SCORES)[number]["name"];

/** Why an admin takes a review down (or never publishes it): the only reasons there are. */
export const REJECT_REASONS = {
  "not-real": "Not a real experience",
  "personal-data": "Contains personal data",
  offensive: "Offensive",
  "off-topic": "Off topic",
  duplicate: "Duplicate",
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;
export const REJECT_REASON_IDS = Object.keys(REJECT_REASONS) as [RejectReason, ...RejectReason[]];

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const SORT_LABELS: Record<ReviewSort, string> = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
};

/** The couple's first names only: "Asha & Dev", or "A couple" once they have left Saath. */
export function coupleFirstNames(name: string | null, partner: string | null) {
  const first = (value: string | null) => value?.trim().split(/\s+/)[0] ?? "";
  const names = [first(name), first(partner)].filter(Boolean);
  return names.length ? names.join(" & ") : "A couple";
}

/** Whether a review written at `createdAt` may still be edited at `now`. */
export function withinEditWindow(createdAt: Date, now = new Date()) {
  return now.getTime() - createdAt.getTime() <= EDIT_DAYS * 24 * 60 * 60 * 1000;
}

export const REVIEW_FIELDS_HINT =
  "Every field is needed. Reviews are checked by our team before they appear, and only your first names are shown.";

/** What the couple's review form posts as `intent` (review-actions.server.ts `reviewAction`). */
export const REVIEW_INTENTS = { save: "save", remove: "delete" } as const;

/** What the owner's forms on /business/reviews/{id} post (`ownerReviewAction`). */
export const OWNER_REVIEW_INTENTS = { reply: "reply", report: "report" } as const;
