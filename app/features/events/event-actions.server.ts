import { data } from "react-router";
import { assertCouple, type PlanUser } from "~/features/accounts/guards.server";
import type { SessionUser } from "~/features/accounts/session.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { notePlanChange } from "~/features/weddings/weddings.server";
import { formInput, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { idParam } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { eventSchema } from "./event.schema";
import { EVENT_INTENTS, eventLabel } from "./event-types";
import {
  createEvent,
  deleteEvent,
  EVENT_LIMIT_MESSAGES,
  getEvent,
  listEvents,
  type MoveBookings,
  type OnEventMoved,
  updateEvent,
} from "./events.server";

/** /profile/events/new and /profile/events/{id}: a couple's own events only. */

/** The event's id from the address (none for a new event); anything else is not found. */
export const parseEventId = (value: string | undefined) =>
  value === undefined ? null : idParam(value, "Event not found");

const COUPLES_ONLY = "Only couples plan events";

/** The date the edit form opened on (`eventDateWas`), if it posted one. */
const dateShown = (form: FormData) => {
  const was = form.get("eventDateWas");
  return typeof was === "string" && was ? was : undefined;
};

/** A moved event's bookings follow it, told to the vendor by the member who moved it. */
export const followedBy = (
  user: PlanUser,
  moveBookings: MoveBookings | undefined,
): OnEventMoved | undefined =>
  moveBookings &&
  ((tx, move) =>
    moveBookings(
      tx,
      { id: user.id, member: { id: user.member.id, name: user.member.name } },
      move,
    ));
const eventIntent = intentSchema(Object.values(EVENT_INTENTS));

export async function loadEventForm(user: SessionUser, eventId: number | null) {
  assertCouple(user, COUPLES_ONLY);
  const event = eventId === null ? null : await getEvent(user.id, eventId);
  if (eventId !== null && !event) throw data("Event not found", { status: 404 });
  const count = (await listEvents(user.id)).length;
  return {
    event: event
      ? {
          id: event.id,
          label: eventLabel(event),
          values: {
            type: event.type,
            customName: event.customName ?? "",
            eventDate: event.eventDate,
            startTime: event.startTime ?? "",
            venue: event.venue ?? "",
            postcode: event.postcode ?? "",
            guests: event.guests ? String(event.guests) : "",
            dressNotes: event.dressNotes ?? "",
          },
          needs: event.needs,
        }
      : null,
    count,
  };
}

export async function eventAction(
  request: Request,
  user: PlanUser,
  eventId: number | null,
  moveBookings?: MoveBookings,
) {
  assertCouple(user, COUPLES_ONLY);
  const form = await request.formData();
  // Anything but a delete of an existing event saves the form, as a plain submit does.
  if (readIntent(eventIntent, form) === EVENT_INTENTS.remove && eventId !== null) {
    return removeEvent(user, eventId);
  }
  return saveEvent(request, user, eventId, form, followedBy(user, moveBookings));
}

async function removeEvent(user: PlanUser, eventId: number) {
  const event = await getEvent(user.id, eventId);
  if (!event || !(await deleteEvent(user.id, eventId))) {
    throw data("Event not found", { status: 404 });
  }
  await notePlanChange(user, `deleted the ${eventLabel(event)}`);
  return redirectWithToast("/profile", {
    title: "Event deleted",
    description: `${eventLabel(event)} is gone; its vendors stay in your shortlist.`,
  });
}

async function saveEvent(
  request: Request,
  user: PlanUser,
  eventId: number | null,
  form: FormData,
  onMoved?: OnEventMoved,
) {
  const input = formInput(form, ["needs"]);
  // The ticked needs come back with a refused form (a field's values hold one string each).
  const needs = { lists: { needs: input.needs as string[] } };
  const parsed = parseForm(eventSchema, input);
  if (!parsed.ok) return replyInvalid(request, parsed, needs);
  const result =
    eventId === null
      ? await createEvent(user.id, parsed.data)
      : await updateEvent(user.id, eventId, parsed.data, onMoved, dateShown(form));
  if (!result.ok) {
    if (result.reason === "not-found") throw data("Event not found", { status: 404 });
    if (result.reason === "booked") {
      // A booked vendor with no place on the new day: the date keeps what was typed.
      const { message } = result;
      return reply(
        request,
        { errors: { eventDate: message }, formError: message, values: parsed.values, ...needs },
        409,
      );
    }
    const message = EVENT_LIMIT_MESSAGES[result.reason];
    return reply(
      request,
      { errors: { type: message }, formError: message, values: parsed.values, ...needs },
      409,
    );
  }
  const label = eventLabel(parsed.data);
  await notePlanChange(user, eventId === null ? `added the ${label}` : `changed the ${label}`);
  return redirectWithToast("/profile", {
    title: eventId === null ? "Event added" : "Event updated",
    description: `${eventLabel(parsed.data)} on your plan.`,
    variant: "success",
  });
}
