import { z } from "zod";
import { todayInLondon } from "~/lib/london-date";
import { requiredText } from "~/lib/schema-fields";
import {
  BODY_MAX,
  BODY_MIN,
  OWNER_REVIEW_INTENTS,
  REJECT_REASON_IDS,
  REPLY_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from "./review.constants";

export * from "./review.constants";

/**
 * The review forms' schemas (issue 13), shared by the browser's check and the actions. Whole
 * stars only; the text is plain text, never rendered as HTML.
 */

const stars = (label: string) =>
  z.coerce
    .number({ error: `Choose ${label} from 1 to 5 stars` })
    .int(`Choose ${label} from 1 to 5 stars`)
    .min(1, `Choose ${label} from 1 to 5 stars`)
    .max(5, `Choose ${label} from 1 to 5 stars`);

/** "2025-06" from a month input; not after London's current month. */
const serviceMonth = z
  .string({ error: "Enter the month of the service" })
  .trim()
  .min(1, "Enter the month of the service")
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Enter the month as YYYY-MM, for example 2025-06")
  .refine((value) => value <= todayInLondon().slice(0, 7), {
    message: "The month of the service cannot be in the future",
  })
  .refine((value) => value >= "2000-01", { message: "Enter a month from 2000 onwards" });

export const reviewSchema = z.object({
  rating: stars("an overall rating"),
  quality: stars("a score for quality of service"),
  value: stars("a score for value for money"),
  responsiveness: stars("a score for responsiveness"),
  professionalism: stars("a score for professionalism"),
  title: z
    .string({ error: "Give your review a title" })
    .trim()
    .min(TITLE_MIN, `The title must be at least ${TITLE_MIN} characters`)
    .max(TITLE_MAX, `The title must be ${TITLE_MAX} characters or fewer`),
  body: z
    .string({ error: "Write your review" })
    .trim()
    .min(BODY_MIN, `Your review must be at least ${BODY_MIN} characters`)
    .max(BODY_MAX, `Your review must be ${BODY_MAX.toLocaleString("en-GB")} characters or fewer`),
  event: z
    .string({ error: "Say which event it was for" })
    .trim()
    .min(2, "Say which event it was for")
    .max(100, "The event must be 100 characters or fewer"),
  serviceMonth,
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const ownerReplySchema = z.object({
  reply: requiredText(
    "Write your reply",
    REPLY_MAX,
    `Your reply must be ${REPLY_MAX.toLocaleString("en-GB")} characters or fewer`,
  ).min(2, "Write your reply"),
});

export const reportReviewSchema = z.object({
  reason: z.enum(REJECT_REASON_IDS, { error: "Choose why you are reporting this review" }),
});

/** The owner's two posts on a published review: a reply, or a report to the admins. */
export const ownerReviewActionSchema = z.discriminatedUnion("intent", [
  ownerReplySchema.extend({ intent: z.literal(OWNER_REVIEW_INTENTS.reply) }),
  reportReviewSchema.extend({ intent: z.literal(OWNER_REVIEW_INTENTS.report) }),
]);

export const rejectReviewSchema = z.object({
  id: z.coerce.number().int().positive(),
  reason: z.enum(REJECT_REASON_IDS, { error: "Choose a reason" }),
});
