import { Form, Link } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { formatLongDate } from "~/lib/format";
import { formatPence } from "~/lib/money";
import { Field, FormError, type Option, SelectField } from "~/ui/form";
import { BUDGET_INTENTS, SUPPLIER_MAX } from "./budget.constants";

/** The budget page's forms, and the payments due. */

type Result = (FormResult & { intent?: string }) | undefined;

export interface Choices {
  events: Option[];
  categories: Option[];
}

const formOf = (result: Result, intent: string) => (result?.intent === intent ? result : undefined);

/** The couple's planned amount for an event and category (set again to change it). */
export function PlanForm({ choices, result }: { choices: Choices; result: Result }) {
  const form = formOf(result, BUDGET_INTENTS.plan);
  const props = (name: string) => fieldProps(name, { ...form, idPrefix: "plan-" });
  return (
    <Form method="post" className="space-y-4" key={form ? `plan-${result?.at}` : "plan"}>
      <FormError>{form?.formError}</FormError>
      <SelectField label="Event" options={choices.events} {...props("eventId")} />
      <SelectField
        label="Category"
        options={choices.categories}
        placeholder="Choose a category"
        {...props("categoryId")}
      />
      <Field
        label="Planned amount (£)"
        inputMode="decimal"
        placeholder="2,500"
        hint="Set it again to change it."
        {...props("planned")}
      />
      <button
        type="submit"
        name="intent"
        value={BUDGET_INTENTS.plan}
        className="btn-primary w-full sm:w-auto"
      >
        Save planned amount
      </button>
    </Form>
  );
}

/** A supplier found outside Saath: cost, paid so far and the next payment due. */
export function CostForm({ choices, result }: { choices: Choices; result: Result }) {
  const form = formOf(result, BUDGET_INTENTS.cost);
  const props = (name: string) => fieldProps(name, { ...form, idPrefix: "cost-" });
  return (
    <Form method="post" className="space-y-4" key={form ? `cost-${result?.at}` : "cost"}>
      <FormError>{form?.formError}</FormError>
      <Field label="Supplier" maxLength={SUPPLIER_MAX} required {...props("supplier")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Event" options={choices.events} {...props("eventId")} />
        <SelectField
          label="Category"
          options={choices.categories}
          placeholder="Choose a category"
          {...props("categoryId")}
        />
        <Field
          label="Cost (£)"
          inputMode="decimal"
          placeholder="1,250.50"
          required
          {...props("cost")}
        />
        <Field label="Paid so far (£)" inputMode="decimal" optional {...props("paid")} />
        <Field label="Next payment (£)" inputMode="decimal" optional {...props("duePence")} />
        <Field label="Due on" type="date" optional {...props("dueOn")} />
      </div>
      <button
        type="submit"
        name="intent"
        value={BUDGET_INTENTS.cost}
        className="btn-primary w-full sm:w-auto"
      >
        Add cost
      </button>
    </Form>
  );
}

export interface ShownPayment {
  source: string;
  id: number;
  label: string;
  amountPence: number;
  dueOn: string;
  href: string;
}

/** Payments still to make, by due day (the checklist shows the same list). */
export function PaymentsDue({ payments, today }: { payments: ShownPayment[]; today: string }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-due-heading" className="card p-4 sm:p-5">
      <h2 id="payments-due-heading" className="text-xl font-semibold">
        Payments due
      </h2>
      <ul className="mt-2 divide-y divide-stone-200">
        {payments.map((entry) => (
          <li
            key={`${entry.source}-${entry.id}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3 py-2.5 text-sm"
          >
            <Link to={entry.href} className="font-medium text-brand-700 underline">
              {entry.label}
            </Link>
            <span className="tabular-nums">
              {formatPence(entry.amountPence)} ·{" "}
              <span className={entry.dueOn < today ? "font-semibold text-red-800" : ""}>
                {entry.dueOn < today ? "overdue since" : "due"} {formatLongDate(entry.dueOn)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
