import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { mailOutbox, user } from "~/db/schema";
import { budgetItem } from "~/db/schema-bookings";
import {
  checklistTask,
  guestImport,
  memberInvite,
  weddingActivity,
  wedding as weddingRow,
} from "~/db/schema-weddings";
import { eventLabel } from "~/features/events/event-types";
import { listEvents } from "~/features/events/events.server";
import { guestListForDownload } from "~/features/guests/guest-export.server";
import { listMembers, membershipOf, recentActivity } from "~/features/weddings/weddings.server";

/** The wedding's part of a member's data download (my-data.server.ts): the couple's plan, or a helper's share of it. */

const doneByUser = alias(user, "done_by_user");

type WeddingEvent = Awaited<ReturnType<typeof listEvents>>[number];

/** One of the couple's events as the download lists it. */
export const eventForDownload = (event: WeddingEvent) => ({
  name: eventLabel(event),
  type: event.type,
  date: event.eventDate,
  startTime: event.startTime,
  venue: event.venue,
  postcode: event.postcode,
  guests: event.guests,
  needs: event.needs,
  dressNotes: event.dressNotes,
});

/**
 * The wedding in a partner's download: its members, pending invitations, the guest list (people
 * who never signed up: their households, answers and messages), the checklist, the budget, who
 * changed what and the e-mails sent for the plan (to households, family and vendors). A planner or viewer gets their own membership only: the plan is the couple's.
 */
export async function weddingForDownload(userId: string) {
  const membership = await membershipOf(userId);
  if (!membership) return null;
  if (membership.role !== "partner") return helperPart(userId, membership);
  const weddingId = membership.weddingId;
  const [members, invites, guests, tasks, activity, budget, settings, imports, events, emails] =
    await Promise.all([
      listMembers(weddingId),
      db
        .select({
          email: memberInvite.email,
          role: memberInvite.role,
          sentAt: memberInvite.createdAt,
          expiresAt: memberInvite.expiresAt,
          acceptedAt: memberInvite.acceptedAt,
        })
        .from(memberInvite)
        .where(eq(memberInvite.weddingId, weddingId))
        .orderBy(asc(memberInvite.id)),
      guestListForDownload(weddingId),
      db
        .select({
          title: checklistTask.title,
          eventId: checklistTask.eventId,
          dueDate: checklistTask.dueDate,
          done: sql<boolean>`${checklistTask.doneAt} is not null`,
          // A name, as the checklist shows it; null once that member has deleted their account.
          doneBy: doneByUser.name,
        })
        .from(checklistTask)
        .leftJoin(doneByUser, eq(doneByUser.id, checklistTask.doneBy))
        .where(eq(checklistTask.weddingId, weddingId))
        .orderBy(asc(checklistTask.dueDate), asc(checklistTask.id)),
      recentActivity(weddingId, 1_000_000),
      // The budget's own lines (planned amounts, suppliers found outside Saath); quotes and
      // bookings made in Saath are under each enquiry above.
      db
        .select({
          categoryId: budgetItem.categoryId,
          eventId: budgetItem.weddingEventId,
          label: budgetItem.label,
          plannedPence: budgetItem.plannedPence,
          supplierName: budgetItem.supplierName,
          quotedPence: budgetItem.quotedPence,
          paidPence: budgetItem.paidPence,
          dueOn: budgetItem.dueOn,
          duePence: budgetItem.duePence,
        })
        .from(budgetItem)
        .where(eq(budgetItem.weddingId, weddingId))
        .orderBy(asc(budgetItem.id)),
      db
        .select({ rsvpDeadline: weddingRow.rsvpDeadline })
        .from(weddingRow)
        .where(eq(weddingRow.id, weddingId)),
      // Guest lists uploaded: each row's name and what became of it.
      db
        .select({
          fileName: guestImport.fileName,
          importedAt: guestImport.createdAt,
          rows: guestImport.outcomes,
        })
        .from(guestImport)
        .where(eq(guestImport.weddingId, weddingId))
        .orderBy(asc(guestImport.id)),
      // The wedding's events, kept under the plan's account (a partner who joined has none).
      listEvents(membership.planUserId),
      // E-mails sent for the plan: invitations to households and family, enquiries to vendors.
      db
        .select({
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          at: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.aboutUserId, membership.planUserId))
        .orderBy(asc(mailOutbox.id)),
    ]);
  return {
    yourRole: membership.role,
    members: members.map(({ name, email, role, joinedAt }) => ({ name, email, role, joinedAt })),
    invitations: invites,
    events: events.map(eventForDownload),
    rsvpDeadline: settings[0]?.rsvpDeadline ?? null,
    guestList: guests,
    guestListImports: imports,
    checklist: tasks,
    budget,
    emailsSentForThePlan: emails,
    activity: activity.map(({ actorName, summary, createdAt }) => ({
      actorName,
      summary,
      createdAt,
    })),
  };
}

/**
 * A planner's or viewer's part in the couple's wedding: their role, the changes they made, the
 * tasks given to them and the guest lists they uploaded (the rest of the plan is the couple's).
 */
async function helperPart(
  userId: string,
  { role, weddingId }: { role: string; weddingId: number },
) {
  // Only this wedding's: a wedding they helped before and left is that couple's.
  const [changes, tasks, uploads] = await Promise.all([
    db
      .select({ summary: weddingActivity.summary, at: weddingActivity.createdAt })
      .from(weddingActivity)
      .where(and(eq(weddingActivity.actorUserId, userId), eq(weddingActivity.weddingId, weddingId)))
      .orderBy(asc(weddingActivity.id)),
    db
      .select({ title: checklistTask.title, dueDate: checklistTask.dueDate })
      .from(checklistTask)
      .where(and(eq(checklistTask.assigneeUserId, userId), eq(checklistTask.weddingId, weddingId))),
    db
      .select({ fileName: guestImport.fileName, at: guestImport.createdAt })
      .from(guestImport)
      .where(and(eq(guestImport.byUserId, userId), eq(guestImport.weddingId, weddingId))),
  ]);
  return {
    yourRole: role,
    changesYouMade: changes,
    tasksGivenToYou: tasks,
    guestListsYouUploaded: uploads,
  };
}
