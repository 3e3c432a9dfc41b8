import { shortDayLabel } from "~/features/calendar/calendar-dates";

const AND = new Intl.ListFormat("en-GB", { type: "conjunction", style: "short" });

/**
 * "Free on 14 Aug", "Booked on 14 Aug", "Free on 14 Aug · Booked on 15 Aug". Written on the
 * server with the card's data, so the date formatting stays out of the directory's first load.
 */
export function availabilityText({ free, booked }: { free: string[]; booked: string[] }): string {
  const dates = (days: string[]) => AND.format(days.map(shortDayLabel));
  const parts: string[] = [];
  if (free.length > 0) parts.push(`Free on ${dates(free)}`);
  if (booked.length > 0) parts.push(`Booked on ${dates(booked)}`);
  return parts.join(" · ");
}
