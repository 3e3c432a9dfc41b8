import { addDays, DAY_PATTERN, isRealDay } from "~/lib/london-date";

/**
 * Month arithmetic on "YYYY-MM" and "YYYY-MM-DD" strings (UTC days, no time zone can shift
 * them): the calendar's grid and the links to the month before and after. Browser-safe.
 */

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export { DAY_PATTERN };

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A real calendar day ("2027-02-30" is not): the one check, in `lib/london-date`. */
export { isRealDay };

/** "2027-08" → "2027-09" (or -1: "2027-07"). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The first and last day of a month. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/**
 * The month's weeks, Monday first: each a list of seven days, null for the days before the
 * first and after the last.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthRange(month);
  const lead = (new Date(toUtc(first)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

const monthTitle = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "2027-08" → "August 2027" */
export const monthLabel = (month: string) => monthTitle.format(new Date(toUtc(`${month}-01`)));

/** "2027-08-14" → "14 Aug" (cards: "Free on 14 Aug"). */
export const shortDayLabel = (day: string) => shortDay.format(new Date(toUtc(day)));
