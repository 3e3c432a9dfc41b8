import { and, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { eventInvitation, guest, household } from "~/db/schema-weddings";
import { eventLabel } from "~/features/events/event-types";
import { getEvent } from "~/features/events/events.server";
import { withdrawQueuedMail } from "~/features/mail/mail.server";
import { recordActivity } from "~/features/weddings/weddings.server";
import { pluralise } from "~/lib/format";
import type { HouseholdInput } from "./guest.schema";
import type { HouseholdFields, PersonFields } from "./guest.types";
import { forgetNamesInImportReports } from "./guest-import-report.server";
import { forgetAnswers } from "./rsvp.server";
import { rsvpPathOfEveryVersion } from "./rsvp-link.server";

/**
 * The guest list's one writer (issue 29): `household`, `guest`, `event_invitation` and
 * `guest_import` (the import's save is in `guest-import-save.server.ts`). Every write names the actor's wedding in its query, so another wedding's ids
 * change nothing and answer "not found"; every change records one activity line in its own
 * transaction. The RSVP side (`rsvp*.server.ts`) writes the answers, the household's
 * message, answered, sent and link-version columns, and a guest's dietary needs from the RSVP
 * page; nothing here touches those columns except the dietary needs the couple edits.
 */

export interface GuestActor {
  user: { id: string; name: string };
  wedding: { weddingId: number; planUserId: string };
}

/** A person's own columns, from the form or the import. */
export const personValues = (person: PersonFields) => ({
  name: person.name,
  isChild: person.isChild,
  email: person.email,
  phone: person.phone,
  dietary: person.dietary,
  dietaryOther: person.dietaryOther,
  accessibility: person.accessibility,
});

const householdValues = (input: HouseholdFields) => ({
  name: input.name,
  address: input.address,
  email: input.email,
  phone: input.phone,
  side: input.side,
  groupName: input.groupName,
  tags: input.tags,
});

export async function createHousehold(actor: GuestActor, input: HouseholdInput) {
  const { weddingId } = actor.wedding;
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(household)
      .values({ ...householdValues(input), weddingId })
      .returning({ id: household.id });
    if (input.people.length) {
      await tx.insert(guest).values(
        input.people.map((person) => ({
          ...personValues(person),
          weddingId,
          householdId: made.id,
        })),
      );
    }
    await recordActivity(
      tx,
      weddingId,
      actor.user,
      `added ${input.name} (${pluralise(input.people.length, "guest")})`,
    );
    return made.id;
  });
}

/** Thrown inside a transaction to undo it when an id is not the wedding's. */
class NotTheirs extends Error {}

/** Thrown inside a transaction to undo it when a person the form names has since been removed. */
class Gone extends Error {
  constructor(readonly ids: number[]) {
    super("gone");
  }
}

export type UpdateHouseholdResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  /** People the form was opened with whom someone else has removed since: nothing changed. */
  | { ok: false; reason: "gone"; ids: number[] };

/**
 * The household and its people as the form sent them: people with an id are changed (each
 * must be this household's), the ones ticked Remove deleted, the rest added. When the
 * household, or any person named, is not this wedding's ("not-found"), or a person named has
 * been removed since the form was opened ("gone"), nothing changes.
 */
