import type { ReactNode } from "react";
import { Link } from "react-router";
import { PlanNav } from "~/features/weddings/plan-nav";
import { formatLongDate } from "~/lib/format";
import { formatPence } from "~/lib/money";
import { ListingRating } from "~/ui/rating";
import { SelectFilter } from "~/ui/select-filter";
import type { ComparedQuote } from "./quote-read.server";
import { QuoteStatusBadge } from "./quote-view";

interface CompareProps {
  eventId: number | null;
  events: { id: number; label: string }[];
  categories: { id: string; name: string; quotes: ComparedQuote[] }[];
}

/** The couple's quotes of each category side by side, for one event or the whole wedding. */
export function CompareQuotes({ eventId, events, categories }: CompareProps) {
  const eventName = events.find((event) => event.id === eventId)?.label;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold">Compare quotes</h1>
      <p className="mt-2 text-stone-700">
        The latest quote from each vendor, side by side
        {eventName ? `, for your ${eventName}` : ""}.
      </p>
      <PlanNav />
      {events.length > 0 ? (
        <SelectFilter
          id="compare-event"
          name="event"
          label="Event"
          allLabel="All events"
          value={eventId}
          options={events.map((event) => ({ value: event.id, label: event.label }))}
          spacing="mt-4 gap-2"
          width="w-auto"
        />
      ) : null}
      {categories.length === 0 ? (
        <p className="card mt-6 p-5 text-stone-700">
          No quotes {eventName ? `for your ${eventName} ` : ""}yet. Vendors send them in your
          conversations.
        </p>
      ) : null}
      {categories.map((category) => (
        <section key={category.id} className="mt-8" aria-labelledby={`compare-${category.id}`}>
          <h2 id={`compare-${category.id}`} className="text-2xl font-semibold">
            {category.name}
          </h2>
          {category.quotes.length > 1 ? (
            <p className="mt-1 text-sm text-stone-600 sm:hidden">Scroll sideways to compare.</p>
          ) : null}
          <div className="card mt-3 overflow-x-auto">
            <table className="w-full min-w-max text-left text-sm">
              <caption className="sr-only">
                {category.name} quotes{eventName ? ` for the ${eventName}` : ""}
              </caption>
              <thead>
                <tr className="border-b border-stone-200">
                  <td className="p-3" />
                  {category.quotes.map((quote) => (
                    <th key={quote.id} scope="col" className="w-48 min-w-40 p-3 align-top">
                      <Link
                        to={`/dashboard/quotes/${quote.id}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {quote.vendorName}
                      </Link>
                      <div className="mt-1">
                        <QuoteStatusBadge status={quote.status} side="couple" />
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row
                  label={eventName ? `Total for the ${eventName}` : "Total"}
                  quotes={category.quotes}
                >
                  {(quote) => <strong>{formatPence(quote.eventPence)}</strong>}
                </Row>
                {eventName ? (
                  <Row label="Whole quote" quotes={category.quotes}>
                    {(quote) => formatPence(quote.totalPence)}
                  </Row>
                ) : null}
                <Row label="Per head" quotes={category.quotes}>
                  {(quote) =>
                    quote.perHeadPence === null
                      ? "—"
                      : `${formatPence(quote.perHeadPence)} (${quote.guests} guests)`
                  }
                </Row>
                <Row label="Deposit" quotes={category.quotes}>
                  {(quote) =>
                    quote.depositPence > 0
                      ? `${formatPence(quote.depositPence)}${quote.depositDueOn ? `, due ${formatLongDate(quote.depositDueOn)}` : ""}`
                      : "None"
                  }
                </Row>
                <Row label="Included" quotes={category.quotes}>
                  {(quote) => quote.includes || "—"}
                </Row>
                <Row label="Not included" quotes={category.quotes}>
                  {(quote) => quote.excludes || "—"}
                </Row>
                <Row label="Reviews" quotes={category.quotes}>
                  {(quote) => <ListingRating listing={quote} />}
                </Row>
                <Row label="Valid until" quotes={category.quotes}>
                  {(quote) => formatLongDate(quote.validUntil)}
                </Row>
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

function Row({
  label,
  quotes,
  children,
}: {
  label: string;
  quotes: ComparedQuote[];
  children: (quote: ComparedQuote) => ReactNode;
}) {
  return (
    <tr className="border-b border-stone-100 align-top last:border-0">
      <th scope="row" className="w-28 p-3 font-medium text-stone-700 sm:w-36">
        {label}
      </th>
      {quotes.map((quote) => (
        <td key={quote.id} className="max-w-56 p-3 whitespace-pre-wrap [overflow-wrap:anywhere]">
          {children(quote)}
        </td>
      ))}
    </tr>
  );
}
