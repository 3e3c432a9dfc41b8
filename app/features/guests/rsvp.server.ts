import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { guest, household, rsvpAnswer } from "~/db/schema-weddings";
import type { SessionUser } from "~/features/accounts/session.server";
import { withdrawQueuedMail } from "~/features/mail/mail.server";
import { wakeMailWorker } from "~/features/mail/outbox-worker.server";
import {
  type Membership,
  recordActivity,
  setRsvpDeadline,
} from "~/features/weddings/weddings.server";
import { formatLongDate, pluralise } from "~/lib/format";
import {
  dueForInvitation,
  dueForReminder,
  eventsByHousehold,
  isInvitedToSomething,
  weddingCouple,
} from "./invitations.server";
import { queueInvitation, queueReminder } from "./invitations-mail.server";
import type { RsvpAnswers } from "./rsvp.schema";
import { rsvpPath, rsvpUrl } from "./rsvp-link.server";
import { findLinkedHousehold, householdPeople, invitedEvents } from "./rsvp-read.server";
import { canStillAnswer, isLinkExpired } from "./rsvp-rules";

/**
 * The RSVP writer. The guest list is split between two writers in features/guests:
 * - guests.server.ts writes `household` (its name, address, contact, side, group, tags),
 *   `guest` (everything a couple types about a person), `event_invitation` and `guest_import`;
 * - this module writes `rsvp_answer`, the household's `message`, `answered_at`,
 *   `invitation_sent_at`, `reminder_sent_at` and `link_version`, and a guest's `dietary` and
 *   `dietary_other` when the guest changes them on their RSVP page.
 * A guest's answers come through their household's signed link (no account, so no activity
 * line: the couple see the answer itself); every change a member makes here records one
 * activity line in its own transaction, and e-mails are queued in that transaction too.
 */

export type SaveRsvpResult =
  | { ok: true }
  | { ok: false; reason: "unknown" | "expired" | "closed" | "mismatch" };

/**
 * A household's answers from its RSVP page, as one change: every answer must be for one of the
 * household's people and an event the household is invited to, else nothing is written. The
 * link, its expiry and the deadline are checked again under the household's row lock, so an
 * answer never slips past a new link or the deadline.
 */
export async function saveRsvpAnswers(
  link: { householdId: number; linkVersion: number },
  input: RsvpAnswers,
  today: string,
): Promise<SaveRsvpResult> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: household.id })
      .from(household)
      .where(and(eq(household.id, link.householdId), eq(household.linkVersion, link.linkVersion)))
      .for("update");
    if (!locked) return { ok: false, reason: "unknown" };
    const linked = await findLinkedHousehold(link.householdId, link.linkVersion, tx);
    if (!linked) return { ok: false, reason: "unknown" };
    if (isLinkExpired(linked.lastEventDate, today)) return { ok: false, reason: "expired" };
    if (!canStillAnswer(linked.deadline, today)) return { ok: false, reason: "closed" };
    const [people, events] = await Promise.all([
      householdPeople(linked, tx),
      invitedEvents(linked, tx),
    ]);
    const personIds = new Set(people.map((person) => person.id));
    const eventIds = new Set(events.map((event) => event.id));
    const fits =
      input.answers.every(
        (answer) => personIds.has(answer.guestId) && eventIds.has(answer.eventId),
      ) && input.dietary.every((needs) => personIds.has(needs.guestId));
    if (!fits) return { ok: false, reason: "mismatch" };

    const now = new Date();
    if (input.answers.length > 0) {
      await tx
        .insert(rsvpAnswer)
        .values(
          input.answers.map((answer) => ({
            ...answer,
            weddingId: linked.weddingId,
            answeredAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [rsvpAnswer.guestId, rsvpAnswer.eventId],
          set: {
            attending: sql`excluded.attending`,
            answeredAt: sql`excluded.answered_at`,
          },
        });
    }
    for (const needs of input.dietary) {
      await tx
        .update(guest)
        .set({ dietary: needs.needs, dietaryOther: needs.other })
        .where(and(eq(guest.id, needs.guestId), eq(guest.householdId, linked.id)));
    }
    await tx
      .update(household)
      .set({ message: input.message, answeredAt: now })
      .where(eq(household.id, linked.id));
    return { ok: true };
  });
}

type Actor = { user: SessionUser; wedding: Membership };

/** The rows an e-mail needs, for households whose sent column this transaction just set. */
async function queueFor(
  tx: Tx,
  actor: Actor,
  households: { id: number; name: string; email: string | null; linkVersion: number }[],
  queue: typeof queueInvitation,
) {
  const [couple, events] = await Promise.all([
    weddingCouple(actor.wedding.weddingId, tx),
    eventsByHousehold(
      actor.wedding,
      households.map((row) => row.id),
      tx,
    ),
  ]);
  for (const row of households) {
    if (!row.email) continue;
    await queue(
      {
        to: row.email,
        householdName: row.name,
        couple: couple.couple,
        events: events.get(row.id) ?? [],
        url: rsvpUrl(row.id, row.linkVersion),
        deadline: couple.deadline,
        planUserId: actor.wedding.planUserId,
      },
      tx,
    );
  }
}