export async function updateHousehold(
  actor: GuestActor,
  householdId: number,
  input: HouseholdInput,
): Promise<UpdateHouseholdResult> {
  const { weddingId } = actor.wedding;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(household)
        .set(householdValues(input))
        .where(and(eq(household.id, householdId), eq(household.weddingId, weddingId)))
        .returning({ id: household.id });
      if (!row) throw new NotTheirs();
      const current = await tx
        .select({ id: guest.id })
        .from(guest)
        .where(and(eq(guest.householdId, householdId), eq(guest.weddingId, weddingId)));
      const theirs = new Set(current.map((person) => person.id));
      const named = [...input.removedIds, ...input.people.flatMap((p) => (p.id ? [p.id] : []))];
      const strangers = named.filter((id) => !theirs.has(id));
      if (strangers.length) {
        // Someone of another household or wedding is refused; someone no longer anywhere was
        // removed while this form was open.
        const elsewhere = await tx
          .select({ id: guest.id })
          .from(guest)
          .where(inArray(guest.id, strangers));
        if (elsewhere.length) throw new NotTheirs();
        throw new Gone(strangers);
      }
      if (input.removedIds.length) {
        await tx
          .delete(guest)
          .where(and(inArray(guest.id, input.removedIds), eq(guest.householdId, householdId)));
      }
      for (const person of input.people) {
        if (person.id) {
          await tx
            .update(guest)
            .set(personValues(person))
            .where(and(eq(guest.id, person.id), eq(guest.householdId, householdId)));
        }
      }
      const added = input.people.filter((person) => !person.id);
      if (added.length) {
        await tx
          .insert(guest)
          .values(added.map((p) => ({ ...personValues(p), weddingId, householdId })));
        await awaitNewPeople(tx, weddingId, householdId);
      }
      const changes = [
        added.length ? `added ${pluralise(added.length, "guest")}` : null,
        input.removedIds.length ? `removed ${pluralise(input.removedIds.length, "guest")}` : null,
      ].filter(Boolean);
      await recordActivity(
        tx,
        weddingId,
        actor.user,
        `updated ${input.name}${changes.length ? ` (${changes.join(", ")})` : ""}`,
      );
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof NotTheirs) return { ok: false, reason: "not-found" };
    if (error instanceof Gone) return { ok: false, reason: "gone", ids: error.ids };
    throw error;
  }
}

/**
 * Deletes the household with its people, invitations and answers, every e-mail to it (sent or
 * waiting) and its people's names in the import reports; its name, or null. Only the activity
 * log keeps the household's name, until the plan is deleted.
 */
export async function deleteHousehold(actor: GuestActor, householdId: number) {
  const { weddingId } = actor.wedding;
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ name: guest.name })
      .from(guest)
      .where(and(eq(guest.householdId, householdId), eq(guest.weddingId, weddingId)));
    const [gone] = await tx
      .delete(household)
      .where(and(eq(household.id, householdId), eq(household.weddingId, weddingId)))
      .returning({ name: household.name });
    if (!gone) return null;
    await withdrawQueuedMail(tx, {
      aboutUserId: actor.wedding.planUserId,
      link: rsvpPathOfEveryVersion(householdId),
      sentToo: true,
    });
    await forgetNamesInImportReports(tx, weddingId, [
      gone.name,
      ...people.map((person) => person.name),
    ]);
    await recordActivity(
      tx,
      weddingId,
      actor.user,
      `removed ${gone.name} (${pluralise(people.length, "guest")})`,
    );
    return gone.name;
  });
}

/** Which households a bulk invitation means: everyone, or one side, group or tag. */
export type HouseholdSelector =
  | { kind: "everyone" }
  | { kind: "side"; side: "partner1" | "partner2" | "both" }
  | { kind: "group"; group: string }
  | { kind: "tag"; tag: string };

export function selectorCondition(selector: HouseholdSelector): SQL | undefined {
  switch (selector.kind) {
    case "everyone":
      return undefined;
    case "side":
      return eq(household.side, selector.side);
    case "group":
      return eq(household.groupName, selector.group);
    case "tag":
      return sql`${household.tags} @> ${JSON.stringify([selector.tag])}::jsonb`;
  }
}

/**
 * Households newly invited to another event have something new to hear and to answer: their
 * invitation goes out again on the next "Send invitations" (it lists every event they are
 * invited to), and they count as waiting for a reply, so a reminder can reach them too.
 */
async function reopenInvitations(tx: Tx, weddingId: number, householdIds: number[]) {
  if (householdIds.length === 0) return;
  await tx
    .update(household)
    .set({ invitationSentAt: null, reminderSentAt: null, answeredAt: null })
    .where(and(eq(household.weddingId, weddingId), inArray(household.id, householdIds)));
}

/**
 * Someone new in a household that had answered has not answered yet: the household waits for
 * a reply again (its link shows them; a reminder can reach it). Its invitation stays sent.
 */
export async function awaitNewPeople(tx: Tx, weddingId: number, householdId: number) {
  await tx
    .update(household)
    .set({ answeredAt: null, reminderSentAt: null })
    .where(
      and(
        eq(household.id, householdId),
        eq(household.weddingId, weddingId),
        isNotNull(household.answeredAt),
      ),
    );
}

/**
 * Takes the households (their ids, or a query for them) off the event's list and forgets their
 * answers for it; how many were taken off.
 */
