import { Form, Link, useNavigation } from "react-router";
import type { EnquiryEventRow } from "~/features/enquiries/inbox.server";
import { PrintButton } from "~/features/events/print-button";
import { fieldProps } from "~/lib/form";
import { formatLongDate } from "~/lib/format";
import { todayInLondon } from "~/lib/london-date";
import { formatPence } from "~/lib/money";
import { Field, FormError, Notice, TextareaField, useFormValidation } from "~/ui/form";
import { ArrowLeft } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { DECISION_MAX, QUOTE_INTENTS, type QuoteFormResult } from "./quote.constants";
import type { ShownQuote } from "./quote-read.server";
import { QuoteBody, QuoteChanges, QuoteStatusBadge } from "./quote-view";

export interface QuotePageProps {
  side: "couple" | "vendor";
  quote: ShownQuote;
  previous: ShownQuote | null;
  vendorName: string;
  coupleName: string | null;
  events: EnquiryEventRow[];
  canDecide: boolean;
  threadClosed: boolean;
  /** The booking an accepted quote made, for "See the booking". */
  bookingId?: number | null;
  others: { id: number; vendorName: string }[];
  result?: QuoteFormResult;
}

/** One quote, made to print; the couple accepts (who pays the deposit, and when) or declines. */
export function QuotePage(props: QuotePageProps) {
  const { side, quote, vendorName, coupleName, events, canDecide, bookingId } = props;
  const thread = `/${side === "couple" ? "dashboard" : "business"}/enquiries/${quote.enquiryId}`;
  const open = quote.status === "sent" && !props.threadClosed;
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={thread}
          className="-ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to the conversation
        </Link>
        <PrintButton />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold print:text-2xl">Quote from {vendorName}</h1>
        <QuoteStatusBadge status={quote.status} side={side} />
      </div>
      <p className="mt-1 text-stone-700">
        Version {quote.version} · for {coupleName ?? "the couple"} · sent{" "}
        {formatLongDate(quote.createdAt)}
      </p>
      <QuoteChanges quote={quote} previous={props.previous} spacing="mt-4 p-4" />
      <div className="card mt-6 p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none">
        <QuoteBody quote={quote} events={events} groupHeading="h2" />
      </div>
      {quote.status === "expired" && side === "couple" ? (
        <div className="mt-6 print:hidden">
          <Notice>
            This quote expired on {formatLongDate(quote.validUntil)}. Ask {vendorName} for a new one
            in your conversation.
          </Notice>
        </div>
      ) : null}
      {quote.status === "accepted" && quote.depositPayer ? (
        <p className="mt-4 text-sm">
          Who pays the deposit: {quote.depositPayer}
          {quote.depositPayOn ? ` on ${formatLongDate(quote.depositPayOn)}` : ""}.
        </p>
      ) : null}
      {side === "couple" && quote.status === "sent" && props.threadClosed ? (
        <p className="mt-6 text-stone-700 print:hidden">
          This conversation is closed, so this quote can no longer be accepted. It can still be
          declined, which lets {vendorName} know.
        </p>
      ) : null}
      {/* In a closed thread only declining is left (accepting is refused). */}
      {side === "couple" && quote.status === "sent" && canDecide ? <Decision {...props} /> : null}
      {side === "couple" && open && !canDecide ? (
        <p className="mt-6 text-stone-700 print:hidden">
          You can read this quote. The couple or a planner can accept or decline it.
        </p>
      ) : null}
      {quote.status === "accepted" ? (
        <p className="mt-6 print:hidden">
          <Link
            to={`/${side === "couple" ? "dashboard" : "business"}/bookings${bookingId ? `/${bookingId}` : ""}`}
            className="font-semibold text-brand-700 underline"
          >
            See the booking
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function Decision({ quote, vendorName, others, result, threadClosed }: QuotePageProps) {
  const accepting = result?.intent === QUOTE_INTENTS.accept ? result : undefined;
  const declining = result?.intent === QUOTE_INTENTS.decline ? result : undefined;
  const accept = useFormValidation(
    () => import("./quote.schema").then((m) => m.acceptSchema),
    accepting?.errors,
  );
  const decline = useFormValidation(
    () => import("./quote.schema").then((m) => m.declineSchema),
    declining?.errors,
  );
  const busy = useNavigation().state === "submitting";
  // The quote's deposit date, or today once it has passed while the quote waited.
  const today = todayInLondon();
  const values = accepting?.values;
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-[3fr_2fr] print:hidden">
      {threadClosed ? null : (
        <Form method="post" {...accept.checks} className="card space-y-4 p-5">
          <h2 className="text-xl font-semibold">Accept this quote</h2>
          <FormError>{accepting?.formError}</FormError>
          <p className="text-sm text-stone-700">
            {vendorName} is then asked to confirm the booking
            {quote.depositPence > 0 ? `; the deposit is ${formatPence(quote.depositPence)}` : ""}.
          </p>
          {quote.depositPence > 0 ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Who pays the deposit"
                maxLength={100}
                hint="For example: Asha's parents"
                {...fieldProps("depositPayer", { errors: accept.errors, values })}
                optional
              />
              <Field
                label="When they will pay it"
                type="date"
                {...fieldProps("depositPayOn", { errors: accept.errors, values })}
                defaultValue={
                  values?.depositPayOn ??
                  (quote.depositDueOn && quote.depositDueOn < today ? today : quote.depositDueOn) ??
                  undefined
                }
                optional
              />
            </div>
          ) : null}
          <TextareaField
            label="A message for the vendor"
            rows={2}
            maxLength={DECISION_MAX}
            {...fieldProps("message", { errors: accept.errors, values, idPrefix: "accept-" })}
            optional
          />
          {others.length > 0 ? (
            <fieldset>
              <legend className="label">Let the others know, politely</legend>
              <ul className="space-y-1">
                {others.map((other) => (
                  <li key={other.id}>
                    <label className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="declineOther"
                        value={other.id}
                        defaultChecked
                        className="size-5"
                      />
                      Decline {other.vendorName}'s quote with a thank-you note
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <IntentButton intent={QUOTE_INTENTS.accept} disabled={busy}>
            Accept quote
          </IntentButton>
        </Form>
      )}
      <Form method="post" {...decline.checks} className="card space-y-4 p-5">
        <h2 className="text-xl font-semibold">Decline</h2>
        <FormError>{declining?.formError}</FormError>
        <TextareaField
          label="A message for the vendor"
          rows={3}
          maxLength={DECISION_MAX}
          hint="We send them a polite note either way."
          {...fieldProps("message", {
            errors: decline.errors,
            values: declining?.values,
            idPrefix: "decline-",
          })}
          optional
        />
        <IntentButton intent={QUOTE_INTENTS.decline} className="btn-secondary" disabled={busy}>
          Decline quote
        </IntentButton>
      </Form>
    </div>
  );
}
