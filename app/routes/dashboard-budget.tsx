import { budgetAction, loadBudget } from "~/features/budget/budget-actions.server";
import { CostForm, PaymentsDue, PlanForm } from "~/features/budget/budget-forms";
import { BudgetGroupSection, BudgetSummary, SupplierList } from "~/features/budget/budget-view";
import { PlanNav, PlanPanel } from "~/features/weddings/plan-nav";
import { keepsTyped } from "~/lib/form.server";
import { privatePage } from "~/lib/seo";
import type { Route } from "./+types/dashboard-budget";

/** /dashboard/budget: what the wedding costs, per event and category (issue 30). */
export const loader = ({ request }: Route.LoaderArgs) => loadBudget(request);

export const action = keepsTyped(({ request }: Route.ActionArgs) => budgetAction(request));

export default function BudgetPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { canChange, budget, payments, choices, today } = loaderData;
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold sm:text-4xl">Budget</h1>
      <p className="mt-2 text-stone-700">
        What each event costs: your plan, the quotes you have, what is booked and what is still to
        pay.
      </p>
      <PlanNav />
      {canChange ? null : (
        <p className="mt-4 text-stone-700">
          You can see the budget; the couple and their planners change it.
        </p>
      )}
      <div className="mt-6">
        <BudgetSummary total={budget.total} />
      </div>
      <div
        className={`mt-6 grid gap-6 ${canChange ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : ""}`}
      >
        <div className="min-w-0 space-y-6">
          <PaymentsDue payments={payments} today={today} />
          {budget.groups.map((group) => (
            <BudgetGroupSection key={group.key} group={group} />
          ))}
          <SupplierList suppliers={budget.suppliers} canChange={canChange} result={result} />
        </div>
        {canChange && choices ? (
          <div className="min-w-0 space-y-6">
            <PlanPanel id="plan-heading" title="Plan an amount">
              <PlanForm choices={choices} result={result} />
            </PlanPanel>
            <PlanPanel id="cost-heading" title="A supplier outside Saath">
              <CostForm choices={choices} result={result} />
            </PlanPanel>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => privatePage("Budget", args);
