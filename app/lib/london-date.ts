const londonDay = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/London",
});

/** Today's calendar date in the UK ("2026-11-21"), whatever the server's own time zone. */
export function todayInLondon(now: Date = new Date()): string {
  return londonDay.format(now);
}

/** A calendar day ("2027-03-01") as a count of days, so two of them subtract to the days between. */
export function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** `isoDate` plus `days` calendar days ("2027-12-20" + 30 = "2028-01-19"); no time zone can shift it. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Whole days from today (UK calendar) to the wedding date: 0 on the day itself, negative
 * once it has passed. Null when there is no usable date.
 */
export function daysUntil(weddingDate: string | null | undefined, now: Date = new Date()) {
  if (!weddingDate || !/^\d{4}-\d{2}-\d{2}/.test(weddingDate)) return null;
  const days = dayNumber(weddingDate) - dayNumber(todayInLondon(now));
  return Number.isFinite(days) ? Math.round(days) : null;
}

/** The line under the wedding date: '100 days to go', '1 day to go', 'Today's the day!'. */
export function countdownText(days: number | null): string | null {
  if (days === null) return null;
  const count = Math.abs(days).toLocaleString("en-GB");
  if (days > 1) return `${count} days to go`;
  if (days === 1) return "1 day to go";
  if (days === 0) return "Today's the day!";
  return days === -1 ? "1 day since the big day" : `${count} days since the big day`;
}

/** A day written "YYYY-MM-DD" with a month of 01–12 and a day of 01–31. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * A real calendar day written "YYYY-MM-DD", from 1900 to 2999 ("2027-02-31" is not: `Date.parse` would roll it on
 * to 3 March, and the database would refuse it). Every date box's schema checks with this.
 */
export function isRealDay(day: string): boolean {
  // Years before 1900 or from 3000 are typing slips (and the database has no year 0000).
  if (!DAY_PATTERN.test(day) || day < "1900" || day >= "3000") return false;
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
}
