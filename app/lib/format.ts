const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});
const monthYear = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/**
 * 14 February 2027. A day ("2027-02-14") is that day; a moment (a `Date`, or an ISO timestamp
 * such as a quote's `createdAt`) is the day it was in London: 23:30 UTC on 14 June is 15 June.
 */
export function formatLongDate(value: Date | string): string {
  const date =
    typeof value !== "string"
      ? value
      : value.length > 10
        ? new Date(value)
        : new Date(`${value}T12:00:00Z`);
  return longDate.format(date);
}

/** April 2025 */
export function formatMonthYear(value: Date | string): string {
  return monthYear.format(typeof value === "string" ? new Date(value) : value);
}

/** A card's distance: "Under 1 mile away", "1 mile away", "12.5 miles away". */
export function distanceLabel(miles: number): string {
  if (miles < 1) return "Under 1 mile away";
  return miles === 1 ? "1 mile away" : `${miles.toLocaleString("en-GB")} miles away`;
}

/** Where a radius search looks: "within 10 miles of LE4 5LN". */
export function radiusLabel(radius: number, postcode: string): string {
  return `within ${pluralise(radius, "mile")} of ${postcode.toUpperCase()}`;
}

/**
 * A directory's total in en-GB ("949,805"): "1,000+" when its count stopped at the cap
 * (decision 046).
 */
export function vendorTotal(result: { total: number; totalCapped?: boolean } | null | undefined) {
  const total = (result?.total ?? 0).toLocaleString("en-GB");
  return result?.totalCapped ? `${total}+` : total;
}

/** "8 vendors", "1 vendor" */
export function pluralise(count: number, singular: string, plural = `${singular}s`) {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? singular : plural}`;
}

/** How long to wait, from a limit's Retry-After seconds: "45 seconds", "12 minutes". */
export const waitText = (seconds: number) =>
  seconds > 90 ? pluralise(Math.ceil(seconds / 60), "minute") : pluralise(seconds, "second");

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** 14 February 2027, 09:05 (UK time) */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value).replace(" at ", ", ");
}
