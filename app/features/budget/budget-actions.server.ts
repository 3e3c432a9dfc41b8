import { data } from "react-router";
import { requireWedding } from "~/features/accounts/guards.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { CATEGORIES } from "~/features/vendors/categories";
import { allows, notePlanChange } from "~/features/weddings/weddings.server";
import { type FormResult, parseForm } from "~/lib/form";
import { reply, replyInvalid } from "~/lib/form.server";
import { formatLongDate } from "~/lib/format";
import { parseId } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { todayInLondon } from "~/lib/london-date";
import { formatPence } from "~/lib/money";
import { BUDGET_INTENTS, BUDGET_PATH, WHOLE_WEDDING } from "./budget.constants";
import { costPaymentSchema, costSchema, planSchema } from "./budget.schema";
import { budgetOf, categoryLabel } from "./budget.server";
import {
  addCost,
  type BudgetWriteResult,
  markCostPaid,
  recordCostPayment,
  removeItem,
  setPlanned,
} from "./budget-write.server";
import { duePaymentsOf } from "./payments-due.server";

/**
 * /dashboard/budget: every member reads the wedding's budget; partners and planners change it
 * (a viewer's write is a 403, `requireWedding`); another wedding's line is not found (404).
 */

export type BudgetResult = FormResult & { intent?: string };

export async function loadBudget(request: Request, now = new Date()) {
  const { wedding } = await requireWedding(request, "read");
  const today = todayInLondon(now);
  const [budget, payments] = await Promise.all([budgetOf(wedding, today), duePaymentsOf(wedding)]);
  const canChange = allows(wedding.role, "change");
  return {
    canChange,
    today,
    budget,
    payments,
    choices: canChange
      ? {
          events: [
            ...budget.events.map((event) => ({
              value: String(event.id),
              label: `${event.name} (${formatLongDate(event.date)})`,
            })),
            { value: WHOLE_WEDDING, label: "Whole wedding" },
          ],
          categories: [
            ...CATEGORIES.map((category) => ({ value: category.id, label: category.name })),
            { value: "other", label: "Other" },
          ],
        }
      : null,
  };
}

const budgetIntent = intentSchema(Object.values(BUDGET_INTENTS));

const notFound = () => data("Budget line not found", { status: 404 });

/**
 * A saved line goes back to the budget with `toast`; a refused choice goes next to its field,
 * with what was typed.
 */
function answer(
  request: Request,
  intent: string,
  result: BudgetWriteResult,
  values: Record<string, string>,
  toast: { title: string; description?: string },
) {
  if (result.ok) return redirectWithToast(BUDGET_PATH, { ...toast, variant: "success" });
  return reply<BudgetResult>(
    request,
    { intent, errors: { [result.field]: result.message }, values },
    400,
  );
}

export async function budgetAction(request: Request) {
  const { user, wedding } = await requireWedding(request, "change");
  // The family's activity says who changed the money ("Mum planned £2,000.00 for Caterers").
  const note = (summary: string) =>
    notePlanChange({ weddingId: wedding.weddingId, member: user }, summary);
  const form = await request.formData();
  const intent = readIntent(budgetIntent, form);
  switch (intent) {
    case BUDGET_INTENTS.plan: {
      const parsed = parseForm(planSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as BudgetResult);
      const result = await setPlanned(wedding, parsed.data);
      if (result.ok) {
        const { planned, categoryId } = parsed.data;
        await note(`planned ${formatPence(planned)} for ${categoryLabel(categoryId)}`);
      }
      return answer(request, intent, result, parsed.values, { title: "Budget saved" });
    }
    case BUDGET_INTENTS.cost: {
      const parsed = parseForm(costSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as BudgetResult);
      const result = await addCost(wedding, parsed.data);
      if (result.ok) await note(`added ${parsed.data.supplier} to the budget`);
      const toast = { title: "Cost added", description: parsed.data.supplier };
      return answer(request, intent, result, parsed.values, toast);
    }
    case BUDGET_INTENTS.remove:
    case BUDGET_INTENTS.paid: {
      const itemId = parseId(String(form.get("itemId") ?? ""));
      const label =
        itemId === null
          ? null
          : intent === BUDGET_INTENTS.remove
            ? await removeItem(wedding, itemId)
            : await markCostPaid(wedding, itemId);
      if (label === null) throw notFound();
      await note(
        intent === BUDGET_INTENTS.remove ? `took ${label} off the budget` : `marked ${label} paid`,
      );
      return redirectWithToast(BUDGET_PATH, {
        title: intent === BUDGET_INTENTS.remove ? "Taken off the budget" : "Marked paid",
        description: label,
      });
    }
    case BUDGET_INTENTS.payment: {
      const itemId = parseId(String(form.get("itemId") ?? ""));
      if (itemId === null) throw notFound();
      const parsed = parseForm(costPaymentSchema, form);
      if (!parsed.ok) return replyInvalid(request, parsed, { intent } as BudgetResult);
      const result = await recordCostPayment(wedding, itemId, parsed.data.amount);
      if (result === null) throw notFound();
      if (result.ok)
        await note(`recorded ${formatPence(parsed.data.amount)} paid to ${result.label}`);
      const toast = { title: "Payment recorded", description: result.label };
      return answer(request, intent, result, parsed.values, toast);
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}
