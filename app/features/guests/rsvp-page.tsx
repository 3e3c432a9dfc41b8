import type { ReactNode } from "react";
import type { FormResult } from "~/lib/form";
import { FormError } from "~/ui/form";
import { CalendarDays, Clock, Info, Link2Off, MapPin, PartyPopper } from "~/ui/icons";
import { IconLine } from "./icon-line";
import {
  ATTENDING,
  DIETARY_LABELS,
  LINK_DAYS_AFTER_LAST_EVENT,
  NOT_ATTENDING,
  RSVP_MESSAGES,
  rsvpField,
} from "./rsvp.constants";
import type { RsvpEvent, RsvpPageData, RsvpPerson } from "./rsvp-actions.server";
import { RsvpForm } from "./rsvp-form";

/** A household's RSVP page: its events, its people's answers, and the form to give them. */

type Invitation = Extract<RsvpPageData, { state: "open" | "closed" }>;

/** The page when the link is not one we can open: unknown, expired or tried too often. */
export function RsvpUnavailable({
  state,
}: {
  state: Exclude<RsvpPageData["state"], "open" | "closed">;
}) {
  const copy = {
    unknown: {
      title: RSVP_MESSAGES.unknown,
      body: "Please check the link you were sent, all of it. If the couple sent you a new link, the old one no longer works; ask them for the latest.",
    },
    expired: {
      title: RSVP_MESSAGES.expired,
      body: `RSVP links stop working ${LINK_DAYS_AFTER_LAST_EVENT} days after the wedding's last event. If you need anything, please contact the couple directly.`,
    },
    limited: { title: "Please wait a moment", body: RSVP_MESSAGES.limited },
  }[state];
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Link2Off className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-md text-stone-700">{copy.body}</p>
    </section>
  );
}

function EventDetails({ event }: { event: RsvpEvent }) {
  return (
    <li className="card p-5">
      <h3 className="text-xl font-semibold">{event.label}</h3>
      <ul className="mt-2 space-y-1 text-stone-800">
        <IconLine icon={CalendarDays}>{event.date}</IconLine>
        <IconLine icon={Clock}>{event.time}</IconLine>
        <IconLine icon={MapPin}>{event.place}</IconLine>
      </ul>
      {event.dressNotes ? (
        <div className="mt-3 flex items-start gap-2 rounded-lg bg-saffron-100/70 px-3 py-2 text-sm text-ink">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="whitespace-pre-line">
            <span className="font-semibold">From the couple: </span>
            {event.dressNotes}
          </p>
        </div>
      ) : null}
    </li>
  );
}

const dietText = (person: RsvpPerson) => {
  const needs = person.dietary
    .filter((need) => need !== "other")
    .map((need): string => DIETARY_LABELS[need as keyof typeof DIETARY_LABELS] ?? need);
  if (person.dietary.includes("other") && person.dietaryOther) needs.push(person.dietaryOther);
  return needs.length > 0 ? needs.join(", ") : "No dietary needs";
};

/** What the household has told the couple, for the thank-you and after the deadline. */
function AnswerSummary({ invitation }: { invitation: Invitation }) {
  const { events, people, answers } = invitation;
  return (
    <div className="mt-4 space-y-4">
      {events.map((event) => (
        <div key={event.id}>
          <h3 className="font-semibold">{event.label}</h3>
          <ul className="mt-1 space-y-0.5 text-stone-800">
            {people.map((person) => {
              const answer = answers[rsvpField.answer(person.id, event.id)];
              return (
                <li key={person.id}>
                  {person.name}:{" "}
                  {answer === ATTENDING
                    ? "attending"
                    : answer === NOT_ATTENDING
                      ? "not attending"
                      : "no answer yet"}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div>
        <h3 className="font-semibold">Dietary needs</h3>
        <ul className="mt-1 space-y-0.5 text-stone-800">
          {people.map((person) => (
            <li key={person.id}>
              {person.name}: {dietText(person)}
            </li>
          ))}
        </ul>
      </div>
      {invitation.message ? (
        <div>
          <h3 className="font-semibold">Your message</h3>
          <p className="mt-1 whitespace-pre-line text-stone-800">{invitation.message}</p>
        </div>
      ) : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function RsvpInvitation({
  invitation,
  result,
}: {
  invitation: Invitation;
  result?: FormResult;
}) {
  const open = invitation.state === "open";
  const nothingToAnswer = invitation.events.length === 0 || invitation.people.length === 0;
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Wedding invitation
      </p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{invitation.couple}</h1>
      <p className="mt-2 text-lg text-stone-800">For {invitation.householdName}</p>

      {invitation.saved ? (
        <section
          id="thanks"
          aria-labelledby="thanks-heading"
          className="mt-6 scroll-mt-24 rounded-2xl border border-emerald-300 bg-emerald-50 p-5"
        >
          <h2 id="thanks-heading" className="flex items-center gap-2 text-2xl font-semibold">
            <PartyPopper className="size-6 text-emerald-800" aria-hidden /> Thank you!
          </h2>
          <p role="status" className="mt-1 text-emerald-950">
            Your answers are with {invitation.couple}.
            {open && invitation.deadlineText
              ? ` You can change them here until ${invitation.deadlineText}.`
              : open
                ? " You can change them here at any time."
                : ""}
          </p>
          <AnswerSummary invitation={invitation} />
        </section>
      ) : null}

      <Section id="events-heading" title="You are invited to">
        {invitation.events.length === 0 ? (
          <p className="mt-3 text-stone-700">
            The couple have not added any events to your invitation yet. Please come back later.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {invitation.events.map((event) => (
              <EventDetails key={event.id} event={event} />
            ))}
          </ul>
        )}
      </Section>

      {open ? (
        nothingToAnswer ? null : (
          <Section
            id="answers-heading"
            title={invitation.answered ? "Change your answers" : "Your answers"}
          >
            <p className="mt-1 text-stone-700">
              {invitation.deadlineText
                ? `Please reply by ${invitation.deadlineText}. You can change your answers until then.`
                : "You can change your answers later with this same link."}
            </p>
            <RsvpForm invitation={invitation} result={result} />
          </Section>
        )
      ) : (
        <Section id="answers-heading" title="Your answers">
          <p className="mt-2 rounded-lg border border-saffron-300 bg-saffron-100 px-4 py-3 text-ink">
            The RSVP deadline was {invitation.deadlineText}, so answers can no longer be changed
            here. To change anything, please contact {invitation.couple} at{" "}
            <a
              className="font-medium text-brand-700 underline"
              href={`mailto:${invitation.contactEmail}`}
            >
              {invitation.contactEmail}
            </a>
            .
          </p>
          {result?.formError ? <FormError>{result.formError}</FormError> : null}
          {invitation.answered ? (
            <AnswerSummary invitation={invitation} />
          ) : (
            <p className="mt-3 text-stone-700">You did not send answers before the deadline.</p>
          )}
        </Section>
      )}
      <p className="mt-10 text-sm text-stone-600">
        This page is private to your household: please do not share its link. It needs no account,
        and stops working {LINK_DAYS_AFTER_LAST_EVENT} days after the last event.
      </p>
    </div>
  );
}
