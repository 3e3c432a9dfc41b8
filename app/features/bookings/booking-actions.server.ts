import { data } from "react-router";
import type { BookingSide } from "~/db/schema-bookings";
import type { PlanUser } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import {
  acceptSchema,
  BOOKING_INTENTS,
  cancelSchema,
  declineSchema,
  paymentSchema,
  QUOTE_INTENTS,
  type QuoteFormResult,
} from "~/features/quotes/quote.schema";
import { declineQuote, otherOpenQuotes } from "~/features/quotes/quotes.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { membershipOf } from "~/features/weddings/weddings.server";
import { parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { ID_PATTERN } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { todayInLondon } from "~/lib/london-date";
import { getBooking, listBookings } from "./booking-read.server";
import { acceptQuote, cancelBooking, confirmBooking, recordPayment } from "./bookings.server";

/**
 * The booking pages' loaders and actions for both sides (mounted in each inbox area, which says
 * the side), and the quote page's accept and decline — accepting makes the booking.
 */

/** The couple's member as the session gives it: a planner or partner decides, a viewer reads. */
const memberOf = (user: SessionUser) => (user as Partial<PlanUser>).member ?? user;

async function mayDecide(user: SessionUser) {
  const membership = await membershipOf(memberOf(user).id);
  return membership?.role !== "viewer";
}

/** What the quote page adds for the couple: may they decide, and whom they could tell. */
export async function quoteDecisionData(user: SessionUser, side: BookingSide, quoteId: number) {
  if (side !== "couple") return { canDecide: false, others: [] };
  const [canDecide, others] = await Promise.all([
    mayDecide(user),
    otherOpenQuotes(user.id, quoteId),
  ]);
  return { canDecide, others };
}

const ACCEPT_REFUSALS = {
  expired: "This quote has expired. Ask the vendor for a new one.",
  "not-open": "This quote can no longer be accepted.",
  "no-date": "This enquiry has no event date. Ask the vendor to quote for your events' dates.",
  changed:
    "You changed your events' details after this quote was sent. Ask the vendor to revise it for the new ones.",
} as const;

const decideIntent = intentSchema([QUOTE_INTENTS.accept, QUOTE_INTENTS.decline]);

/** The couple (a partner or a planner) accepts or declines a quote; a viewer's post is a 403. */
export async function decideQuoteAction(
  request: Request,
  user: SessionUser,
  side: BookingSide,
  quoteId: number,
) {
  if (side !== "couple") throw data("Only the couple decides on a quote.", { status: 403 });
  const form = await request.formData();
  const intent = readIntent(decideIntent, form);
  if (!intent) throw data("That action was not understood.", { status: 400 });
  const couple = { id: user.id, member: { id: memberOf(user).id, name: memberOf(user).name } };
  if (intent === QUOTE_INTENTS.decline) {
    const parsed = parseForm(declineSchema, form);
    if (!parsed.ok) return replyInvalid(request, parsed, { intent } as QuoteFormResult);
    const done = await declineQuote(couple, quoteId, parsed.data.message ?? null);
    if (done === "not-found") throw data("Not found", { status: 404 });
    if (done === "not-open") {
      return reply<QuoteFormResult>(
        request,
        { intent, formError: ACCEPT_REFUSALS["not-open"] },
        409,
      );
    }
    return redirectWithToast(
      `/dashboard/quotes/${quoteId}`,
      {
        title: "Quote declined",
        description: "We've let the vendor know, kindly.",
        variant: "success",
      },
      { status: 303 },
    );
  }
  const parsed = parseForm(acceptSchema, form);
  if (!parsed.ok) return replyInvalid(request, parsed, { intent } as QuoteFormResult);
  // Only the quotes the page offered: the same category and events (a stale form can't reach others).
  const offered = new Set((await otherOpenQuotes(user.id, quoteId)).map((other) => other.id));
  const others = form
    .getAll("declineOther")
    .map(String)
    .filter((id) => ID_PATTERN.test(id))
    .map(Number)
    .filter((id) => offered.has(id));
  const result = await acceptQuote(couple, quoteId, parsed.data, others);
  if (!result.ok) {
    if (result.reason === "not-found") throw data("Not found", { status: 404 });
    const formError =
      result.reason === "full"
        ? `Sorry, this vendor is no longer free on ${formatLongDate(result.day)}.`
        : ACCEPT_REFUSALS[result.reason];
    return reply<QuoteFormResult>(request, { intent, formError, values: parsed.values }, 409);
  }
  return redirectWithToast(
    `/dashboard/bookings/${result.bookingId}`,
    {
      title: "Quote accepted",
      description: "The vendor has been asked to confirm the booking.",
      variant: "success",
    },
    { status: 303 },
  );
}

export async function bookingsPage(user: SessionUser, side: BookingSide) {
  return { side, bookings: await listBookings(side, user.id) };
}

/** One booking for its couple or its vendor's owner; 404 for anyone else. */
export async function bookingPage(user: SessionUser, side: BookingSide, id: number) {
  const shown = await getBooking(side, user.id, id);
  if (!shown) throw data("Not found", { status: 404 });
  const canChange = side === "vendor" || (await mayDecide(user));
  return { side, booking: shown, canChange, dayPassed: dayPassed(shown) };
}

const bookingIntent = intentSchema([
  BOOKING_INTENTS.confirm,
  BOOKING_INTENTS.cancel,
  BOOKING_INTENTS.paid,
]);

/** The vendor confirms; either side cancels with a reason or records a payment. */
export async function bookingAction(
  request: Request,
  user: SessionUser,
  side: BookingSide,
  id: number,
) {
  const form = await request.formData();
  const intent = readIntent(bookingIntent, form);
  if (!intent) throw data("That action was not understood.", { status: 400 });
  const here = `/${side === "couple" ? "dashboard" : "business"}/bookings/${id}`;
  const notFound = () => data("Not found", { status: 404 });
  const actor = { id: user.id, member: { id: memberOf(user).id, name: memberOf(user).name } };
  /**
   * Nothing changed, but the booking is the reader's: it moved on before this post (a second
   * click, or the other side cancelling at the same moment). The page again, saying what it is.
   */
  const alreadyMoved = async (wanted: "confirmed" | "cancelled") => {
    const now = await getBooking(side, user.id, id);
    if (!now) throw notFound();
    return redirectWithToast(here, movedToast(now, side, wanted), { status: 303 });
  };
  switch (intent) {
    case BOOKING_INTENTS.confirm:
      if (side !== "vendor") throw data("Only the vendor confirms a booking.", { status: 403 });
      if (!(await confirmBooking(user, id))) return alreadyMoved("confirmed");
      return redirectWithToast(
        here,
        { title: "Booking confirmed", variant: "success" },
        { status: 303 },
      );
    case BOOKING_INTENTS.cancel: {
      const parsed = parseForm(cancelSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as QuoteFormResult);
      if (!(await cancelBooking(actor, side, id, parsed.data.reason))) {
        return alreadyMoved("cancelled");
      }
      return redirectWithToast(
        here,
        {
          title: "Booking cancelled",
          description: "The dates are free again.",
          variant: "success",
        },
        { status: 303 },
      );
    }
    case BOOKING_INTENTS.paid: {
      const parsed = parseForm(paymentSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as QuoteFormResult);
      const { paymentId, paidOn } = parsed.data;
      if (!(await recordPayment(actor, side, id, paymentId, paidOn))) throw notFound();
      return redirectWithToast(
        here,
        { title: "Payment recorded", variant: "success" },
        { status: 303 },
      );
    }
  }
}

/** A booking whose last day is behind us (in London) happened: it can no longer be cancelled. */
const dayPassed = (shown: { lastDay: string }) => shown.lastDay < todayInLondon();

/** What a post that found its booking already moved on says: done already, or why not. */
function movedToast(
  now: { status: string; cancelledBy: BookingSide | null; lastDay: string },
  side: BookingSide,
  wanted: "confirmed" | "cancelled",
) {
  if (now.status === "confirmed" && wanted === "confirmed") {
    return { title: "Booking confirmed", description: "It was confirmed already." };
  }
  if (now.status !== "cancelled" && wanted === "cancelled" && dayPassed(now)) {
    return {
      title: "Not cancelled",
      description: "Its last day has passed, so it can no longer be cancelled.",
      variant: "destructive" as const,
    };
  }
  if (now.status !== "cancelled") {
    return { title: "This booking has changed", description: "Here it is as it stands." };
  }
  const who = now.cancelledBy === side ? "You" : side === "vendor" ? "The couple" : "The vendor";
  if (wanted === "cancelled") {
    return { title: "Booking cancelled", description: `${who} cancelled it already.` };
  }
  return {
    title: "This booking was cancelled",
    description: `${who} cancelled it, so it can no longer be confirmed.`,
    variant: "destructive" as const,
  };
}
