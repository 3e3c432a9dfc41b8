import { Form, Link } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { formatLongDate } from "~/lib/format";
import { formatPence } from "~/lib/money";
import { Field, FormError } from "~/ui/form";
import { IntentButton } from "~/ui/intent-button";
import { TitledSection } from "~/ui/titled-section";
import { BUDGET_INTENTS } from "./budget.constants";
import type { Supplier } from "./budget.server";
import type { BudgetResult } from "./budget-actions.server";
import { type BudgetCell, remainingPence } from "./budget-math";

/** The budget page's tables and lists (the forms are budget-forms.tsx). */

interface Row extends BudgetCell {
  category: string;
  name: string;
}

export interface BudgetGroup {
  key: string;
  name: string;
  date: string | null;
  rows: Row[];
  total: BudgetCell;
}

const money = (pence: number | null) => (pence === null ? "—" : formatPence(pence));

const COLUMNS = [
  ["Planned", (cell: BudgetCell) => money(cell.plannedPence)],
  ["Quoted", (cell: BudgetCell) => money(cell.quotedPence)],
  ["Booked", (cell: BudgetCell) => money(cell.bookedPence)],
  ["Paid", (cell: BudgetCell) => money(cell.paidPence)],
  ["Still to pay", (cell: BudgetCell) => money(cell.duePence)],
] as const;

const dueNote = (cell: BudgetCell) =>
  cell.duePence > 0 && cell.nextDueOn ? `next due ${formatLongDate(cell.nextDueOn)}` : null;

/** One event's plan against what is booked for it, once anything is planned for it. */
function PlanLeft({ group }: { group: { name: string; total: BudgetCell } }) {
  if (group.total.plannedPence === null) return null;
  const left = remainingPence(group.total);
  return (
    <p
      className={`mt-3 text-sm font-semibold ${left < 0 ? "text-red-800" : "text-emerald-800"}`}
      data-testid="plan-left"
    >
      {left < 0
        ? `${group.name}: over the plan by ${money(-left)}`
        : `${group.name}: ${money(left)} left of the plan`}
    </p>
  );
}

