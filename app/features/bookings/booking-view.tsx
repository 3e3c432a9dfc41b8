import { Form, Link } from "react-router";
import type { BookingSide, BookingStatus } from "~/db/schema-bookings";
import { BOOKING_INTENTS, type QuoteFormResult } from "~/features/quotes/quote.constants";
import { PlanNav } from "~/features/weddings/plan-nav";
import { fieldProps } from "~/lib/form";
import { formatLongDate, pluralise } from "~/lib/format";
import { todayInLondon } from "~/lib/london-date";
import { formatPence } from "~/lib/money";
import { BackLink } from "~/ui/back-link";
import { Field, FormError, TextareaField } from "~/ui/form";
import { IntentButton } from "~/ui/intent-button";
import { TitledSection } from "~/ui/titled-section";
import type { ShownBooking } from "./booking-read.server";

const STATUS: Record<BookingStatus, { label: string; look: string }> = {
  pending: { label: "Waiting for the vendor", look: "bg-saffron-100 text-ink ring-saffron-300" },
  confirmed: { label: "Booked", look: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  cancelled: { label: "Cancelled", look: "bg-stone-100 text-stone-700 ring-stone-300" },
};

export function BookingStatusBadge({ status, side }: { status: BookingStatus; side: BookingSide }) {
  const label = status === "pending" && side === "vendor" ? "Please confirm" : STATUS[status].label;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS[status].look}`}
    >
      {label}
    </span>
  );
}

const who = (booking: ShownBooking, side: BookingSide) =>
  side === "couple" ? booking.vendorName : (booking.coupleName ?? "A couple who left Saath");

const base = (side: BookingSide) => (side === "couple" ? "/dashboard" : "/business");

/** The couple's bookings, or the vendor's upcoming events. */
export function BookingList({ side, bookings }: { side: BookingSide; bookings: ShownBooking[] }) {
  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold">
        {side === "couple" ? "Our bookings" : "Upcoming events"}
      </h1>
      <p className="mt-2 text-stone-700">
        {side === "couple"
          ? "Vendors you booked through Saath: what is paid and what is due when."
          : "Bookings made in Saath, by date. Confirm new ones and record payments."}
      </p>
      {/* The couple's bookings are a page of their plan: its tabs lead on. */}
      {side === "couple" ? <PlanNav /> : null}
      {bookings.length === 0 ? (
        <p className="card mt-6 p-5 text-stone-700">
          No bookings yet.{" "}
          {side === "couple"
            ? "Accept a quote in your enquiries to book a vendor."
            : "When a couple accepts your quote, it appears here."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.id} className="card p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  <Link
                    to={`${base(side)}/bookings/${booking.id}`}
                    className="text-brand-700 underline"
                  >
                    {who(booking, side)}
                  </Link>
                </h2>
                <BookingStatusBadge status={booking.status} side={side} />
              </div>
              <ul className="mt-2 space-y-0.5 text-sm">
                {booking.days.map((day) => (
                  <li key={`${day.day}-${day.name}`}>
                    {formatLongDate(day.day)}
                    {day.name ? ` · ${day.name}` : ""}
                    {day.guestCount ? ` · ${pluralise(day.guestCount, "guest")}` : ""}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm">
                {formatPence(booking.amountPence)} · paid {formatPence(booking.paidPence)}
                {booking.status !== "cancelled" ? ` · due ${formatPence(booking.duePence)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One booking: its days, the money and its due dates, and what each side may do. */
export function BookingDetail({
  side,
  booking,
  canChange,
  dayPassed,
  result,
}: {
  side: BookingSide;
  booking: ShownBooking;
  canChange: boolean;
  /** Its last day is behind us: it happened, so it can no longer be cancelled. */
  dayPassed: boolean;
  result?: QuoteFormResult;
}) {
  const live = booking.status !== "cancelled";
  const cancelling = result?.intent === BOOKING_INTENTS.cancel ? result : undefined;
  const paying = result?.intent === BOOKING_INTENTS.paid ? result : undefined;
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to={`${base(side)}/bookings`}>All bookings</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{who(booking, side)}</h1>
        <BookingStatusBadge status={booking.status} side={side} />
      </div>
      {booking.status === "cancelled" ? (
        <p className="mt-2 text-stone-700">
          Cancelled by{" "}
          {booking.cancelledBy === side
            ? "you"
            : booking.cancelledBy === "couple"
              ? "the couple"
              : "the vendor"}
          : {booking.cancelReason}
        </p>
      ) : null}
      <TitledSection id="booking-days" title="Events" className="card mt-6 p-5">
        <ul className="mt-2 space-y-1">
          {booking.days.map((day) => (
            <li key={`${day.day}-${day.name}`}>
              <strong>{formatLongDate(day.day)}</strong>
              {day.name ? ` · ${day.name}` : ""}
              {day.startTime ? `, ${day.startTime}` : ""}
              {day.guestCount ? ` · ${pluralise(day.guestCount, "guest")}` : ""}
              {day.postcode ? ` · ${day.postcode}` : ""}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <Link to={`${base(side)}/quotes/${booking.quoteId}`} className="text-brand-700 underline">
            {booking.status === "cancelled" ? "The quote" : "The accepted quote"}
          </Link>{" "}
          ·{" "}
          <Link
            to={`${base(side)}/enquiries/${booking.enquiryId}`}
            className="text-brand-700 underline"
          >
            The conversation
          </Link>
        </p>
      </TitledSection>
      <TitledSection id="booking-money" title="Money" className="card mt-6 p-5">
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>Total</dt>
          <dd className="text-right font-semibold tabular-nums">
            {formatPence(booking.amountPence)}
          </dd>
          <dt>Paid</dt>
          <dd className="text-right tabular-nums">{formatPence(booking.paidPence)}</dd>
          <dt>Still to pay</dt>
          <dd className="text-right tabular-nums">{formatPence(booking.duePence)}</dd>
        </dl>
        {booking.depositPayer ? (
          <p className="mt-2 text-sm text-stone-700">
            Who pays the deposit: {booking.depositPayer}.
          </p>
        ) : null}
        <ul className="mt-4 space-y-3">
          {booking.payments.map((payment) => (
            <li key={payment.id} className="rounded-xl border border-stone-200 p-3">
              <p className="font-semibold capitalize">
                {payment.kind}: {formatPence(payment.amountPence)}
              </p>
              <p className="text-sm text-stone-700">
                {payment.paidOn
                  ? `Paid on ${formatLongDate(payment.paidOn)} (recorded by ${payment.recordedSide === side ? "you" : payment.recordedSide === "couple" ? "the couple" : "the vendor"})`
                  : payment.dueOn
                    ? `Due on ${formatLongDate(payment.dueOn)}`
                    : "Not paid yet"}
              </p>
              {!payment.paidOn && live && canChange ? (
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                  {paying?.values?.paymentId === String(payment.id) && paying.formError ? (
                    <div className="w-full">
                      <FormError>{paying.formError}</FormError>
                    </div>
                  ) : null}
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <Field
                    label="Paid on"
                    type="date"
                    {...fieldProps("paidOn", {
                      errors:
                        paying?.values?.paymentId === String(payment.id)
                          ? paying.errors
                          : undefined,
                      idPrefix: `payment-${payment.id}-`,
                    })}
                    defaultValue={
                      paying?.values?.paymentId === String(payment.id)
                        ? (paying.values.paidOn ?? todayInLondon())
                        : todayInLondon()
                    }
                  />
                  <IntentButton intent={BOOKING_INTENTS.paid} className="btn-secondary">
                    Record as paid
                  </IntentButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-stone-600">
          No money moves through Saath: either of you records a payment once it is made.
        </p>
      </TitledSection>
      {live && canChange ? (
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {side === "vendor" && booking.status === "pending" ? (
            <Form method="post" className="card space-y-3 p-5">
              <h2 className="text-xl font-semibold">Confirm the booking</h2>
              <p className="text-sm text-stone-700">
                The couple accepted your quote. Confirm to book the dates.
              </p>
              <FormError>
                {result?.intent === BOOKING_INTENTS.confirm ? result.formError : undefined}
              </FormError>
              <IntentButton intent={BOOKING_INTENTS.confirm}>Confirm booking</IntentButton>
            </Form>
          ) : null}
          {dayPassed ? (
            <p className="text-sm text-stone-700 sm:col-span-2">
              Its last day has passed, so it can no longer be cancelled.
            </p>
          ) : (
            <Form method="post" className="card space-y-3 p-5">
              <h2 className="text-xl font-semibold">Cancel the booking</h2>
              <FormError>{cancelling?.formError}</FormError>
              <TextareaField
                label="Why is it cancelled?"
                rows={2}
                maxLength={1000}
                required
                {...fieldProps("reason", {
                  errors: cancelling?.errors,
                  values: cancelling?.values,
                })}
              />
              <IntentButton intent={BOOKING_INTENTS.cancel} className="btn-secondary">
                Cancel booking
              </IntentButton>
            </Form>
          )}
        </div>
      ) : null}
    </div>
  );
}
