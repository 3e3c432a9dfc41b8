import { shortDayLabel } from "~/features/calendar/calendar-dates";
import { CalendarDays } from "~/ui/icons";

/** Whether a vendor is free on the signed-in couple's event dates (issue 30). */
export interface Availability {
  free: string[];
  booked: string[];
}

const AND = new Intl.ListFormat("en-GB", { type: "conjunction", style: "short" });

/** "Free on 14 Aug", "Booked on 14 Aug", "Free on 14 Aug · Booked on 15 Aug". */
export function availabilityText({ free, booked }: Availability): string {
  const dates = (days: string[]) => AND.format(days.map(shortDayLabel));
  const parts: string[] = [];
  if (free.length > 0) parts.push(`Free on ${dates(free)}`);
  if (booked.length > 0) parts.push(`Booked on ${dates(booked)}`);
  return parts.join(" · ");
}

/** The line a card and the vendor page show for the couple's dates. */
export function AvailabilityNote({
  availability,
  className = "",
}: {
  availability: Availability | null | undefined;
  className?: string;
}) {
  if (!availability || availability.free.length + availability.booked.length === 0) return null;
  const isBooked = availability.booked.length > 0;
  return (
    <p
      className={`flex items-start gap-1.5 text-sm font-medium ${
        isBooked ? "text-red-800" : "text-emerald-800"
      } ${className}`}
      data-testid="availability"
    >
      <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="sr-only">On your event dates: </span>
        {availabilityText(availability)}
      </span>
    </p>
  );
}
