import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/ui/icons";
import { calendarPath } from "./calendar.constants";
import { monthLabel, monthWeeks } from "./calendar-dates";

/** What the month grid needs of a day that has something on it. */
export interface GridDay {
  booked: number;
  unavailable: boolean;
  full: boolean;
}

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const dayName = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** A day's state in words (the cell's label) and its look. */
function dayState(entry: GridDay | undefined, capacity: number) {
  if (!entry) return { words: "free", short: "", look: "bg-white hover:bg-brand-50" };
  if (entry.unavailable) {
    return {
      words: entry.booked > 0 ? `unavailable, ${entry.booked} booked` : "marked unavailable",
      short: "Off",
      look: "bg-stone-200 text-stone-800 hover:bg-stone-300",
    };
  }
  if (entry.full) {
    return {
      words: `booked (${entry.booked} of ${capacity})`,
      short: "Booked",
      look: "bg-brand-700 text-white hover:bg-brand-800",
    };
  }
  return {
    words: `${entry.booked} of ${capacity} booked`,
    short: `${entry.booked}/${capacity}`,
    look: "bg-saffron-100 text-ink hover:bg-saffron-300",
  };
}

/** The arrow to the month before or after, named in words for screen readers. */
function MonthLink({
  vendorId,
  month,
  direction,
}: {
  vendorId: number;
  month: string;
  direction: "Previous" | "Next";
}) {
  const Arrow = direction === "Previous" ? ChevronLeft : ChevronRight;
  return (
    <Link
      to={calendarPath(vendorId, month)}
      className="btn-ghost px-3"
      aria-label={`${direction} month, ${monthLabel(month)}`}
    >
      <Arrow className="size-5" aria-hidden />
    </Link>
  );
}

/**
 * The month view: a week per row, Monday first. Each day links to itself (`?day=`), which opens
 * it in the form beside the grid; its state is in the link's words, not only its colour.
 */
export function MonthGrid({
  vendorId,
  month,
  previous,
  next,
  today,
  picked,
  days,
  capacity,
}: {
  vendorId: number;
  month: string;
  previous: string;
  next: string;
  today: string;
  picked: string | null;
  days: Record<string, GridDay>;
  capacity: number;
}) {
  const base = calendarPath(vendorId);
  return (
    <section aria-labelledby="month-heading" className="card p-2 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <MonthLink vendorId={vendorId} month={previous} direction="Previous" />
        <h2 id="month-heading" className="text-xl font-semibold" aria-live="polite">
          {monthLabel(month)}
        </h2>
        <MonthLink vendorId={vendorId} month={next} direction="Next" />
      </div>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
        <caption className="sr-only">Your days in {monthLabel(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 text-xs font-semibold text-stone-600">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} />;
                const state = dayState(days[day], capacity);
                const isPicked = day === picked;
                return (
                  <td key={day} className="p-0">
                    <Link
                      to={`${base}?month=${month}&day=${day}#day-form`}
                      aria-current={isPicked ? "date" : undefined}
                      data-day={day}
                      className={`flex h-14 flex-col items-center justify-center rounded-lg border text-sm sm:h-16 ${state.look} ${
                        isPicked ? "border-ink ring-2 ring-ink" : "border-stone-200"
                      } ${day === today ? "font-bold underline" : ""}`}
                    >
                      <span>{Number(day.slice(8))}</span>
                      {state.short ? (
                        <span className="text-[0.625rem] leading-tight font-semibold sm:text-xs">
                          {state.short}
                        </span>
                      ) : null}
                      {/* The visible words come first in the link's name (WCAG 2.5.3). */}
                      <span className="sr-only">
                        , {dayName.format(new Date(`${day}T00:00:00Z`))}: {state.words}
                      </span>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 px-1 text-sm text-stone-700 sm:px-0">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-700" aria-hidden /> Booked
        </li>
        {capacity > 1 ? (
          <li className="flex items-center gap-1.5">
            <span
              className="size-3 rounded-sm border border-saffron-300 bg-saffron-100"
              aria-hidden
            />{" "}
            Room for more
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-stone-200" aria-hidden /> Unavailable (Off)
        </li>
      </ul>
    </section>
  );
}
