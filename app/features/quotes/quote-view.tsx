import type { EnquiryEventRow } from "~/features/enquiries/inbox.server";
import { formatLongDate } from "~/lib/format";
import { formatPence } from "~/lib/money";
import { QUOTE_STATUS_LABELS, VAT_MODE_LABELS, VAT_RATES } from "./quote.constants";
import { quoteChanges } from "./quote-changes";
import type { ShownQuote } from "./quote-read.server";

const STATUS_LOOK: Record<ShownQuote["status"], string> = {
  sent: "bg-saffron-100 text-ink ring-saffron-300",
  accepted: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  declined: "bg-stone-100 text-stone-700 ring-stone-300",
  withdrawn: "bg-stone-100 text-stone-700 ring-stone-300",
  superseded: "bg-stone-100 text-stone-700 ring-stone-300",
  expired: "bg-red-50 text-red-800 ring-red-200",
};

export function QuoteStatusBadge({
  status,
  side,
}: {
  status: ShownQuote["status"];
  side: "couple" | "vendor";
}) {
  const label =
    status === "sent" && side === "vendor" ? "Waiting for the couple" : QUOTE_STATUS_LABELS[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_LOOK[status]}`}
    >
      {label}
    </span>
  );
}

/**
 * What changed since the `previous` version, in words; nothing when there is no previous
 * version or nothing changed. `spacing` sets its margin and padding where it stands.
 */
export function QuoteChanges({
  quote,
  previous,
  spacing,
}: {
  quote: ShownQuote;
  previous: ShownQuote | null | undefined;
  spacing: string;
}) {
  const changes = previous ? quoteChanges(previous, quote) : [];
  if (!previous || changes.length === 0) return null;
  return (
    <div className={`${spacing} rounded-xl bg-saffron-100/60 text-sm`}>
      <p className="font-semibold">What changed since version {previous.version}</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </div>
  );
}

/** The lines grouped by event (whole-wedding lines last), with the sums and the terms. */
/** `groupHeading`: the level of each event's heading, one below the heading the quote sits under. */
export function QuoteBody({
  quote,
  events,
  groupHeading: Group = "h3",
}: {
  quote: ShownQuote;
  events: EnquiryEventRow[];
  groupHeading?: "h2" | "h3";
}) {
  const groups = [
    ...events.map((event) => ({
      key: String(event.id),
      title: `${event.name}, ${formatLongDate(event.eventDate)}${event.guestCount ? ` · ${event.guestCount.toLocaleString("en-GB")} guests` : ""}`,
      lines: quote.lines.filter((line) => line.enquiryEventId === event.id),
    })),
    {
      key: "whole",
      title: events.length > 0 ? "For the whole wedding" : "",
      lines: quote.lines.filter(
        (line) => line.enquiryEventId === null || !events.some((e) => e.id === line.enquiryEventId),
      ),
    },
  ].filter((group) => group.lines.length > 0);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title || "Lines"}>
          {group.title ? <Group className="font-semibold">{group.title}</Group> : null}
          <table className="mt-1 w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Item
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="hidden py-1 pr-2 text-right font-medium sm:table-cell">
                  Unit price
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line) => (
                <tr key={line.id} className="border-t border-stone-200 align-top">
                  <td className="py-1.5 pr-2 [overflow-wrap:anywhere]">
                    {line.item}
                    <span className="block text-xs text-stone-600">
                      <span className="sm:hidden">{formatPence(line.unitPence)} each · </span>
                      {vatRateLabel(line.vatRateBasisPoints)}
                    </span>
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    {line.quantity.toLocaleString("en-GB")}
                  </td>
                  <td className="hidden py-1.5 pr-2 text-right tabular-nums sm:table-cell">
                    {formatPence(line.unitPence)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{formatPence(line.grossPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-300 pt-3 text-sm">
        <dt className="text-stone-700">Before VAT</dt>
        <dd className="text-right tabular-nums">{formatPence(quote.subtotalPence)}</dd>
        <dt className="text-stone-700">VAT</dt>
        <dd className="text-right tabular-nums">{formatPence(quote.vatPence)}</dd>
        <dt className="text-base font-semibold">Total</dt>
        <dd className="text-right text-base font-semibold tabular-nums" data-testid="quote-total">
          {formatPence(quote.totalPence)}
        </dd>
        {quote.depositPence > 0 ? (
          <>
            <dt className="text-stone-700">
              Deposit
              {quote.depositDueOn ? `, due ${formatLongDate(quote.depositDueOn)}` : ""}
            </dt>
            <dd className="text-right tabular-nums">{formatPence(quote.depositPence)}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-xs text-stone-600">{VAT_MODE_LABELS[quote.vatMode]}.</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Included</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{quote.includes || "—"}</dd>
        </div>
        <div>
          <dt className="font-semibold">Not included</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{quote.excludes || "—"}</dd>
        </div>
        <div>
          <dt className="font-semibold">Valid until</dt>
          <dd>{formatLongDate(quote.validUntil)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** A line's VAT rate as the quote form names it: "VAT 20%", "VAT 5%", "No VAT". */
function vatRateLabel(basisPoints: number) {
  const rate = VAT_RATES.find((option) => option.value === String(basisPoints));
  if (!rate) return `VAT ${basisPoints / 100}%`;
  return rate.value === "0" ? rate.label : `VAT ${rate.label}`;
}
