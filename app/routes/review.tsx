import { Form, Link } from "react-router";
import {
  REJECT_REASONS,
  REVIEW_INTENTS,
  type RejectReason,
} from "~/features/reviews/review.constants";
import { loadReviewForm, reviewAction } from "~/features/reviews/review-actions.server";
import { ReviewForm } from "~/features/reviews/review-form";
import { keepsTyped } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { privatePage } from "~/lib/seo";
import { BackLink } from "~/ui/back-link";
import { FormError, Notice } from "~/ui/form";
import type { Route } from "./+types/review";

/** A couple's review of a vendor: write it, edit it for 30 days, delete it at any time. Only a
 * couple with an answered (or booked) enquiry thread gets here; anyone else gets 403. */
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadReviewForm(request, idParam(params.vendorId));
}

export const action = keepsTyped(async ({ params, request }: Route.ActionArgs) => {
  return reviewAction(request, idParam(params.vendorId));
});

const STATUS_TEXT = {
  pending: "Your review is waiting to be checked by our team.",
  published: "Your review is published. An edit goes back to our team before it appears.",
  rejected: "Your review was not published.",
} as const;

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, own, values, notYet, bookedThroughSaath } = loaderData;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <BackLink to={`/vendor/${vendor.id}#reviews`}>Back to {vendor.name}</BackLink>
      <h1 className="text-3xl font-bold">
        {own ? "Your review of" : "Review"} {vendor.name}
      </h1>
      <p className="mt-2 text-stone-700">
        Please read{" "}
        <Link to="/faq#how-reviews-work" className="font-semibold text-brand-700 underline">
          how reviews work
        </Link>{" "}
        before you write.
      </p>
      {own ? (
        <div className="mt-4">
          <Notice>
            {STATUS_TEXT[own.status]}
            {own.status === "rejected" && own.rejectReason
              ? ` Reason: ${REJECT_REASONS[own.rejectReason as RejectReason] ?? own.rejectReason}.`
              : ""}
            {own.canEdit ? "" : " The 30 days for editing have passed; you can still delete it."}
          </Notice>
        </div>
      ) : null}
      {notYet ? (
        <div className="mt-4">
          <Notice>{notYet}</Notice>
        </div>
      ) : bookedThroughSaath ? (
        <p className="mt-4 font-semibold text-emerald-800">
          You booked {vendor.name} through Saath: your review will show “Booked through Saath”.
        </p>
      ) : null}
      {!notYet && (!own || own.canEdit) ? (
        <div className="card mt-6 p-5 sm:p-8">
          <ReviewForm result={actionData} values={values} editing={Boolean(own)} />
        </div>
      ) : null}
      {own ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value={REVIEW_INTENTS.remove} />
          {own.canEdit ? null : (
            <FormError>
              {actionData?.values?.intent === REVIEW_INTENTS.remove ? actionData.formError : null}
            </FormError>
          )}
          <button type="submit" className="btn-secondary text-red-800">
            Delete my review
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  privatePage(args.loaderData ? `Review ${args.loaderData.vendor.name}` : "Review", args);
