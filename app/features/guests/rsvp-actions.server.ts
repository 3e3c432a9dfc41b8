import { data, type RouterContextProvider, redirect } from "react-router";
import { eventLabel } from "~/features/events/event-types";
import {
  clientIpFrom,
  consumeRateLimit,
  RATE_RULES,
} from "~/features/rate-limit/rate-limit.server";
import { formInput, formValues, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { todayInLondon } from "~/lib/london-date";
import { PERSONAL_FIELD, RSVP_MESSAGES, rsvpField, rsvpSchema } from "./rsvp.schema";
import { saveRsvpAnswers } from "./rsvp.server";
import { readRsvpToken } from "./rsvp-link.server";
import {
  findLinkedHousehold,
  householdAnswers,
  householdPeople,
  invitedEvents,
  type LinkedHousehold,
} from "./rsvp-read.server";
import { canStillAnswer, coupleNames, eventDayText, isLinkExpired } from "./rsvp-rules";

/**
 * /rsvp/{token}: a household's private RSVP page, no log-in. Its loader and action. A link we
 * did not sign, one made for an older link version or a household that is gone all get the
 * same 404 page; a link past its last day gets 410. Every request is counted per address, and
 * per household once the link is ours.
 */

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  token: string;
}

export interface RsvpEvent {
  id: number;
  label: string;
  date: string;
  time: string | null;
  place: string | null;
  dressNotes: string | null;
}

export interface RsvpPerson {
  id: number;
  name: string;
  isChild: boolean;
  dietary: string[];
  dietaryOther: string;
}

export type RsvpPageData =
  | { state: "unknown" }
  | { state: "expired" }
  | { state: "limited"; minutes: number }
  | {
      state: "open" | "closed";
      action: string;
      couple: string;
      contactEmail: string;
      householdName: string;
      deadlineText: string | null;
      events: RsvpEvent[];
      people: RsvpPerson[];
      /** "yes" or "no" by field name (`rsvpField.answer`). */
      answers: Record<string, string>;
      message: string;
      answered: boolean;
      saved: boolean;
    };

const page = (body: RsvpPageData, status = 200, headers?: HeadersInit) =>
  data(body, { status, headers });

function limited(retryAfter: number) {
  return page({ state: "limited", minutes: Math.ceil(retryAfter / 60) }, 429, {
    "Retry-After": String(retryAfter),
  });
}

/** The household a link opens, counted against its limits; or the page to show instead. */
type Opened =
  | { ok: false; answer: ReturnType<typeof page> }
  | {
      ok: true;
      link: { householdId: number; linkVersion: number };
      linked: LinkedHousehold;
      today: string;
    };

async function openLink(args: Args, kind: "read" | "write"): Promise<Opened> {
  const ip = clientIpFrom(args.context);
  const byAddress = await consumeRateLimit(
    `rsvp-${kind}-ip:${ip}`,
    kind === "read" ? RATE_RULES.rsvpReadIp : RATE_RULES.rsvpWriteIp,
  );
  if (!byAddress.allowed) return { ok: false, answer: limited(byAddress.retryAfter) };
  const link = readRsvpToken(args.token);
  if (!link) return { ok: false, answer: page({ state: "unknown" }, 404) };
  const byLink = await consumeRateLimit(
    `rsvp-${kind}:${link.householdId}`,
    kind === "read" ? RATE_RULES.rsvpReadLink : RATE_RULES.rsvpWriteLink,
  );
  if (!byLink.allowed) return { ok: false, answer: limited(byLink.retryAfter) };
  const linked = await findLinkedHousehold(link.householdId, link.linkVersion);
  if (!linked) return { ok: false, answer: page({ state: "unknown" }, 404) };
  const today = todayInLondon();
  if (isLinkExpired(linked.lastEventDate, today)) {
    return { ok: false, answer: page({ state: "expired" }, 410) };
  }
  return { ok: true, link, linked, today };
}

