import { Form, Link } from "react-router";
import { formatLongDate } from "~/lib/format";
import { formatPence } from "~/lib/money";
import { FormError } from "~/ui/form";
import { IntentButton } from "~/ui/intent-button";
import { QUOTE_INTENTS, type QuoteFormResult } from "./quote.constants";
import type { QuotePanelData } from "./quote-actions.server";
import { QuoteForm } from "./quote-form";
import { QuoteBody, QuoteChanges, QuoteStatusBadge } from "./quote-view";

/**
 * The thread's quote: the latest version with what changed since the one before, the older
 * versions, and the way on — the couple (not a viewer) opens it to accept or decline; the vendor revises,
 * withdraws or sends one.
 */
export function QuotePanel({
  panel,
  result,
  closed,
  viewOnly = false,
}: {
  panel: QuotePanelData;
  result?: QuoteFormResult;
  closed: boolean;
  /** A family viewer reads the quote but does not decide on it. */
  viewOnly?: boolean;
}) {
  const { side, quotes, events, form, booking } = panel;
  const [latest, before] = quotes;
  const base = side === "couple" ? "/dashboard" : "/business";
  const canRevise = side === "vendor" && form && !closed && latest?.status !== "accepted";
  return (
    <section aria-labelledby="quote-heading" className="card mt-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quote-heading" className="text-xl font-semibold">
          {latest ? `Quote, version ${latest.version}` : "Quote"}
        </h2>
        {latest ? <QuoteStatusBadge status={latest.status} side={side} /> : null}
      </div>
      {booking ? (
        <p className="mt-2">
          <Link
            to={`${base}/bookings/${booking.id}`}
            className="font-semibold text-brand-700 underline"
          >
            {booking.status === "pending"
              ? side === "vendor"
                ? "Accepted: confirm the booking"
                : "Accepted: waiting for the vendor to confirm"
              : booking.status === "confirmed"
                ? "Booked: see the booking"
                : "Booking cancelled: see why"}
          </Link>
        </p>
      ) : null}
      {!latest ? (
        <p className="mt-2 text-stone-700">
          {side === "couple"
            ? "No quote yet. The vendor can send one here, with prices for each of your events."
            : "Send the couple a quote with prices for each of their events."}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            Sent {formatLongDate(latest.createdAt)} · valid until{" "}
            {formatLongDate(latest.validUntil)}
          </p>
          <QuoteChanges quote={latest} previous={before} spacing="mt-3 p-3" />
          <div className="mt-4">
            <QuoteBody quote={latest} events={events} />
          </div>
          {result?.intent === QUOTE_INTENTS.withdraw && result.formError ? (
            <div className="mt-4">
              <FormError>{result.formError}</FormError>
            </div>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={`${base}/quotes/${latest.id}`} className="btn-primary">
              {side === "couple" && latest.status === "sent" && !closed && !viewOnly
                ? "Accept or decline"
                : "Open the printable quote"}
            </Link>
            {side === "couple" ? (
              <Link to="/dashboard/quotes" className="btn-secondary">
                Compare quotes
              </Link>
            ) : null}
            {side === "vendor" && latest.status === "sent" && !closed ? (
              <Form method="post">
                <IntentButton intent={QUOTE_INTENTS.withdraw} className="btn-secondary">
                  Withdraw quote
                </IntentButton>
              </Form>
            ) : null}
          </div>
          {quotes.length > 1 ? (
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-semibold">Earlier versions</summary>
              <ul className="mt-2 space-y-1">
                {quotes.slice(1).map((older) => (
                  <li key={older.id}>
                    <Link to={`${base}/quotes/${older.id}`} className="text-brand-700 underline">
                      Version {older.version}: {formatPence(older.totalPence)}
                    </Link>{" "}
                    <QuoteStatusBadge status={older.status} side={side} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
      {canRevise && form ? (
        <details
          key={latest?.id ?? "new"}
          className="mt-6 border-t border-stone-200 pt-4"
          open={result?.intent === QUOTE_INTENTS.send}
        >
          <summary className="cursor-pointer text-lg font-semibold text-brand-700">
            {latest?.status === "sent"
              ? "Revise the quote"
              : latest?.status === "expired"
                ? "Send it again with a new date"
                : "Write a quote"}
          </summary>
          <div className="mt-4">
            <QuoteForm
              events={events}
              templates={form.templates}
              // An expired quote starts the new one too: only its dates need changing.
              previous={latest?.status === "sent" || latest?.status === "expired" ? latest : null}
              result={result}
            />
          </div>
        </details>
      ) : null}
    </section>
  );
}
