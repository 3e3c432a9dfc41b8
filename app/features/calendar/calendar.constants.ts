/** The availability calendar's intents and limits (zod-free: the forms import these). */
export const CALENDAR_INTENTS = {
  mark: "mark",
  free: "free",
  capacity: "capacity",
  feed: "feed",
} as const;

/** A business can take at most this many events a day (a caterer may do two or three). */
export const MAX_EVENTS_PER_DAY = 10;

export const NOTE_MAX = 200;

/** The calendar's address for a listing (and a month of it). */
export const calendarPath = (vendorId: number, month?: string) =>
  `/business/listings/${vendorId}/calendar${month ? `?month=${month}` : ""}`;

/** How far ahead the `.ics` export and the feed list days (and how far back). */
export const FEED_MONTHS_BACK = 3;
