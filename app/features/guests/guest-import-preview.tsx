import { Form, Link, useNavigation } from "react-router";
import { formatDateTime, pluralise } from "~/lib/format";
import { SelectField } from "~/ui/form";
import { IntentButton } from "~/ui/intent-button";
import { TitledSection } from "~/ui/titled-section";
import { IMPORT_INTENTS, type PartnerNames, SIDES, sideLabel } from "./guest.constants";
import { Carried } from "./guest-import";
import type { PreviewStep } from "./guest-import-actions.server";
import type { PlannedRow } from "./guest-import-plan";

/**
 * The import's last step and what it leaves (/dashboard/guests/import): each row's outcome,
 * the duplicates to decide, the save, the report of an import and the past imports.
 */

const OUTCOME_WORDS = { added: "Added", merged: "Merged", skipped: "Skipped" } as const;
const FUTURE_WORDS = {
  added: "Will be added",
  merged: "Will be merged",
  skipped: "Will be skipped",
} as const;

function OutcomeTable({
  rows,
  caption,
  future,
}: {
  rows: {
    line: number;
    name: string;
    householdName?: string;
    outcome: keyof typeof OUTCOME_WORDS;
    why?: string;
  }[];
  caption: string;
  future: boolean;
}) {
  const household = rows.some((row) => row.householdName) ? ["Household"] : [];
  const columns = ["Row", "Name", ...household, "Outcome"];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe)
    <section className="overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-b border-stone-100 align-top">
              <td className="px-2 py-1 text-stone-600">{row.line}</td>
              <td className="px-2 py-1 font-medium">{row.name}</td>
              {row.householdName !== undefined ? (
                <td className="px-2 py-1">{row.householdName}</td>
              ) : null}
              <td className="px-2 py-1">
                <span
                  className={
                    row.outcome === "skipped"
                      ? "font-semibold text-red-800"
                      : "font-semibold text-emerald-800"
                  }
                >
                  {(future ? FUTURE_WORDS : OUTCOME_WORDS)[row.outcome]}
                </span>
                {row.why ? <span className="block text-stone-700">{row.why}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Choice({
  duplicate,
  row,
}: {
  duplicate: PlannedRow["duplicates"][number];
  row: PlannedRow;
}) {
  return (
    <fieldset className="rounded-lg border border-saffron-300 bg-saffron-100/50 p-3">
      <legend className="px-1 text-sm font-semibold">
        Row {row.line}: {duplicate.message}
      </legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {(
          [
            [
              "merge",
              duplicate.choiceKey.startsWith("household")
                ? "Merge into the one on your list"
                : "Merge them",
            ],
            ["skip", "Skip this row"],
          ] as const
        ).map(([value, text]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={duplicate.choiceKey}
              value={value}
              defaultChecked={duplicate.choice === value}
              className="size-4 accent-brand-700"
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PreviewForm({ step, names }: { step: PreviewStep; names: PartnerNames }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { counts } = step;
  const skipped = step.rows.filter(
    (row) => row.outcome === "skipped" && row.duplicates.length === 0,
  );
  return (
    <Form method="post" className="space-y-6">
      <Carried draft={step.draft} values={step.values} />
      <TitledSection id="summary-heading" title={step.fileName} className="card p-5 sm:p-6">
        <div role="status">
          <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
            <li>
              {pluralise(counts.added, "guest")} will be added, in{" "}
              {pluralise(counts.households, "new household")}
            </li>
            <li>{pluralise(counts.merged, "row")} will be merged</li>
            <li>{pluralise(counts.skipped, "row")} will be skipped</li>
            <li>{pluralise(counts.duplicates, "duplicate")} flagged</li>
          </ul>
        </div>
      </TitledSection>
      {step.sides.length ? (
        <TitledSection id="sides-heading" title="Whose side?" className="card space-y-4 p-5 sm:p-6">
          <p className="text-stone-700">What each word in your side column means.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {step.sides.map((side, index) => (
              <SelectField
                key={side.name}
                id={`side-value-${index}`}
                name={side.name}
                label={`“${side.raw}”`}
                options={SIDES.map((value) => ({ value, label: sideLabel(value, names) }))}
                defaultValue={side.side}
              />
            ))}
          </div>
        </TitledSection>
      ) : null}
      {step.decisions.length ? (
        <section aria-labelledby="duplicates-heading" className="card space-y-3 p-5 sm:p-6">
          <h2 id="duplicates-heading" className="text-xl font-semibold">
            Duplicates to decide ({step.decisions.reduce((n, row) => n + row.duplicates.length, 0)})
          </h2>
          <p className="text-stone-700">
            Merging keeps one person or household and fills in what it lacks from this row; skipping
            leaves this row out.
          </p>
          {step.decisions.flatMap((row) =>
            row.duplicates.map((duplicate) => (
              <Choice key={duplicate.choiceKey} duplicate={duplicate} row={row} />
            )),
          )}
        </section>
      ) : null}
      {skipped.length ? (
        <section aria-labelledby="skipped-heading" className="card p-5 sm:p-6">
          <h2 id="skipped-heading" className="mb-2 text-xl font-semibold">
            Rows that cannot be added ({skipped.length})
          </h2>
          <OutcomeTable rows={skipped} caption="Rows that cannot be added" future />
        </section>
      ) : null}
      <details className="card p-5 sm:p-6">
        <summary className="cursor-pointer font-semibold">Every row of the file</summary>
        <div className="mt-3">
          <OutcomeTable rows={step.rows} caption="Every row of the file" future />
          {step.more ? (
            <p className="mt-2 text-sm text-stone-600">And {pluralise(step.more, "more row")}.</p>
          ) : null}
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <IntentButton intent={IMPORT_INTENTS.save} className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save to the guest list"}
        </IntentButton>
        <IntentButton intent={IMPORT_INTENTS.preview} className="btn-secondary" disabled={busy}>
          Check again
        </IntentButton>
        <IntentButton intent={IMPORT_INTENTS.map} className="btn-ghost" disabled={busy}>
          Change the columns
        </IntentButton>
      </div>
    </Form>
  );
}

export function ImportReport({
  report,
}: {
  report: {
    fileName: string;
    createdAt: string | Date;
    outcomes: {
      row: number;
      name: string;
      outcome: "added" | "merged" | "skipped";
      why?: string;
    }[];
  };
}) {
  const count = (outcome: string) =>
    report.outcomes.filter((row) => row.outcome === outcome).length;
  return (
    <TitledSection
      id="report-heading"
      title={<>Imported from {report.fileName}</>}
      className="card p-5 sm:p-6"
    >
      <p className="mt-1 text-sm text-stone-600">{formatDateTime(report.createdAt)}</p>
      <p className="mt-3 text-stone-800">
        {count("added")} added, {count("merged")} merged, {count("skipped")} skipped.
      </p>
      <div className="mt-4">
        <OutcomeTable
          rows={report.outcomes.map((row) => ({ ...row, line: row.row }))}
          caption={`What happened to each row of ${report.fileName}`}
          future={false}
        />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/dashboard/guests" className="btn-primary">
          Go to the guest list
        </Link>
        <Link to="/dashboard/guests/import" className="btn-secondary">
          Import another file
        </Link>
      </div>
    </TitledSection>
  );
}

export function PastImports({
  imports,
}: {
  imports: {
    id: number;
    fileName: string;
    createdAt: string | Date;
    added: number;
    merged: number;
    skipped: number;
  }[];
}) {
  if (imports.length === 0) return null;
  return (
    <TitledSection id="past-heading" title="Earlier imports" className="mt-8">
      <ul className="card mt-3 divide-y divide-stone-100">
        {imports.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
          >
            <Link
              to={`/dashboard/guests/import?report=${item.id}`}
              className="break-all font-medium text-brand-700 underline"
            >
              {item.fileName}
            </Link>
            <span className="text-sm text-stone-600">
              {formatDateTime(item.createdAt)}: {item.added} added, {item.merged} merged,{" "}
              {item.skipped} skipped
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
