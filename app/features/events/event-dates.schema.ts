import { type FieldErrors, NUL_MESSAGE } from "~/lib/form";
import { isRealDay } from "~/lib/london-date";

/**
 * The dashboard's dating form (issue 31): one date and one place per event, named
 * `date-{id}` and `venue-{id}`. Read by hand rather than by a fixed zod object, since the
 * fields depend on the couple's events; every message is the event form's own.
 */
export const DATE_MESSAGE = "Please choose the date of the event";
export const VENUE_MESSAGE = "Please keep this under 150 characters";

/** `was`: the date the form showed (a row whose date was not changed keeps today's date). */
export type DatedRow = { id: number; eventDate: string; venue: string; was?: string };

export function readEventDates(form: FormData, eventIds: number[]) {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  const rows: DatedRow[] = [];
  for (const id of eventIds) {
    const date = String(form.get(`date-${id}`) ?? "").trim();
    const venue = String(form.get(`venue-${id}`) ?? "").trim();
    values[`date-${id}`] = date;
    values[`venue-${id}`] = venue.replaceAll("\u0000", "");
    // The event form's own check (a real day, 1900 to 2999: the database has no year 0000).
    if (!isRealDay(date)) errors[`date-${id}`] = DATE_MESSAGE;
    if (venue.length > 150) errors[`venue-${id}`] = VENUE_MESSAGE;
    else if (venue.includes("\u0000")) errors[`venue-${id}`] = NUL_MESSAGE;
    const was = String(form.get(`was-${id}`) ?? "").trim();
    rows.push({ id, eventDate: date, venue, ...(was ? { was } : {}) });
  }
  return Object.keys(errors).length > 0
    ? ({ ok: false, errors, values } as const)
    : ({ ok: true, rows } as const);
}
