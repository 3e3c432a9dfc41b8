import { Form, Link, useNavigation } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { typedBack } from "~/lib/typed-back";
import { Field, FormError, type Option, SelectField, useFormValidation } from "~/ui/form";
import { CalendarDays, Check, Circle, CircleCheck, Pencil, UserRound } from "~/ui/icons";
import { IntentButton, SaveButtons } from "~/ui/intent-button";
import { CHECKLIST_INTENTS, CHECKLIST_PATH, DUE_SOON_DAYS } from "./checklist.constants";

/** The checklist page's and the dashboard card's parts. */

export interface ShownTask {
  id: number;
  title: string;
  due: string | null;
  isOverdue: boolean;
  event: string | null;
  assignee: string | null;
  done: { on: string; by: string } | null;
}

export interface Choices {
  events: Option[];
  members: Option[];
}

/** Tick or untick: one button, named for what it does to which task. */
function TickButton({ task }: { task: ShownTask }) {
  const done = task.done !== null;
  return (
    <Form method="post" action={CHECKLIST_PATH} className="shrink-0">
      <input type="hidden" name="taskId" value={task.id} />
      <button
        type="submit"
        name="intent"
        value={done ? CHECKLIST_INTENTS.untick : CHECKLIST_INTENTS.tick}
        aria-label={done ? `Mark as not done: ${task.title}` : `Mark as done: ${task.title}`}
        className={`grid size-11 place-items-center rounded-full border-2 transition-colors ${
          done
            ? "border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800"
            : "border-stone-400 bg-white text-transparent hover:border-brand-700 hover:text-brand-700"
        }`}
      >
        <Check className="size-5" aria-hidden />
      </button>
    </Form>
  );
}

/** A viewer sees the state, not a control. */
function TaskState({ done }: { done: boolean }) {
  return (
    <span className="grid size-11 shrink-0 place-items-center">
      {done ? (
        <CircleCheck className="size-6 text-emerald-700" aria-label="Done" role="img" />
      ) : (
        <Circle className="size-6 text-stone-400" aria-label="Not done yet" role="img" />
      )}
    </span>
  );
}

function TaskRow({ task, canChange }: { task: ShownTask; canChange: boolean }) {
  return (
    <li className="flex items-start gap-3 py-3">
      {canChange ? <TickButton task={task} /> : <TaskState done={task.done !== null} />}
      <div className="min-w-0 flex-1 pt-2">
        <p className={`break-words ${task.done ? "text-stone-600 line-through" : "font-medium"}`}>
          {task.title}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {task.due ? (
            <span
              className={`inline-flex items-center gap-1 ${task.isOverdue ? "font-semibold text-red-700" : ""}`}
            >
              <CalendarDays className="size-4" aria-hidden />
              {task.isOverdue ? `Overdue since ${task.due}` : `Due ${task.due}`}
            </span>
          ) : null}
          <span>{task.event ?? "Whole wedding"}</span>
          {task.assignee ? (
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-4" aria-hidden />
              {task.assignee}
            </span>
          ) : null}
          {task.done ? (
            <span>
              Done by {task.done.by} on {task.done.on}
            </span>
          ) : null}
        </p>
      </div>
      {canChange ? (
        <Link
          to={`${CHECKLIST_PATH}/${task.id}`}
          className="btn-ghost shrink-0 px-3"
          aria-label={`Edit ${task.title}`}
        >
          <Pencil className="size-4" aria-hidden />
          <span className="hidden sm:inline">Edit</span>
        </Link>
      ) : null}
    </li>
  );
}

const GROUPS = [
  { key: "overdue", title: "Overdue", empty: null },
  { key: "soon", title: `Due in the next ${DUE_SOON_DAYS} days`, empty: "Nothing due soon." },
  { key: "later", title: "Later", empty: null },
  { key: "done", title: "Done", empty: "Nothing ticked off yet." },
] as const;

