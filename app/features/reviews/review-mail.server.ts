import { eq } from "drizzle-orm";
import { getEnv } from "~/config.server";
import type { Executor } from "~/db/client.server";
import { user, vendor } from "~/db/schema";
import { review } from "~/db/schema-reviews";
import { type DecisionWording, sendDecisionNotice } from "~/features/mail/mail.server";
import { REJECT_REASONS, type RejectReason } from "./review.schema";

type Outcome = "approved" | "rejected" | "removed";

/**
 * The author hears of every decision on their review: published, not published (with the
 * reason), or taken down after a report. Queued in the decision's transaction `tx`, so the
 * decision and its e-mail commit together; the mail worker sends it.
 */
export async function sendReviewDecision(tx: Executor, id: number, outcome: Outcome) {
  await sendDecisionNotice(`review ${outcome}`, tx, async (tx) => {
    const [row] = await tx
      .select({
        email: user.email,
        name: user.name,
        vendorId: review.vendorId,
        vendorName: vendor.name,
        title: review.title,
        reason: review.rejectReason,
      })
      .from(review)
      .innerJoin(user, eq(user.id, review.coupleId))
      .innerJoin(vendor, eq(vendor.id, review.vendorId))
      .where(eq(review.id, id));
    if (!row) return undefined;
    const reason = REJECT_REASONS[row.reason as RejectReason] ?? "It did not meet our rules";
    return {
      to: row.email,
      name: row.name,
      wording: {
        ...wording(row.vendorName, row.title, reason)[outcome],
        action: {
          label: outcome === "approved" ? "See your review" : "Read how reviews work",
          url:
            outcome === "approved"
              ? `${getEnv().BASE_URL}/vendor/${row.vendorId}#reviews`
              : `${getEnv().BASE_URL}/faq#how-reviews-work`,
        },
      },
      footer: "You are receiving this because you reviewed a business on Saath.",
    };
  });
}

function wording(
  vendorName: string,
  title: string,
  reason: string,
): Record<Outcome, DecisionWording> {
  return {
    approved: {
      subject: `Your review of ${vendorName} is published`,
      heading: "Your review is live",
      paragraphs: [
        `Thank you for reviewing ${vendorName}. Your review "${title}" is now on their page for other couples to read.`,
      ],
    },
    rejected: {
      subject: `Your review of ${vendorName} was not published`,
      heading: "We could not publish your review",
      paragraphs: [
        `We read your review "${title}" of ${vendorName} and could not publish it. The reason: ${reason}.`,
        "We never remove a review for being negative. You can edit your review within 30 days of writing it, and it will be checked again.",
      ],
    },
    removed: {
      subject: `Your review of ${vendorName} was taken down`,
      heading: "Your review was taken down",
      paragraphs: [
        `${vendorName} reported your review "${title}" and we have taken it down. The reason: ${reason}.`,
        "We never remove a review for being negative.",
      ],
    },
  };
}
