import { data } from "react-router";
import type { GuestSide } from "~/db/schema-weddings";
import type { WeddingActor } from "~/features/accounts/guards.server";
import { eventLabel } from "~/features/events/event-types";
import { getEvent } from "~/features/events/events.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows, partnerNames } from "~/features/weddings/weddings.server";
import { parseForm } from "~/lib/form";
import { replyInvalid } from "~/lib/form.server";
import { idParam, parseId } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { EVENT_GUEST_INTENTS, SIDES, sideLabel } from "./guest.constants";
import { inviteGroupSchema } from "./guest.schema";
import {
  eventDietaryTotals,
  eventGuestCounts,
  eventHouseholdCounts,
  eventHouseholds,
  NO_GUEST_COUNTS,
} from "./guest-counts.server";
import { readFilters } from "./guest-list.server";
import { bookedVenueOf } from "./guest-venue.server";
import { type HouseholdSelector, inviteGroup, setInvitations } from "./guests.server";

/** /dashboard/guests/events/{id}: who is invited to one event, and how they answered. */

const NOT_FOUND = "Event not found";

export const parseGuestEventId = (value: string | undefined) => idParam(value, NOT_FOUND);

/** The wedding's event (its plan account's), or a 404 whether or not another one exists. */
async function weddingEvent({ wedding }: WeddingActor, eventId: number) {
  const event = await getEvent(wedding.planUserId, eventId);
  if (!event) throw data(NOT_FOUND, { status: 404 });
  return event;
}

export async function loadEventGuestsPage(actor: WeddingActor, eventId: number, url: URL) {
  const { weddingId } = actor.wedding;
  const event = await weddingEvent(actor, eventId);
  const { page: _, ...filters } = readFilters(url);
  const filtered = Boolean(filters.q || filters.side || filters.group || filters.tag);
  const none = { q: "", side: "" as const, group: "", tag: "" };
  const [counts, households, dietary, all, names] = await Promise.all([
    eventGuestCounts(weddingId, [eventId]),
    eventHouseholdCounts(weddingId, eventId),
    eventDietaryTotals(weddingId, eventId),
    eventHouseholds(weddingId, eventId, none),
    partnerNames(weddingId),
  ]);
  const shown = filtered ? await eventHouseholds(weddingId, eventId, filters) : all;
  // Who a bulk invitation can be for, with how many households each reaches.
  const choices = [
    { value: "everyone", label: `Everyone (${all.length})` },
    ...SIDES.map((side) => ({
      value: `side:${side}`,
      label: `${sideLabel(side, names)} (${all.filter((h) => h.side === side).length})`,
    })),
    ...[...new Set(all.flatMap((h) => (h.groupName ? [h.groupName] : [])))].sort().map((group) => ({
      value: `group:${group}`,
      label: `Group: ${group} (${all.filter((h) => h.groupName === group).length})`,
    })),
    ...[...new Set(all.flatMap((h) => h.tags))].sort().map((tag) => ({
      value: `tag:${tag}`,
      label: `Tag: ${tag} (${all.filter((h) => h.tags.includes(tag)).length})`,
    })),
  ];
  const count = counts[eventId] ?? NO_GUEST_COUNTS;
  const venue = await bookedVenueOf(eventId);
  return {
    event: {
      id: event.id,
      label: eventLabel(event),
      date: event.eventDate,
      startTime: event.startTime,
      venue: event.venue,
      estimate: event.guests,
    },
    counts: count,
    households,
    dietary,
    overEstimate: Boolean(event.guests && count.attending > event.guests),
    overCapacity: venue && count.attending > venue.capacity ? venue : null,
    list: shown.map(({ tags: _tags, ...row }) => row),
    filters,
    groups: [...new Set(all.flatMap((h) => (h.groupName ? [h.groupName] : [])))].sort(),
    tags: [...new Set(all.flatMap((h) => h.tags))].sort(),
    choices,
    names,
    canChange: allows(actor.wedding.role, "change"),
  };
}

export type EventGuestsPage = Awaited<ReturnType<typeof loadEventGuestsPage>>;

function selectorOf(who: string): HouseholdSelector {
  if (who.startsWith("side:")) return { kind: "side", side: who.slice(5) as GuestSide };
  if (who.startsWith("group:")) return { kind: "group", group: who.slice(6) };
  if (who.startsWith("tag:")) return { kind: "tag", tag: who.slice(4) };
  return { kind: "everyone" };
}

/** The page's own filters, to come back to the same view after a change. */
function filterSearch(url: URL) {
  const { page: _, ...filters } = readFilters(url);
  const params = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const search = params.toString();
  return search ? `?${search}` : "";
}

const eventIntent = intentSchema(Object.values(EVENT_GUEST_INTENTS));

export async function eventGuestAction(request: Request, actor: WeddingActor, eventId: number) {
  const form = await request.formData();
  const back = `/dashboard/guests/events/${eventId}${filterSearch(new URL(request.url))}`;
  const intent = readIntent(eventIntent, form);
  if (intent === null) throw data("Unknown action", { status: 400 });
  if (intent === EVENT_GUEST_INTENTS.setInvited) {
    const ids = (name: string) => form.getAll(name).map((value) => parseId(String(value)));
    const shown = ids("shown");
    const ticked = ids("invited");
    if ([...shown, ...ticked].some((id) => id === null)) throw data(NOT_FOUND, { status: 404 });
    const result = await setInvitations(actor, eventId, shown as number[], ticked as number[]);
    if (!result) throw data("Not found", { status: 404 });
    const label = eventLabel(await weddingEvent(actor, eventId));
    const said = [
      result.invited ? `${result.invited} invited` : null,
      result.uninvited ? `${result.uninvited} uninvited` : null,
    ].filter(Boolean);
    return redirectWithToast(back, {
      title: said.length ? `Invitations to the ${label} saved` : "Nothing changed",
      description: said.length
        ? `Households: ${said.join(", ")}.`
        : "The ticked households were already invited.",
      variant: said.length ? "success" : undefined,
    });
  }
  const parsed = parseForm(inviteGroupSchema, form);
  if (!parsed.ok) return replyInvalid(request, parsed);
  const invite = intent === EVENT_GUEST_INTENTS.inviteGroup;
  const changed = await inviteGroup(actor, eventId, selectorOf(parsed.data.who), invite);
  if (changed === null) throw data(NOT_FOUND, { status: 404 });
  const label = eventLabel(await weddingEvent(actor, eventId));
  const households = `${changed} ${changed === 1 ? "household" : "households"}`;
  return redirectWithToast(back, {
    title: invite ? `Invited to the ${label}` : `Uninvited from the ${label}`,
    description:
      changed === 0
        ? invite
          ? "They were all invited already."
          : "None of them was invited."
        : invite
          ? `${households} more invited.`
          : `${households} no longer invited.`,
    variant: changed ? "success" : undefined,
  });
}
