import { data } from "react-router";
import { db } from "~/db/client.server";
import { requireBusiness, requireCouple } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { getPublicVendor } from "~/features/vendors/vendors.server";
import { formValues, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { intentSchema, readIntent } from "~/lib/intent";
import type { ToastMessage } from "~/lib/toast-message";
import { OWNER_REVIEW_INTENTS, REVIEW_INTENTS } from "./review.constants";
import { ownerReviewActionSchema, reviewSchema, withinEditWindow } from "./review.schema";
import { reviewerAccount } from "./review-read.server";
import {
  bookingStanding,
  deleteReview,
  eligibleEnquiry,
  ownReview,
  replyToReview,
  reportReview,
  reviewForOwner,
  reviewOpensMessage,
  saveReview,
} from "./reviews.server";

/**
 * The routes' loaders and actions for reviews: the couple's form at /vendor/{id}/review (write,
 * edit, delete) and the owner's reply and report at /business/reviews/{id}. Anyone without the
 * right gets 403 and nothing is stored.
 */

const reviewIntent = intentSchema(Object.values(REVIEW_INTENTS));
const ownerIntent = intentSchema(Object.values(OWNER_REVIEW_INTENTS));

const NOT_ELIGIBLE = "You can only review a business you have had an answered enquiry with.";
const refused = () => data(NOT_ELIGIBLE, { status: 403 });

/**
 * Only a couple (requireCouple) with an eligible thread, or a review already written, gets this
 * far: which threads make a couple eligible is this area's rule, so it stays here.
 */
async function reviewerOf(request: Request, vendorId: number) {
  const person = await requireCouple(request, NOT_ELIGIBLE);
  // Either partner writes the couple's one review, under the plan's account.
  const accountId = await reviewerAccount(person);
  if (!accountId) throw refused();
  const couple = { ...person, id: accountId };
  const [enquiryId, own] = await Promise.all([
    eligibleEnquiry(db, couple.id, vendorId),
    ownReview(couple.id, vendorId),
  ]);
  if (!enquiryId && !own) throw refused();
  return { couple, own };
}

export async function loadReviewForm(request: Request, vendorId: number) {
  const listing = await getPublicVendor(vendorId);
  if (!listing) throw data("Vendor not found", { status: 404 });
  const { own, couple } = await reviewerOf(request, vendorId);
  const booked = await bookingStanding(db, couple.id, vendorId);
  const values = own && {
    rating: String(own.rating),
    quality: String(own.quality),
    value: String(own.value),
    responsiveness: String(own.responsiveness),
    professionalism: String(own.professionalism),
    title: own.title,
    body: own.body,
    event: own.event,
    serviceMonth: own.serviceMonth.slice(0, 7),
  };
  return {
    vendor: { id: vendorId, name: listing.name },
    own: own && {
      status: own.status,
      canEdit: withinEditWindow(own.createdAt),
      rejectReason: own.rejectReason,
    },
    values,
    notYet: booked.lastDay ? reviewOpensMessage(booked.lastDay) : null,
    bookedThroughSaath: Boolean(booked.bookingId),
  };
}

export async function reviewAction(request: Request, vendorId: number) {
  const { couple, own } = await reviewerOf(request, vendorId);
  const form = await request.formData();
  const page = `/vendor/${vendorId}`;
  switch (readIntent(reviewIntent, form, REVIEW_INTENTS.save)) {
    case REVIEW_INTENTS.remove:
      if (!(await deleteReview(couple, vendorId))) throw data("Not found", { status: 404 });
      return redirectWithToast(
        page,
        { title: "Review deleted", variant: "success" },
        { status: 303 },
      );
    case REVIEW_INTENTS.save:
      return saveOwnReview(request, form, couple, vendorId, Boolean(own));
    default:
      throw data("That action was not understood.", { status: 400 });
  }
}

async function saveOwnReview(
  request: Request,
  form: FormData,
  couple: SessionUser,
  vendorId: number,
  hadOne: boolean,
) {
  const page = `/vendor/${vendorId}`;
  const parsed = parseForm(reviewSchema, formValues(form));
  if (!parsed.ok) return replyInvalid(request, parsed);
  const result = await saveReview(couple, vendorId, parsed.data);
  if (!result.ok) {
    if (result.reason === "not-eligible") throw refused();
    if (result.reason === "before-event") {
      return reply(
        request,
        { formError: reviewOpensMessage(result.lastDay), values: parsed.values },
        409,
      );
    }
    return reply(
      request,
      {
        formError: "Reviews can only be edited for 30 days after they are written.",
        values: parsed.values,
      },
      409,
    );
  }
  return redirectWithToast(
    page,
    {
      title: hadOne ? "Review updated" : "Review sent",
      description:
        "Thank you. It will appear once our team has checked it, usually within two days.",
      variant: "success",
    },
    { status: 303 },
  );
}

/** The owner's page for one review of their listing: 403 for anyone else. */
export async function loadOwnerReview(request: Request, reviewId: number) {
  const owner = await requireBusiness(request);
  const found = await reviewForOwner(owner, reviewId);
  if (!found) throw data("Forbidden", { status: 403 });
  return { review: found };
}

/** The owner's reply (intent "reply") and report (intent "report") on a published review. */
export async function ownerReviewAction(request: Request, reviewId: number) {
  const actor = await requireBusiness(request);
  const form = await request.formData();
  const intent = readIntent(ownerIntent, form);
  if (!intent) throw data("That action was not understood.", { status: 400 });
  const parsed = parseForm(ownerReviewActionSchema, formValues(form));
  if (!parsed.ok) return replyInvalid(request, parsed, { intent } as never);
  const input = parsed.data;
  let vendorId: number | null;
  let toast: ToastMessage;
  switch (input.intent) {
    case OWNER_REVIEW_INTENTS.reply:
      vendorId = await replyToReview(actor, reviewId, input.reply);
      toast = { title: "Reply published", variant: "success" };
      break;
    case OWNER_REVIEW_INTENTS.report:
      vendorId = await reportReview(actor, reviewId, input.reason);
      toast = {
        title: "Review reported",
        description: "It stays visible until our team decides.",
        variant: "success",
      };
      break;
  }
  if (!vendorId) throw data("Forbidden", { status: 403 });
  return redirectWithToast(`/vendor/${vendorId}#review-${reviewId}`, toast, { status: 303 });
}
