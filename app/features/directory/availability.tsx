import { CalendarDays } from "~/ui/icons";

/** Whether a vendor is free on the signed-in couple's event dates (issue 30). */
export interface Availability {
  free: string[];
  booked: string[];
  /** "Free on 14 Aug · Booked on 15 Aug", written on the server (`availability-text.ts`). */
  text: string;
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
        {availability.text}
      </span>
    </p>
  );
}
