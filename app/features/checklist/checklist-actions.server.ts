import { data } from "react-router";
import { requireWedding } from "~/features/accounts/guards.server";
import { duePaymentsOf } from "~/features/budget/payments-due.server";
import { eventLabel } from "~/features/events/event-types";
import { listEvents } from "~/features/events/events.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows, listMembers, type Membership } from "~/features/weddings/weddings.server";
import { type FormResult, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { idParam, parseId } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { addDays, todayInLondon } from "~/lib/london-date";
import { CHECKLIST_INTENTS, CHECKLIST_PATH, DUE_SOON_DAYS, MAX_TASKS } from "./checklist.constants";
import { taskSchema } from "./checklist.schema";
import {
  addTask,
  addTemplateTasks,
  checklistSummary,
  deleteTask,
  getTask,
  listTasks,
  setTaskDone,
  type Task,
  type TaskWriteResult,
  updateTask,
} from "./checklist.server";

/** /dashboard/checklist and /dashboard/checklist/{id}: the wedding's tasks, for every member. */

export type ChecklistResult = FormResult & { intent?: string };

export const parseTaskId = (value: string | undefined) => idParam(value, "Task not found");

const taskNotFound = () => data("Task not found", { status: 404 });

/** A task as a row of the list shows it. */
function shownTask(task: Task, today: string) {
  return {
    id: task.id,
    title: task.title,
    due: task.dueDate ? formatLongDate(task.dueDate) : null,
    isOverdue: !task.doneAt && task.dueDate !== null && task.dueDate < today,
    event: task.event,
    assignee: task.assigneeName,
    done: task.doneAt
      ? { on: formatLongDate(task.doneAt), by: task.doneByName ?? "someone who has left" }
      : null,
  };
}

export type ShownTask = ReturnType<typeof shownTask>;

/** The four groups: overdue, due in the next 30 days, later (or undated), done. */
function groupTasks(tasks: Task[], today: string) {
  const soon = addDays(today, DUE_SOON_DAYS);
  const groups = {
    overdue: [] as Task[],
    soon: [] as Task[],
    later: [] as Task[],
    done: [] as Task[],
  };
  for (const task of tasks) {
    if (task.doneAt) groups.done.push(task);
    else if (task.dueDate !== null && task.dueDate < today) groups.overdue.push(task);
    else if (task.dueDate !== null && task.dueDate <= soon) groups.soon.push(task);
    else groups.later.push(task);
  }
  groups.done.sort((a, b) => (b.doneAt?.getTime() ?? 0) - (a.doneAt?.getTime() ?? 0));
  const show = (list: Task[]) => list.map((task) => shownTask(task, today));
  return {
    overdue: show(groups.overdue),
    soon: show(groups.soon),
    later: show(groups.later),
    done: show(groups.done),
  };
}

/** The choices the task form offers: the wedding's events and members. */
async function formChoices(wedding: Membership) {
  const [events, members] = await Promise.all([
    listEvents(wedding.planUserId),
    listMembers(wedding.weddingId),
  ]);
  return {
    events: events.map((event) => ({
      value: String(event.id),
      label: `${eventLabel(event)} (${formatLongDate(event.eventDate)})`,
    })),
    members: members.map((member) => ({ value: member.userId, label: member.name })),
  };
}

export async function loadChecklist(request: Request, now = new Date()) {
  const { wedding } = await requireWedding(request, "read");
  const today = todayInLondon(now);
  const canChange = allows(wedding.role, "change");
  const [tasks, choices, payments] = await Promise.all([
    listTasks(wedding),
    canChange ? formChoices(wedding) : null,
    // Payments due on bookings and outside suppliers (the budget, issue 30).
    duePaymentsOf(wedding),
  ]);
  const groups = groupTasks(tasks, today);
  return {
    canChange,
    groups,
    total: tasks.length,
    isFull: tasks.length >= MAX_TASKS,
    choices,
    payments,
    today,
  };
}

const checklistIntent = intentSchema([
  CHECKLIST_INTENTS.add,
  CHECKLIST_INTENTS.template,
  CHECKLIST_INTENTS.tick,
  CHECKLIST_INTENTS.untick,
]);

export async function checklistAction(request: Request) {
  const { user, wedding } = await requireWedding(request, "change");
  const form = await request.formData();
  switch (readIntent(checklistIntent, form)) {
    case CHECKLIST_INTENTS.add:
      return saveTask(request, user, wedding, null, form);
    case CHECKLIST_INTENTS.template: {
      const added = await addTemplateTasks(user, wedding);
      return redirectWithToast(CHECKLIST_PATH, {
        title: added > 0 ? "Checklist added" : "Nothing to add",
        description:
          added > 0
            ? `${added} ${added === 1 ? "task" : "tasks"} from the 12-month checklist, with due dates counted back from your dates.`
            : "Your checklist already has every task of the 12-month checklist.",
        variant: added > 0 ? "success" : undefined,
      });
    }
    case CHECKLIST_INTENTS.tick:
    case CHECKLIST_INTENTS.untick: {
      const done = form.get("intent") === CHECKLIST_INTENTS.tick;
      const taskId = parseId(String(form.get("taskId") ?? ""));
      const title = taskId === null ? null : await setTaskDone(user, wedding, taskId, done);
      if (title === null) throw taskNotFound();
      return redirectWithToast(CHECKLIST_PATH, {
        title: done ? "Ticked off" : "Opened again",
        description: title,
        variant: done ? "success" : undefined,
      });
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

/** The edit page: the task's values and the form's choices. Viewers change nothing: 403. */
export async function loadTaskForm(request: Request, taskId: number) {
  const { wedding } = await requireWedding(request, "change");
  const task = await getTask(wedding, taskId);
  if (!task) throw taskNotFound();
  return {
    title: task.title,
    values: {
      title: task.title,
      eventId: task.eventId ? String(task.eventId) : "",
      dueDate: task.dueDate ?? "",
      assignee: task.assigneeUserId ?? "",
    },
    choices: await formChoices(wedding),
  };
}

const taskIntent = intentSchema([CHECKLIST_INTENTS.save, CHECKLIST_INTENTS.remove]);

export async function taskAction(request: Request, taskId: number) {
  const { user, wedding } = await requireWedding(request, "change");
  const form = await request.formData();
  switch (readIntent(taskIntent, form, CHECKLIST_INTENTS.save)) {
    case CHECKLIST_INTENTS.remove: {
      const title = await deleteTask(user, wedding, taskId);
      if (title === null) throw taskNotFound();
      return redirectWithToast(CHECKLIST_PATH, { title: "Task deleted", description: title });
    }
    case CHECKLIST_INTENTS.save:
      return saveTask(request, user, wedding, taskId, form);
    default:
      throw data("Unknown action", { status: 400 });
  }
}

async function saveTask(
  request: Request,
  actor: { id: string; name: string },
  wedding: Membership,
  taskId: number | null,
  form: FormData,
) {
  const intent = taskId === null ? CHECKLIST_INTENTS.add : CHECKLIST_INTENTS.save;
  const parsed = parseForm(taskSchema, form);
  if (!parsed.ok) {
    const invalid: ChecklistResult = { intent, errors: parsed.errors, values: parsed.values };
    return reply(request, invalid, 400);
  }
  const result: TaskWriteResult =
    taskId === null
      ? await addTask(actor, wedding, parsed.data)
      : await updateTask(actor, wedding, taskId, parsed.data);
  if (!result.ok) {
    if (result.reason === "not-found") throw taskNotFound();
    const answer: ChecklistResult =
      result.reason === "invalid"
        ? { intent, errors: { [result.field]: result.message } }
        : { intent, formError: `A checklist holds up to ${MAX_TASKS} tasks.` };
    return reply(
      request,
      { ...answer, values: parsed.values },
      result.reason === "full" ? 409 : 400,
    );
  }
  return redirectWithToast(CHECKLIST_PATH, {
    title: taskId === null ? "Task added" : "Task saved",
    description: result.title,
    variant: "success",
  });
}

/** The dashboard's checklist card: the next five open tasks and how many are overdue. */
export async function dashboardChecklist(wedding: Membership, now = new Date()) {
  const today = todayInLondon(now);
  const summary = await checklistSummary(wedding, today);
  return {
    next: summary.next.map((task) => ({
      id: task.id,
      title: task.title,
      due: task.dueDate ? formatLongDate(task.dueDate) : null,
      isOverdue: task.dueDate !== null && task.dueDate < today,
    })),
    open: summary.open,
    overdue: summary.overdue,
    done: summary.done,
  };
}