const sentColumns = {
  id: household.id,
  name: household.name,
  email: household.email,
  linkVersion: household.linkVersion,
};

/**
 * "Send invitations by e-mail": every household with an address and an event that has not
 * been sent one. Marking them sent and queuing the e-mails is one statement and one
 * transaction, so two clicks at once never send a household two invitations.
 */
export function sendInvitations(actor: Actor): Promise<number> {
  return sendRound(actor, {
    mark: { invitationSentAt: new Date() },
    due: dueForInvitation(actor.wedding.weddingId),
    queue: queueInvitation,
    what: "invitations",
  });
}

/**
 * Marks every household `due` as sent (`mark`) and queues its e-mail, in one transaction, with
 * one activity line; how many were sent.
 */
async function sendRound(
  actor: Actor,
  round: {
    mark: { invitationSentAt: Date } | { reminderSentAt: Date };
    due: SQL | undefined;
    queue: typeof queueInvitation;
    what: "invitations" | "reminders";
  },
): Promise<number> {
  const sent = await db.transaction(async (tx) => {
    const due = await tx.update(household).set(round.mark).where(round.due).returning(sentColumns);
    if (due.length === 0) return 0;
    await queueFor(tx, actor, due, round.queue);
    await recordActivity(
      tx,
      actor.wedding.weddingId,
      actor.user,
      `sent ${round.what} to ${pluralise(due.length, "household")}`,
    );
    return due.length;
  });
  if (sent > 0) wakeMailWorker();
  return sent;
}

export type SendOneResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" | "no-email" | "no-events" };

/** One household's invitation, sent (again) whenever the couple asks. */
export async function sendInvitation(actor: Actor, householdId: number): Promise<SendOneResult> {
  const result = await db.transaction(async (tx): Promise<SendOneResult> => {
    const [row] = await tx
      .select({ ...sentColumns, invited: isInvitedToSomething.mapWith(Boolean) })
      .from(household)
      .where(and(eq(household.id, householdId), eq(household.weddingId, actor.wedding.weddingId)))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    if (!row.email) return { ok: false, reason: "no-email" };
    if (!row.invited) return { ok: false, reason: "no-events" };
    await tx
      .update(household)
      .set({ invitationSentAt: new Date() })
      .where(eq(household.id, row.id));
    await queueFor(tx, actor, [row], queueInvitation);
    await recordActivity(
      tx,
      actor.wedding.weddingId,
      actor.user,
      `sent an invitation to ${row.name}`,
    );
    return { ok: true, name: row.name };
  });
  if (result.ok) wakeMailWorker();
  return result;
}

/**
 * "Send reminders": one reminder per household that has not answered, ever. Like the
 * invitations, marking and queuing are one transaction.
 */
export function sendReminders(actor: Actor): Promise<number> {
  return sendRound(actor, {
    mark: { reminderSentAt: new Date() },
    due: dueForReminder(actor.wedding.weddingId),
    queue: queueReminder,
    what: "reminders",
  });
}

/**
 * A new link for a household: every earlier link stops working at once (a link sent to the
 * wrong person, or shared too widely). The household counts as not sent again, so the next
 * "Send invitations" includes it.
 */
export async function renewLink(actor: Actor, householdId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(household)
      .set({ linkVersion: sql`${household.linkVersion} + 1`, invitationSentAt: null })
      .where(and(eq(household.id, householdId), eq(household.weddingId, actor.wedding.weddingId)))
      .returning({ name: household.name, linkVersion: household.linkVersion });
    if (!row) return null;
    // An e-mail still waiting to go with the old link would send a link that no longer works.
    await withdrawQueuedMail(tx, {
      aboutUserId: actor.wedding.planUserId,
      link: rsvpPath(householdId, row.linkVersion - 1),
    });
    await recordActivity(
      tx,
      actor.wedding.weddingId,
      actor.user,
      `made a new RSVP link for ${row.name}`,
    );
    return row.name;
  });
}

/** The day after which guests can no longer change their answers (null: no deadline). */
export async function setDeadline(actor: Actor, deadline: string | null) {
  await db.transaction(async (tx) => {
    await setRsvpDeadline(actor.wedding.weddingId, deadline, tx);
    await recordActivity(
      tx,
      actor.wedding.weddingId,
      actor.user,
      deadline
        ? `set the RSVP deadline to ${formatLongDate(deadline)}`
        : "removed the RSVP deadline",
    );
  });
}

/**
 * A household taken off an event's list leaves no answer for it behind: nothing counts it, and
 * invited again it is asked afresh.
 */
export async function forgetAnswers(tx: Tx, eventId: number, householdIds: number[]) {
  if (householdIds.length === 0) return;
  await tx
    .delete(rsvpAnswer)
    .where(
      and(
        eq(rsvpAnswer.eventId, eventId),
        inArray(
          rsvpAnswer.guestId,
          tx.select({ id: guest.id }).from(guest).where(inArray(guest.householdId, householdIds)),
        ),
      ),
    );
}
