import { data } from "react-router";
import { getEnv } from "~/config.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { type FormResult, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { intentSchema, readIntent } from "~/lib/intent";
import { isRealDay, todayInLondon } from "~/lib/london-date";
import { CALENDAR_INTENTS, calendarPath } from "./calendar.constants";
import { capacitySchema, freeDaySchema, markDaySchema } from "./calendar.schema";
import {
  calendarEntries,
  changeCapacity,
  markDay,
  monthOfCalendar,
  ownedCalendar,
} from "./calendar.server";
import { addMonths, MONTH_PATTERN, monthRange } from "./calendar-dates";
import { calendarIcs, feedMadeAt, icsResponse, newFeedPath } from "./calendar-feed.server";

/**
 * /business/listings/{id}/calendar: the owner's month view, marks and capacity, the `.ics`
 * export and the feed address. Business accounts and admins (`requireListingEditor` in the
 * route); the listing must be the actor's (404 otherwise, checked in every query).
 */

export type CalendarResult = FormResult & { intent?: string; feedUrl?: string };

/** The month the address asks for (`?month=2027-08`), else this month. */
function monthOf(request: Request, now: Date) {
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  // The months whose days can be marked (isRealDay: 1900 to 2999); any other is this month.
  const known = MONTH_PATTERN.test(asked) && asked >= "1900-01" && asked <= "2999-12";
  return known ? asked : todayInLondon(now).slice(0, 7);
}

export async function loadCalendar(request: Request, actor: SessionUser, vendorId: number) {
  const now = new Date();
  const listing = await ownedCalendar(actor, vendorId);
  const month = monthOf(request, now);
  const picked = new URL(request.url).searchParams.get("day") ?? "";
  const { first, last } = monthRange(month);
  const [days, feedSince] = await Promise.all([
    monthOfCalendar(vendorId, month),
    feedMadeAt(vendorId),
  ]);
  return {
    listing,
    month,
    previous: addMonths(month, -1),
    next: addMonths(month, 1),
    today: todayInLondon(now),
    // A day of this month, and a real one ("2027-08-15)" sorts inside the month too).
    picked: isRealDay(picked) && picked >= first && picked <= last ? picked : null,
    days,
    feedSince: feedSince ? formatLongDate(feedSince) : null,
  };
}

const calendarIntent = intentSchema(Object.values(CALENDAR_INTENTS));

export async function calendarAction(request: Request, actor: SessionUser, vendorId: number) {
  const form = await request.formData();
  const intent = readIntent(calendarIntent, form);
  const back = (day?: string) => calendarPath(vendorId, day?.slice(0, 7));
  switch (intent) {
    case CALENDAR_INTENTS.mark: {
      const parsed = parseForm(markDaySchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as CalendarResult);
      const { day, note } = parsed.data;
      if (!(await markDay(actor, vendorId, day, true, note ?? null))) throw notFound();
      return redirectWithToast(back(day), {
        title: "Marked unavailable",
        description: `${formatLongDate(day)}: couples see you as booked that day.`,
        variant: "success",
      });
    }
    case CALENDAR_INTENTS.free: {
      const parsed = parseForm(freeDaySchema, form);
      if (!parsed.ok) throw data("Choose a day", { status: 400 });
      const { day } = parsed.data;
      if (!(await markDay(actor, vendorId, day, false, null))) throw notFound();
      return redirectWithToast(back(day), {
        title: "Available again",
        description: formatLongDate(day),
      });
    }
    case CALENDAR_INTENTS.capacity: {
      const parsed = parseForm(capacitySchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as CalendarResult);
      const { eventsPerDay } = parsed.data;
      if (!(await changeCapacity(actor, vendorId, eventsPerDay))) throw notFound();
      return redirectWithToast(back(String(form.get("month") ?? "")), {
        title: "Saved",
        description: `You take up to ${eventsPerDay} ${eventsPerDay === 1 ? "event" : "events"} a day.`,
        variant: "success",
      });
    }
    case CALENDAR_INTENTS.feed: {
      const feedPath = await newFeedPath(actor, vendorId);
      const origin = getEnv().BASE_URL ?? new URL(request.url).origin;
      return reply<CalendarResult>(request, { intent, feedUrl: `${origin}${feedPath}` });
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

const notFound = () => data("Listing not found", { status: 404 });

/** /business/listings/{id}/calendar.ics: the owner's download. */
export async function exportCalendar(actor: SessionUser, vendorId: number) {
  const listing = await ownedCalendar(actor, vendorId);
  const body = calendarIcs(listing, await calendarEntries(vendorId));
  return icsResponse(body, `saath-calendar-${vendorId}.ics`);
}
