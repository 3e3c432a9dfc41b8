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

/** 14 February 2027 */
export function formatLongDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
  return longDate.format(date);
}

/** April 2025 */
export function formatMonthYear(value: Date | string): string {
  return monthYear.format(typeof value === "string" ? new Date(value) : value);
}

/** "8 vendors", "1 vendor" */
export function pluralise(count: number, singular: string, plural = `${singular}s`) {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? singular : plural}`;
}

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
