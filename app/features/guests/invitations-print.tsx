import type { loadPrintPage } from "./invitations-actions.server";

/** One printable card per household: its name, events, QR code and the link to type. */

export type PrintData = Awaited<ReturnType<typeof loadPrintPage>>;
type Card = PrintData["cards"][number];

function QrCode({ card }: { card: Card }) {
  const { size, path } = card.qr;
  const quiet = 2;
  return (
    <svg
      role="img"
      aria-label={`QR code of the RSVP link for ${card.name}`}
      viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`}
      className="size-36 shrink-0 bg-white print:size-[38mm]"
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + quiet * 2} height={size + quiet * 2} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export function InvitationCards({ data }: { data: PrintData }) {
  if (data.cards.length === 0) {
    return (
      <p className="mt-6 text-stone-700">
        No household is invited to an event yet, so there are no cards to print.
      </p>
    );
  }
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 print:mt-0 print:grid-cols-2 print:gap-0">
      {data.cards.map((card) => (
        <li
          key={card.id}
          aria-labelledby={`card-${card.id}`}
          className="card flex break-inside-avoid flex-col gap-4 p-5 sm:flex-row print:rounded-none print:border-dashed print:shadow-none"
        >
          <QrCode card={card} />
          <div className="min-w-0">
            <p className="text-sm text-stone-700">{data.couple} invite</p>
            <h2 id={`card-${card.id}`} className="text-xl font-semibold">
              {card.name}
            </h2>
            <ul className="mt-2 space-y-0.5 text-sm text-stone-800">
              {card.events.map((event) => (
                <li key={event.label}>
                  <span className="font-medium">{event.label}</span>, {event.date}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-stone-800">
              Scan the code, or type this address, to reply
              {data.deadlineText ? ` by ${data.deadlineText}` : ""}:
            </p>
            <p className="mt-1 font-mono text-xs break-all text-ink">{card.shortUrl}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