async function uninvite(
  tx: Tx,
  weddingId: number,
  eventId: number,
  householdIds: number[] | SQLWrapper,
) {
  // A guest answering at this moment holds their household's row (saveRsvpAnswers): wait for
  // it, so an answer sent for the event is forgotten with the invitation, never left behind.
  await tx
    .select({ id: household.id })
    .from(household)
    .where(and(eq(household.weddingId, weddingId), inArray(household.id, householdIds)))
    .orderBy(household.id)
    .for("update");
  const rows = await tx
    .delete(eventInvitation)
    .where(
      and(
        eq(eventInvitation.eventId, eventId),
        eq(eventInvitation.weddingId, weddingId),
        inArray(eventInvitation.householdId, householdIds),
      ),
    )
    .returning({ id: eventInvitation.householdId });
  await forgetAnswers(
    tx,
    eventId,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/** The activity line's words for households invited to, or uninvited from, an event. */
const invitedWords = (count: number, label: string) =>
  `invited ${pluralise(count, "household")} to the ${label}`;
const uninvitedWords = (count: number, label: string) =>
  `uninvited ${pluralise(count, "household")} from the ${label}`;

/** Invites (or uninvites) every household the selector names; the number changed, or null. */
export async function inviteGroup(
  actor: GuestActor,
  eventId: number,
  selector: HouseholdSelector,
  invite: boolean,
): Promise<number | null> {
  const { weddingId } = actor.wedding;
  return db.transaction(async (tx) => {
    const event = await getEvent(actor.wedding.planUserId, eventId, tx);
    if (!event) return null;
    const chosen = and(eq(household.weddingId, weddingId), selectorCondition(selector));
    let changed: number;
    if (invite) {
      const rows = await tx
        .insert(eventInvitation)
        .select(
          tx
            .select({
              householdId: household.id,
              eventId: sql<number>`${eventId}::int`.as("event_id"),
              weddingId: household.weddingId,
            })
            .from(household)
            .where(chosen),
        )
        .onConflictDoNothing()
        .returning({ id: eventInvitation.householdId });
      changed = rows.length;
      await reopenInvitations(
        tx,
        weddingId,
        rows.map((row) => row.id),
      );
    } else {
      changed = await uninvite(
        tx,
        weddingId,
        eventId,
        tx.select({ id: household.id }).from(household).where(chosen),
      );
    }
    if (changed > 0) {
      const label = eventLabel(event);
      await recordActivity(
        tx,
        weddingId,
        actor.user,
        invite ? invitedWords(changed, label) : uninvitedWords(changed, label),
      );
    }
    return changed;
  });
}

/**
 * The one-by-one form: of the households it showed (`shown`), the ticked ones are invited and
 * the others not. Null (nothing changes) when the event or any household is not the wedding's.
 */
export async function setInvitations(
  actor: GuestActor,
  eventId: number,
  shown: number[],
  ticked: number[],
): Promise<{ invited: number; uninvited: number } | null> {
  const { weddingId } = actor.wedding;
  const shownIds = [...new Set(shown)];
  const tickedIds = [...new Set(ticked)];
  if (tickedIds.some((id) => !shownIds.includes(id))) return null;
  return db.transaction(async (tx) => {
    const event = await getEvent(actor.wedding.planUserId, eventId, tx);
    if (!event) return null;
    if (shownIds.length === 0) return { invited: 0, uninvited: 0 };
    const [found] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(household)
      .where(and(eq(household.weddingId, weddingId), inArray(household.id, shownIds)));
    if ((found?.count ?? 0) !== shownIds.length) return null;
    const invited = tickedIds.length
      ? await tx
          .insert(eventInvitation)
          .values(tickedIds.map((householdId) => ({ householdId, eventId, weddingId })))
          .onConflictDoNothing()
          .returning({ id: eventInvitation.householdId })
      : [];
    await reopenInvitations(
      tx,
      weddingId,
      invited.map((row) => row.id),
    );
    const untick = shownIds.filter((id) => !tickedIds.includes(id));
    const uninvited = untick.length ? await uninvite(tx, weddingId, eventId, untick) : 0;
    const label = eventLabel(event);
    const parts = [
      invited.length ? invitedWords(invited.length, label) : null,
      uninvited ? uninvitedWords(uninvited, label) : null,
    ].filter(Boolean);
    if (parts.length) await recordActivity(tx, weddingId, actor.user, parts.join(" and "));
    return { invited: invited.length, uninvited };
  });
}
