import { PaymentsDue } from "~/features/budget/budget-forms";
import { CHECKLIST_INTENTS } from "~/features/checklist/checklist.constants";
import { checklistAction, loadChecklist } from "~/features/checklist/checklist-actions.server";
import { TaskForm, TaskGroups, TemplateForm } from "~/features/checklist/checklist-parts";
import { PlanPage, PlanPanel } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { privatePage } from "~/lib/seo";
import { FormError } from "~/ui/form";
import type { Route } from "./+types/dashboard-checklist";

/** /dashboard/checklist: the wedding's tasks by when they are due; members who may change tick them. */
export const loader = ({ request }: Route.LoaderArgs) => loadChecklist(request);

export const action = keepsTyped(({ request }: Route.ActionArgs) => checklistAction(request));

export default function ChecklistPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { canChange, groups, total, isFull, choices, payments, today } = loaderData;
  const open = groups.overdue.length + groups.soon.length + groups.later.length;
  // The add form shows its own answers; a tick's or the template's refusal shows above the list.
  const adding = !result?.intent || result.intent === CHECKLIST_INTENTS.add;
  return (
    <PlanPage
      title="Checklist"
      intro={
        total === 0
          ? "Everything to do before the day, and who is doing it."
          : `${open} to do, ${groups.overdue.length} overdue, ${groups.done.length} done.`
      }
      beforeNav={
        canChange && total > 0 && !isFull ? (
          <a href="#add-task-heading" className="btn-secondary mt-4 lg:hidden">
            Add a task
          </a>
        ) : null
      }
    >
      {canChange ? null : (
        <p className="mt-4 text-stone-700">
          You can see the checklist; the couple and their planners change it.
        </p>
      )}
      <div
        className={`mt-6 grid gap-6 ${canChange ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : ""}`}
      >
        <div className={`min-w-0 space-y-6 lg:order-1 ${total === 0 ? "order-2" : "order-1"}`}>
          {adding ? null : <FormError>{result?.formError}</FormError>}
          <PaymentsDue payments={payments} today={today} />
          {total === 0 ? (
            <p className="card p-6 text-stone-700">
              {canChange
                ? "No tasks yet."
                : "No tasks yet. The couple and their planners add them here."}
            </p>
          ) : (
            <TaskGroups groups={groups} canChange={canChange} />
          )}
        </div>
        {canChange && choices ? (
          <div className={`min-w-0 space-y-6 lg:order-2 ${total === 0 ? "order-1" : "order-2"}`}>
            <PlanPanel id="template-heading" title="The 12-month checklist" gap="mt-3">
              <TemplateForm isEmpty={total === 0} />
            </PlanPanel>
            {isFull ? null : (
              <PlanPanel id="add-task-heading" title="Add a task">
                <TaskForm
                  key={total}
                  choices={choices}
                  result={adding ? result : undefined}
                  isNew
                />
              </PlanPanel>
            )}
          </div>
        ) : null}
      </div>
    </PlanPage>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Checklist", args);
