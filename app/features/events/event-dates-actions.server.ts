import { assertCouple, requirePlanUser } from "~/features/accounts/guards.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { notePlanChange } from "~/features/weddings/weddings.server";
import type { FormResult } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { followedBy } from "./event-actions.server";
import { readEventDates } from "./event-dates.schema";
import { listEvents, type MoveBookings, setEventDates } from "./events.server";

/** /dashboard's action: every event's date and place in one short form (issue 31). */

const COUPLES_ONLY = "Only couples plan events";

export async function saveEventDates(request: Request, moveBookings?: MoveBookings) {
  const user = await requirePlanUser(request);
  assertCouple(user, COUPLES_ONLY);
  const form = await request.formData();
  const events = await listEvents(user.id);
  const read = readEventDates(
    form,
    events.map((event) => event.id),
  );
  // A date that is not one keeps everything that was typed, beside its message.
  if (!read.ok) {
    const result: FormResult = {
      errors: read.errors,
      values: read.values,
      formError: "Please check the dates below.",
    };
    return reply(request, result, 400);
  }
  const saved = await setEventDates(user.id, read.rows, followedBy(user, moveBookings));
  if (!saved.ok) {
    // A booked vendor with no place on an event's new day: nothing is saved, all is kept.
    const values = Object.fromEntries(
      read.rows.flatMap((row) => [
        [`date-${row.id}`, row.eventDate],
        [`venue-${row.id}`, row.venue],
      ]),
    );
    const result: FormResult = {
      errors: { [`date-${saved.eventId}`]: saved.message },
      values,
      formError: saved.message,
    };
    return reply(request, result, 409);
  }
  await notePlanChange(user, "gave each event its date and place");
  return redirectWithToast("/dashboard", {
    title: "Dates saved",
    description: "Each event now shows its own date and place.",
    variant: "success",
  });
}