async function invitationOf(linked: LinkedHousehold) {
  const [events, people] = await Promise.all([invitedEvents(linked), householdPeople(linked)]);
  return {
    events: events.map((event) => ({
      id: event.id,
      label: eventLabel(event),
      date: eventDayText(event),
      time: event.startTime,
      place: [event.venue, event.postcode].filter(Boolean).join(", ") || null,
      dressNotes: event.dressNotes,
    })),
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      isChild: person.isChild,
      dietary: person.dietary,
      dietaryOther: person.dietaryOther ?? "",
    })),
  };
}

export async function loadRsvpPage(args: Args) {
  const opened = await openLink(args, "read");
  if (!opened.ok) return opened.answer;
  const { linked, today } = opened;
  const [invitation, answers] = await Promise.all([invitationOf(linked), householdAnswers(linked)]);
  const answered = linked.answeredAt !== null;
  return page({
    state: canStillAnswer(linked.deadline, today) ? "open" : "closed",
    action: `/rsvp/${args.token}`,
    couple: coupleNames(linked.partner1, linked.partner2),
    contactEmail: linked.contactEmail,
    householdName: linked.name,
    deadlineText: linked.deadline ? formatLongDate(linked.deadline) : null,
    ...invitation,
    answers: Object.fromEntries(
      answers.map((answer) => [
        rsvpField.answer(answer.guestId, answer.eventId),
        answer.attending ? "yes" : "no",
      ]),
    ),
    message: linked.message ?? "",
    answered,
    saved: answered && new URL(args.request.url).searchParams.has("saved"),
  });
}

/** What was typed, with each person's ticked dietary needs as one comma-separated value. */
function typedValues(form: FormData, values: Record<string, string>, dietFields: string[]) {
  const kept = { ...values };
  for (const name of dietFields) {
    kept[name] = form
      .getAll(name)
      .filter((value) => typeof value === "string")
      .join(",");
  }
  return kept;
}

export async function rsvpAction(args: Args) {
  const { request } = args;
  const form = await request.formData();
  const opened = await openLink(args, "write");
  if (!opened.ok) return opened.answer;
  const { link, linked, today } = opened;
  if (!canStillAnswer(linked.deadline, today)) {
    return reply(request, { formError: RSVP_MESSAGES.closed }, 403);
  }
  const { events, people } = await invitationOf(linked);
  const expected = new Set<string>();
  const dietFields = people.map((person) => rsvpField.dietary(person.id));
  for (const person of people) {
    for (const event of events) expected.add(rsvpField.answer(person.id, event.id));
    expected.add(rsvpField.dietary(person.id));
    expected.add(rsvpField.dietaryOther(person.id));
  }
  // A field for someone outside the household or an event it is not invited to: refused whole.
  const stranger = [...new Set(form.keys())].some(
    (name) => PERSONAL_FIELD.test(name) && !expected.has(name),
  );
  // Refused answers keep what was typed for this household's own people and events on screen.
  const kept = () =>
    typedValues(
      form,
      Object.fromEntries(Object.entries(formValues(form)).filter(([name]) => expected.has(name))),
      dietFields,
    );
  if (stranger) return reply(request, { formError: RSVP_MESSAGES.mismatch, values: kept() }, 400);

  const parsed = parseForm(rsvpSchema({ people, events }), formInput(form, dietFields));
  if (!parsed.ok) {
    return reply(
      request,
      { errors: parsed.errors, values: typedValues(form, parsed.values, dietFields) },
      400,
    );
  }
  const saved = await saveRsvpAnswers(link, parsed.data, today);
  if (!saved.ok) {
    if (saved.reason === "unknown") return page({ state: "unknown" }, 404);
    if (saved.reason === "expired") return page({ state: "expired" }, 410);
    const message = saved.reason === "closed" ? RSVP_MESSAGES.closed : RSVP_MESSAGES.mismatch;
    const values = saved.reason === "closed" ? undefined : kept();
    return reply(request, { formError: message, values }, saved.reason === "closed" ? 403 : 409);
  }
  return redirect(`/rsvp/${args.token}?saved=1#thanks`, 303);
}