/** The wedding's totals, in five figures across the top. */
export function BudgetSummary({ total }: { total: BudgetCell }) {
  const planned = total.plannedPence ?? 0;
  const left = remainingPence(total);
  const figures = [
    { label: "Planned", value: money(total.plannedPence ?? 0), id: "planned" },
    { label: "Booked", value: money(total.bookedPence), id: "booked" },
    { label: "Paid", value: money(total.paidPence), id: "paid" },
    {
      label: "Still to pay",
      value: money(total.duePence),
      note: dueNote(total),
      id: "due",
    },
    planned === 0
      ? { label: "Left in budget", value: "—", note: "Plan amounts to see it", id: "left" }
      : {
          label: left < 0 ? "Over budget by" : "Left in budget",
          value: money(Math.abs(left)),
          id: "left",
        },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <div
          key={figure.id}
          data-testid={`budget-${figure.id}`}
          className={`card p-4 ${figure.id === "left" ? "col-span-2 sm:col-span-1" : ""}`}
        >
          <dt className="text-sm font-medium text-stone-600">{figure.label}</dt>
          <dd className="mt-1 text-xl font-bold text-ink tabular-nums sm:text-2xl">
            {figure.value}
          </dd>
          {figure.note ? <dd className="mt-0.5 text-sm text-stone-700">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** One event's budget: a table from `sm` up, a short card per category on a phone. */
export function BudgetGroupSection({ group }: { group: BudgetGroup }) {
  const title = (
    <>
      {group.name}
      {group.date ? (
        <span className="ml-2 text-base font-normal text-stone-600">
          {formatLongDate(group.date)}
        </span>
      ) : null}
    </>
  );
  return (
    <TitledSection id={`budget-${group.key}`} title={title} className="card p-4 sm:p-5">
      {group.rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">Nothing planned, quoted or booked yet.</p>
      ) : (
        <>
          <table className="mt-3 hidden w-full text-sm sm:table">
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-2 pr-2 font-semibold">
                  Category
                </th>
                {COLUMNS.map(([label]) => (
                  <th key={label} scope="col" className="px-2 py-2 text-right font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.category} className="border-b border-stone-100 align-top">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    {row.name}
                  </th>
                  {COLUMNS.map(([label, value]) => (
                    <td key={label} className="px-2 py-2 text-right tabular-nums">
                      {value(row)}
                      {label === "Still to pay" && dueNote(row) ? (
                        <span className="block text-xs text-stone-600">{dueNote(row)}</span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-2 text-left">
                  Total
                </th>
                {COLUMNS.map(([label, value]) => (
                  <td key={label} className="px-2 py-2 text-right tabular-nums">
                    {value(group.total)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
          <ul className="mt-3 space-y-3 sm:hidden">
            {[...group.rows, { ...group.total, category: "total", name: "Total" }].map((row) => (
              <li
                key={row.category}
                className={`rounded-xl border p-3 ${row.category === "total" ? "border-stone-300 bg-stone-50" : "border-stone-200"}`}
              >
                <p className="font-semibold">{row.name}</p>
                <dl className="mt-2 grid grid-cols-3 gap-x-2 gap-y-2 text-sm">
                  {COLUMNS.map(([label, value]) => (
                    <div key={label} className="min-w-0">
                      <dt className="text-xs text-stone-600">{label}</dt>
                      <dd className="font-medium tabular-nums">{value(row)}</dd>
                    </div>
                  ))}
                </dl>
                {dueNote(row) ? (
                  <p className="mt-2 text-sm text-stone-700">Still to pay, {dueNote(row)}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <PlanLeft group={group} />
        </>
      )}
    </TitledSection>
  );
}

/** A supplier's line: what it costs, what is paid, what is left and when it is due. */
function SupplierItem({
  supplier,
  canChange,
  refusal,
  payment,
}: {
  supplier: Supplier;
  canChange: boolean;
  /** Why this supplier's "Mark paid" or "Remove" was not done. */
  refusal?: string;
  /** This supplier's refused "Record a payment": what was typed and why not. */
  payment?: BudgetResult;
}) {
  const href =
    supplier.kind === "booking"
      ? `/dashboard/bookings/${supplier.id}`
      : supplier.kind === "quote"
        ? `/dashboard/quotes/${supplier.id}`
        : null;
  return (
    <li className="py-3" data-testid={`supplier-${supplier.kind}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">
          {href ? (
            <Link to={href} className="text-brand-700 underline">
              {supplier.name}
            </Link>
          ) : (
            supplier.name
          )}
        </p>
        <p className="font-semibold tabular-nums">{formatPence(supplier.amountPence)}</p>
      </div>
      <p className="text-sm text-stone-700">
        {supplier.status} · {supplier.events}
      </p>
      {supplier.kind === "quote" ? null : (
        <p className="mt-1 text-sm text-stone-800">
          Paid {formatPence(supplier.paidPence)} · Still to pay {formatPence(supplier.duePence)}
          {supplier.duePence > 0 && supplier.nextDueOn
            ? `, due ${formatLongDate(supplier.nextDueOn)}`
            : ""}
        </p>
      )}
      {canChange && supplier.kind === "outside" ? (
        <Form method="post" className="mt-2 flex flex-wrap gap-2">
          {refusal ? (
            <div className="w-full">
              <FormError>{refusal}</FormError>
            </div>
          ) : null}
          <input type="hidden" name="itemId" value={supplier.id} />
          {supplier.duePence > 0 ? (
            <IntentButton
              intent={BUDGET_INTENTS.paid}
              className="btn-secondary px-3 py-1.5 text-sm"
            >
              Mark paid<span className="sr-only">: {supplier.name}</span>
            </IntentButton>
          ) : null}
          <IntentButton intent={BUDGET_INTENTS.remove} className="btn-ghost px-3 py-1.5 text-sm">
            Remove<span className="sr-only">: {supplier.name}</span>
          </IntentButton>
        </Form>
      ) : null}
      {canChange && supplier.kind === "outside" && supplier.duePence > 0 ? (
        <details className="mt-2 text-sm" open={Boolean(payment)}>
          <summary className="cursor-pointer font-semibold text-brand-700">
            Record a payment<span className="sr-only">: {supplier.name}</span>
          </summary>
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="itemId" value={supplier.id} />
            <Field
              label="Amount paid (£)"
              inputMode="decimal"
              required
              className="w-full max-w-xs"
              {...fieldProps("amount", {
                ...payment,
                idPrefix: `payment-${supplier.id}-`,
              })}
            />
            <IntentButton intent={BUDGET_INTENTS.payment} className="btn-secondary px-3 py-2">
              Record payment
            </IntentButton>
          </Form>
        </details>
      ) : null}
    </li>
  );
}

export function SupplierList({
  suppliers,
  canChange,
  result,
}: {
  suppliers: Supplier[];
  canChange: boolean;
  result?: FormResult & { intent?: string };
}) {
  const refused =
    result?.intent === BUDGET_INTENTS.paid || result?.intent === BUDGET_INTENTS.remove
      ? result
      : undefined;
  return (
    <TitledSection
      id="suppliers-heading"
      title="Suppliers and payments"
      className="card p-4 sm:p-5"
    >
      {suppliers.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">
          Quotes and bookings from Saath appear here by themselves; add suppliers you found
          elsewhere below.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {suppliers.map((supplier) => (
            <SupplierItem
              key={`${supplier.kind}-${supplier.id}`}
              supplier={supplier}
              canChange={canChange}
              refusal={
                supplier.kind === "outside" && refused?.values?.itemId === String(supplier.id)
                  ? refused.formError
                  : undefined
              }
              payment={
                supplier.kind === "outside" &&
                result?.intent === BUDGET_INTENTS.payment &&
                result.values?.itemId === String(supplier.id)
                  ? result
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