export function TaskGroups({
  groups,
  canChange,
}: {
  groups: Record<(typeof GROUPS)[number]["key"], ShownTask[]>;
  canChange: boolean;
}) {
  return (
    <div className="space-y-6">
      {GROUPS.map((group) => {
        const tasks = groups[group.key];
        if (tasks.length === 0 && !group.empty) return null;
        const id = `tasks-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={id} className="card p-5 sm:p-6">
            <h2
              id={id}
              className={`text-xl font-semibold ${group.key === "overdue" ? "text-red-800" : ""}`}
            >
              {group.title}{" "}
              <span className="text-base font-normal text-stone-600">({tasks.length})</span>
            </h2>
            {tasks.length === 0 ? (
              <p className="mt-3 text-stone-700">{group.empty}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200">
                {tasks.map((task) => (
                  <TaskRow key={task.id} task={task} canChange={canChange} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * Add a task, or edit one: title, event or whole wedding, due date, who does it. The add form
 * sits in the page's narrow side column on wide screens, so its fields stack there.
 */
export function TaskForm({
  choices,
  values,
  result,
  isNew,
}: {
  choices: Choices;
  values?: Record<string, string>;
  result?: FormResult;
  isNew: boolean;
}) {
  const navigation = useNavigation();
  const intent = isNew ? CHECKLIST_INTENTS.add : CHECKLIST_INTENTS.save;
  const { errors, checks } = useFormValidation(
    () => import("./checklist.schema").then((m) => m.taskSchema),
    result?.errors,
    { onlyForIntent: intent },
  );
  const form = { errors, values: typedBack(result) ?? values, idPrefix: "task-" };
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form
      method="post"
      action={isNew ? CHECKLIST_PATH : undefined}
      {...checks}
      className="space-y-4"
    >
      <FormError>{result?.formError}</FormError>
      <Field label="Task" required {...fieldProps("title", form)} />
      <div className={`grid gap-4 sm:grid-cols-3 ${isNew ? "lg:grid-cols-1" : ""}`}>
        <SelectField
          label="For"
          options={choices.events}
          placeholder="The whole wedding"
          {...fieldProps("eventId", form)}
        />
        <Field label="Due date" type="date" optional {...fieldProps("dueDate", form)} />
        <SelectField
          label="Who does it"
          options={choices.members}
          placeholder="Nobody yet"
          {...fieldProps("assignee", form)}
        />
      </div>
      <SaveButtons
        intent={intent}
        label={isNew ? "Add task" : "Save task"}
        busy={busy}
        cancelTo={isNew ? undefined : CHECKLIST_PATH}
      />
    </Form>
  );
}

/** Starts (or tops up) the list from the blog's 12-month checklist. */
export function TemplateForm({ isEmpty }: { isEmpty: boolean }) {
  return (
    <Form method="post" action={CHECKLIST_PATH}>
      <p className="text-stone-700">
        {isEmpty
          ? "Start from our 12-month checklist: about thirty tasks, each due the right time before your wedding and your events."
          : "Add any tasks of the 12-month checklist your list does not have yet."}{" "}
        <Link to="/blog/1" className="font-medium text-brand-700 underline">
          Read the checklist
        </Link>
      </p>
      <IntentButton
        intent={CHECKLIST_INTENTS.template}
        className={`${isEmpty ? "btn-primary" : "btn-secondary"} mt-3`}
      >
        Add the 12-month checklist
      </IntentButton>
    </Form>
  );
}

export function DeleteTaskForm({ title }: { title: string }) {
  return (
    <Form method="post" className="mt-6 border-t border-stone-200 pt-6">
      <IntentButton intent={CHECKLIST_INTENTS.remove} className="btn-secondary">
        Delete “{title}”
      </IntentButton>
    </Form>
  );
}

export interface ChecklistCardData {
  next: { id: number; title: string; due: string | null; isOverdue: boolean }[];
  open: number;
  overdue: number;
  done: number;
}

/** The dashboard's card: what is next and what is overdue. */
export function ChecklistCard({
  checklist,
  canChange = true,
}: {
  checklist: ChecklistCardData;
  /** A viewer reads the checklist but cannot start one. */
  canChange?: boolean;
}) {
  return (
    <section aria-labelledby="checklist-card-heading" className="card mt-6 p-5 sm:mt-8 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checklist-card-heading" className="text-xl font-semibold">
          Next on the checklist
        </h2>
        {checklist.overdue > 0 ? (
          <p className="font-semibold text-red-700">{checklist.overdue} overdue</p>
        ) : checklist.open > 0 ? (
          <p className="text-stone-700">Nothing overdue</p>
        ) : null}
      </div>
      {checklist.next.length === 0 ? (
        <p className="mt-3 text-stone-700">
          {checklist.done > 0
            ? "Everything is ticked off."
            : "No tasks yet. Start from our 12-month checklist, with due dates counted back from your wedding."}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {checklist.next.map((task) => (
            <li
              key={task.id}
              className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4"
            >
              <span className="break-words">{task.title}</span>
              {task.due ? (
                <span
                  className={`shrink-0 text-sm ${task.isOverdue ? "font-semibold text-red-700" : "text-stone-700"}`}
                >
                  {task.isOverdue ? `Overdue: ${task.due}` : task.due}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link to={CHECKLIST_PATH} className="btn-secondary mt-4">
        {checklist.open + checklist.done > 0 || !canChange
          ? "Open the checklist"
          : "Start the checklist"}
      </Link>
    </section>
  );
}
