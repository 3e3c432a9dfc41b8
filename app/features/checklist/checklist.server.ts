import { and, asc, count, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Tx } from "~/db/client.server";
import { preparedRead } from "~/db/prepared.server";
import { user } from "~/db/schema";
import { weddingEvent } from "~/db/schema-events";
import { checklistTask, weddingMember } from "~/db/schema-weddings";
import { eventLabel } from "~/features/events/event-types";
import { getEvent, listEvents } from "~/features/events/events.server";
import { type Membership, recordActivity } from "~/features/weddings/weddings.server";
import { MAX_TASKS } from "./checklist.constants";
import type { TaskInput } from "./checklist.schema";
import { checklistTemplate, planTemplate } from "./checklist-template";

/**
 * The wedding's checklist (issue 29): the only writer of `checklist_task`. Every query names the
 * wedding (`wedding_id = the actor's`), so another wedding's task is simply not found; an event
 * must be one of the wedding's (its plan account's), an assignee one of its members. Each change
 * records one activity line in its transaction.
 */

export interface Actor {
  id: string;
  name: string;
}

const assigneeUser = alias(user, "assignee_user");
const doneByUser = alias(user, "done_by_user");

/** The wedding's tasks with their event, assignee and who ticked them off. */
export async function listTasks(wedding: Membership) {
  const rows = await db
    .select({
      id: checklistTask.id,
      title: checklistTask.title,
      dueDate: checklistTask.dueDate,
      doneAt: checklistTask.doneAt,
      eventId: checklistTask.eventId,
      eventType: weddingEvent.type,
      eventName: weddingEvent.customName,
      assigneeUserId: weddingMember.userId,
      assigneeName: assigneeUser.name,
      doneByName: doneByUser.name,
    })
    .from(checklistTask)
    .leftJoin(weddingEvent, eq(weddingEvent.id, checklistTask.eventId))
    // Someone who has left the wedding is no longer anyone's assignee.
    .leftJoin(
      weddingMember,
      and(
        eq(weddingMember.userId, checklistTask.assigneeUserId),
        eq(weddingMember.weddingId, checklistTask.weddingId),
      ),
    )
    .leftJoin(assigneeUser, eq(assigneeUser.id, weddingMember.userId))
    .leftJoin(doneByUser, eq(doneByUser.id, checklistTask.doneBy))
    .where(eq(checklistTask.weddingId, wedding.weddingId))
    .orderBy(sql`${checklistTask.dueDate} asc nulls last`, asc(checklistTask.id))
    .limit(MAX_TASKS);
  return rows.map(({ eventType, eventName, ...row }) => ({
    ...row,
    event: eventType ? eventLabel({ type: eventType, customName: eventName }) : null,
  }));
}

export type Task = Awaited<ReturnType<typeof listTasks>>[number];

/** One task of the wedding's, or null (another wedding's is not found). */
export async function getTask(wedding: Membership, taskId: number) {
  const [row] = await db
    .select({
      id: checklistTask.id,
      title: checklistTask.title,
      eventId: checklistTask.eventId,
      dueDate: checklistTask.dueDate,
      assigneeUserId: checklistTask.assigneeUserId,
    })
    .from(checklistTask)
    .where(and(eq(checklistTask.id, taskId), eq(checklistTask.weddingId, wedding.weddingId)))
    .limit(1);
  return row ?? null;
}

export type TaskWriteResult =
  | { ok: true; title: string }
  | { ok: false; reason: "not-found" | "full" }
  | { ok: false; reason: "invalid"; field: "eventId" | "assignee"; message: string };

/** The event and assignee a form names are the wedding's own, or the field's message. */
async function checkChoices(tx: Tx, wedding: Membership, input: TaskInput) {
  if (input.eventId !== null) {
    const event = await getEvent(wedding.planUserId, input.eventId, tx);
    if (!event) {
      return { field: "eventId" as const, message: "Choose an event from the list" };
    }
  }
  if (input.assignee !== null) {
    const [member] = await tx
      .select({ userId: weddingMember.userId })
      .from(weddingMember)
      .where(
        and(
          eq(weddingMember.weddingId, wedding.weddingId),
          eq(weddingMember.userId, input.assignee),
        ),
      )
      .limit(1);
    if (!member) return { field: "assignee" as const, message: "Choose someone from the list" };
  }
  return null;
}

async function taskCount(tx: Tx, weddingId: number) {
  const [row] = await tx
    .select({ value: count() })
    .from(checklistTask)
    .where(eq(checklistTask.weddingId, weddingId));
  return row?.value ?? 0;
}

/** A task's own columns, as the form gives them. */
const taskValues = (input: TaskInput) => ({
  title: input.title,
  eventId: input.eventId,
  dueDate: input.dueDate,
  assigneeUserId: input.assignee,
});

/** A task write in one transaction, once the form's event and assignee are the wedding's own. */
function writeChecked(
  wedding: Membership,
  input: TaskInput,
  write: (tx: Tx) => Promise<TaskWriteResult>,
): Promise<TaskWriteResult> {
  return db.transaction(async (tx): Promise<TaskWriteResult> => {
    const wrong = await checkChoices(tx, wedding, input);
    return wrong ? { ok: false, reason: "invalid", ...wrong } : write(tx);
  });
}

export function addTask(actor: Actor, wedding: Membership, input: TaskInput) {
  return writeChecked(wedding, input, async (tx) => {
    if ((await taskCount(tx, wedding.weddingId)) >= MAX_TASKS) return { ok: false, reason: "full" };
    await tx.insert(checklistTask).values({ ...taskValues(input), weddingId: wedding.weddingId });
    await recordActivity(tx, wedding.weddingId, actor, `added the task "${input.title}"`);
    return { ok: true, title: input.title };
  });
}

