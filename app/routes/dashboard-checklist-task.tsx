import {
  loadTaskForm,
  parseTaskId,
  taskAction,
} from "~/features/checklist/checklist-actions.server";
import { DeleteTaskForm, TaskForm } from "~/features/checklist/checklist-parts";
import { PlanPage } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/dashboard-checklist-task";

/** /dashboard/checklist/{id}: change or delete one task (members who may change the plan). */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadTaskForm(request, parseTaskId(params.taskId));

export const action = keepsTyped(({ request, params }: Route.ActionArgs) =>
  taskAction(request, parseTaskId(params.taskId)),
);

export default function TaskPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, values, choices } = loaderData;
  return (
    <PlanPage title="Edit task" intro={title}>
      <div className="card mx-auto mt-6 max-w-3xl p-5 sm:p-8">
        <TaskForm choices={choices} values={values} result={actionData} isNew={false} />
        <DeleteTaskForm title={title} />
      </div>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Edit task", args);
