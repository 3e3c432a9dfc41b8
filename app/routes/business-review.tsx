import { Form } from "react-router";
import {
  OWNER_REVIEW_INTENTS,
  REJECT_REASONS,
  REPLY_MAX,
} from "~/features/reviews/review.constants";
import { loadOwnerReview, ownerReviewAction } from "~/features/reviews/review-actions.server";
import type { FormResult } from "~/lib/form";
import { fieldProps } from "~/lib/form";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import { BackLink } from "~/ui/back-link";
import { FormError, Notice, SelectField, TextareaField } from "~/ui/form";
import { TitledSection } from "~/ui/titled-section";
import type { Route } from "./+types/business-review";

/** The listing owner's one public reply to a review (editable), and a report with a reason. */
export const loader = ({ params, request }: Route.LoaderArgs) =>
  loadOwnerReview(request, idParam(params.reviewId));

export const action = keepsTyped(({ params, request }: Route.ActionArgs) =>
  ownerReviewAction(request, idParam(params.reviewId)),
);

export default function OwnerReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  const result = actionData as (FormResult & { intent?: string }) | undefined;
  const replyForm = result?.intent === OWNER_REVIEW_INTENTS.reply ? result : undefined;
  const reportForm = result?.intent === OWNER_REVIEW_INTENTS.report ? result : undefined;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <BackLink to={`/vendor/${review.vendorId}#review-${review.id}`}>
        Back to {review.vendorName}
      </BackLink>
      <h1 className="text-3xl font-bold">Review of {review.vendorName}</h1>
      <div className="card mt-6 p-5">
        <p className="font-semibold">
          {review.rating} out of 5: {review.title}
        </p>
        <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{review.body}</p>
      </div>
      <TitledSection
        id="reply-heading"
        title={review.reply ? "Edit your public reply" : "Reply publicly"}
        className="mt-8"
      >
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value={OWNER_REVIEW_INTENTS.reply} />
          <FormError>{replyForm?.formError}</FormError>
          <TextareaField
            label="Your reply"
            rows={5}
            maxLength={REPLY_MAX}
            hint="Shown under the review on your page. You can change it later."
            {...fieldProps("reply", {
              errors: replyForm?.errors,
              values: replyForm?.values ?? { reply: review.reply ?? "" },
            })}
          />
          <button type="submit" className="btn-primary">
            Publish reply
          </button>
        </Form>
      </TitledSection>
      <TitledSection id="report-heading" title="Report this review" className="mt-10">
        {review.reportStatus === "open" ? (
          <div className="mt-3">
            <Notice>You have reported this review. It stays visible until our team decides.</Notice>
          </div>
        ) : (
          <Form method="post" className="mt-3 space-y-4">
            <input type="hidden" name="intent" value={OWNER_REVIEW_INTENTS.report} />
            <FormError>{reportForm?.formError}</FormError>
            <p className="text-sm text-stone-700">
              We never take a review down because it is negative. It stays visible until our team
              decides.
            </p>
            <SelectField
              label="Reason"
              placeholder="Choose a reason"
              options={Object.entries(REJECT_REASONS).map(([value, label]) => ({ value, label }))}
              {...fieldProps("reason", { errors: reportForm?.errors, values: reportForm?.values })}
            />
            <button type="submit" className="btn-secondary">
              Report review
            </button>
          </Form>
        )}
      </TitledSection>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Review", args);