export function updateTask(actor: Actor, wedding: Membership, taskId: number, input: TaskInput) {
  return writeChecked(wedding, input, async (tx) => {
    const [changed] = await tx
      .update(checklistTask)
      .set(taskValues(input))
      .where(and(eq(checklistTask.id, taskId), eq(checklistTask.weddingId, wedding.weddingId)))
      .returning({ id: checklistTask.id });
    if (!changed) return { ok: false, reason: "not-found" };
    await recordActivity(tx, wedding.weddingId, actor, `changed the task "${input.title}"`);
    return { ok: true, title: input.title };
  });
}

export async function deleteTask(actor: Actor, wedding: Membership, taskId: number) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(checklistTask)
      .where(and(eq(checklistTask.id, taskId), eq(checklistTask.weddingId, wedding.weddingId)))
      .returning({ title: checklistTask.title });
    if (!gone) return null;
    await recordActivity(tx, wedding.weddingId, actor, `deleted the task "${gone.title}"`);
    return gone.title;
  });
}

/**
 * Ticks a task off (who and when are kept) or opens it again. Ticking what is already ticked
 * changes nothing and records nothing. Null when the task is not the wedding's.
 */
export async function setTaskDone(
  actor: Actor,
  wedding: Membership,
  taskId: number,
  done: boolean,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(checklistTask)
      .set(done ? { doneAt: now, doneBy: actor.id } : { doneAt: null, doneBy: null })
      .where(
        and(
          eq(checklistTask.id, taskId),
          eq(checklistTask.weddingId, wedding.weddingId),
          done ? isNull(checklistTask.doneAt) : isNotNull(checklistTask.doneAt),
        ),
      )
      .returning({ title: checklistTask.title });
    if (changed) {
      const summary = done ? `ticked off "${changed.title}"` : `reopened "${changed.title}"`;
      await recordActivity(tx, wedding.weddingId, actor, summary);
      return changed.title;
    }
    const [same] = await tx
      .select({ title: checklistTask.title })
      .from(checklistTask)
      .where(and(eq(checklistTask.id, taskId), eq(checklistTask.weddingId, wedding.weddingId)));
    return same?.title ?? null;
  });
}

/** The plan account's wedding date: whole-wedding tasks count back from it. */
async function weddingDateOf(wedding: Membership) {
  const [row] = await db
    .select({ weddingDate: user.weddingDate })
    .from(user)
    .where(eq(user.id, wedding.planUserId))
    .limit(1);
  return row?.weddingDate ?? null;
}

/**
 * Adds the 12-month checklist (checklist-template.ts) with due dates counted back from the
 * wedding date and each event's date. A task the list already has (same title and event) is
 * not added twice. Says how many were added.
 */
export async function addTemplateTasks(actor: Actor, wedding: Membership) {
  const [weddingDate, events] = await Promise.all([
    weddingDateOf(wedding),
    listEvents(wedding.planUserId),
  ]);
  // Without a wedding date, the last event is the day the whole wedding counts back from.
  const anchor = weddingDate ?? events.at(-1)?.eventDate ?? null;
  const planned = planTemplate(checklistTemplate(), anchor, events);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ title: checklistTask.title, eventId: checklistTask.eventId })
      .from(checklistTask)
      .where(eq(checklistTask.weddingId, wedding.weddingId));
    const key = (task: { title: string; eventId: number | null }) =>
      `${task.eventId ?? ""}|${task.title}`;
    const have = new Set(existing.map(key));
    const room = Math.max(0, MAX_TASKS - existing.length);
    const fresh = planned.filter((task) => !have.has(key(task))).slice(0, room);
    if (fresh.length === 0) return 0;
    await tx
      .insert(checklistTask)
      .values(fresh.map((task) => ({ ...task, weddingId: wedding.weddingId })));
    const summary = `added ${fresh.length} ${fresh.length === 1 ? "task" : "tasks"} from the 12-month checklist`;
    await recordActivity(tx, wedding.weddingId, actor, summary);
    return fresh.length;
  });
}

// The dashboard's card is read on every dashboard a couple opens: prepared statements (decision 045).
const ofWedding = eq(checklistTask.weddingId, sql.placeholder("weddingId"));
const isOpen = isNull(checklistTask.doneAt);

const nextTasksRead = preparedRead((database) =>
  database
    .select({
      id: checklistTask.id,
      title: checklistTask.title,
      dueDate: checklistTask.dueDate,
    })
    .from(checklistTask)
    .where(and(ofWedding, isOpen))
    .orderBy(sql`${checklistTask.dueDate} asc nulls last`, asc(checklistTask.id))
    .limit(5)
    .prepare("checklist_next"),
);

// Open, overdue and done in one pass over the wedding's tasks.
const taskCountsRead = preparedRead((database) =>
  database
    .select({
      open: sql<number>`count(*) filter (where ${isOpen})`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${and(isOpen, lt(checklistTask.dueDate, sql.placeholder("today")))})`.mapWith(
          Number,
        ),
      done: sql<number>`count(*) filter (where ${isNotNull(checklistTask.doneAt)})`.mapWith(Number),
    })
    .from(checklistTask)
    .where(ofWedding)
    .prepare("checklist_counts"),
);

/** The dashboard's card: the next five open tasks (overdue first) and how many are overdue. */
export async function checklistSummary(wedding: Membership, today: string) {
  const [next, [counts]] = await Promise.all([
    nextTasksRead().execute({ weddingId: wedding.weddingId }),
    taskCountsRead().execute({ weddingId: wedding.weddingId, today }),
  ]);
  return {
    next,
    open: counts?.open ?? 0,
    overdue: counts?.overdue ?? 0,
    done: counts?.done ?? 0,
  };
}
