import { formatLongDate } from "~/lib/format";
import { dayNumber, todayInLondon } from "~/lib/london-date";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When an activity line happened, as the family reads it: "just now", "5 minutes ago",
 * "3 hours ago", "yesterday", "4 days ago", then the date ("14 February 2027"). Days are UK
 * calendar days, so 23:50 seen at 00:10 is "yesterday". Worked out on the server.
 */
export function relativeTime(when: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  }
  const days = dayNumber(todayInLondon(now)) - dayNumber(todayInLondon(when));
  if (days <= 0) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  }
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return formatLongDate(when);
}
