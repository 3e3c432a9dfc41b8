import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { formatLongDate } from "~/lib/format";
import { formatPence } from "~/lib/money";
import { Field, FormError, type Option, SelectField } from "~/ui/form";
import { IntentButton } from "~/ui/intent-button";
import { TitledSection } from "~/ui/titled-section";
import { BUDGET_INTENTS, SUPPLIER_MAX } from "./budget.constants";

/** The budget page's forms, and the payments due. */

type Result = (FormResult & { intent?: string }) | undefined;

export interface Choices {
  events: Option[];
  categories: Option[];
}

type FieldNamer = (name: string) => ReturnType<typeof fieldProps>;

/**
 * One of the budget's forms: its error, its fields and its button. Its fields' ids start with
 * the intent ("plan-eventId"), and a saved form starts afresh.
 */
function BudgetForm({
  intent,
  result,
  submit,
  children,
}: {
  intent: typeof BUDGET_INTENTS.plan | typeof BUDGET_INTENTS.cost;
  result: Result;
  submit: string;
  children: (props: FieldNamer) => ReactNode;
}) {
  const form = result?.intent === intent ? result : undefined;
  const props = (name: string) => fieldProps(name, { ...form, idPrefix: `${intent}-` });
  return (
    <Form method="post" className="space-y-4" key={form ? `${intent}-${result?.at}` : intent}>
      <FormError>{form?.formError}</FormError>
      {children(props)}
      <IntentButton intent={intent} className="btn-primary w-full sm:w-auto">
        {submit}
      </IntentButton>
    </Form>
  );
}

/** Which event (or the whole wedding) and which category a line is for. */
function EventAndCategory({ choices, props }: { choices: Choices; props: FieldNamer }) {
  return (
    <>
      <SelectField label="Event" options={choices.events} {...props("eventId")} />
      <SelectField
        label="Category"
        options={choices.categories}
        placeholder="Choose a category"
        {...props("categoryId")}
      />
    </>
  );
}

/** The couple's planned amount for an event and category (set again to change it). */
export function PlanForm({ choices, result }: { choices: Choices; result: Result }) {
  return (
    <BudgetForm intent={BUDGET_INTENTS.plan} result={result} submit="Save planned amount">
      {(props) => (
        <>
          <EventAndCategory choices={choices} props={props} />
          <Field
            label="Planned amount (£)"
            inputMode="decimal"
            placeholder="2,500"
            hint="Set it again to change it."
            {...props("planned")}
          />
        </>
      )}
    </BudgetForm>
  );
}

/** A supplier found outside Saath: cost, paid so far and the next payment due. */
export function CostForm({ choices, result }: { choices: Choices; result: Result }) {
  return (
    <BudgetForm intent={BUDGET_INTENTS.cost} result={result} submit="Add cost">
      {(props) => (
        <>
          <Field label="Supplier" maxLength={SUPPLIER_MAX} required {...props("supplier")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <EventAndCategory choices={choices} props={props} />
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
        </>
      )}
    </BudgetForm>
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
    <TitledSection id="payments-due-heading" title="Payments due" className="card p-4 sm:p-5">
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
    </TitledSection>
  );
}
