import { Form, Link, useNavigation } from "react-router";
import { pluralise } from "~/lib/format";
import { FieldError, FormError, SelectField, useFormValidation } from "~/ui/form";
import { Upload } from "~/ui/icons";
import { IntentButton } from "~/ui/intent-button";
import { TitledSection } from "~/ui/titled-section";
import { IMPORT_INTENTS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "./guest.constants";
import type { MapStep } from "./guest-import-actions.server";
import { IMPORT_FIELDS } from "./guest-import-fields";

/** The import's steps bar, its upload and its column matching (/dashboard/guests/import). */

const STEPS = ["Upload", "Match the columns", "Check and save"] as const;

export function ImportSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Import steps">
      {STEPS.map((step, index) => {
        const number = index + 1;
        const isCurrent = number === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? "step" : undefined}
            className={`flex items-center gap-2 ${isCurrent ? "font-semibold text-brand-800" : "text-stone-600"}`}
          >
            <span
              className={`grid size-7 place-items-center rounded-full border ${
                isCurrent ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white"
              }`}
              aria-hidden
            >
              {number}
            </span>
            {step}
          </li>
        );
      })}
    </ol>
  );
}

export function UploadForm({ error }: { error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" className="card space-y-4 p-5 sm:p-6">
      <input type="hidden" name="intent" value={IMPORT_INTENTS.upload} />
      <h2 className="text-xl font-semibold">Choose your spreadsheet</h2>
      <p className="text-stone-700">
        A CSV or Excel (.xlsx) file, up to {IMPORT_MAX_BYTES / 1024 / 1024} MB and{" "}
        {IMPORT_MAX_ROWS.toLocaleString("en-GB")} guests. The first row names the columns and each
        row after it is one person; rows with the same household become one invitation. Nothing is
        added until you have checked it.
      </p>
      <div>
        <label htmlFor="import-file" className="label">
          Guest list file
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "import-file-error" : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        <FieldError id="import-file-error" error={error} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        <Upload className="size-4" aria-hidden /> {busy ? "Reading..." : "Upload and continue"}
      </button>
    </Form>
  );
}

const columnName = (index: number) => {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
};

const columnLabel = (headers: string[], index: number) =>
  `Column ${columnName(index)}${headers[index] ? `: ${headers[index]}` : ""}`;

/** The draft and the chosen columns, carried from step to step. */
export function Carried({ draft, values }: { draft: string; values?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="draft" value={draft} />
      {values
        ? Object.entries(values)
            .filter(([key]) => key.startsWith("map-"))
            .map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)
        : null}
    </>
  );
}

export function MapForm({ step }: { step: MapStep }) {
  const navigation = useNavigation();
  const { errors, checks } = useFormValidation(
    () => import("./guest.schema").then((m) => m.importMappingSchema),
    step.errors,
    { onlyForIntent: IMPORT_INTENTS.preview },
  );
  const options = step.headers.map((_, index) => ({
    value: String(index),
    label: columnLabel(step.headers, index),
  }));
  return (
    <Form method="post" {...checks} className="space-y-6">
      <Carried draft={step.draft} />
      <FormError>{step.formError}</FormError>
      <TitledSection
        id="file-heading"
        title={
          <>
            {step.fileName}: {pluralise(step.rowCount, "row")}
          </>
        }
        className="card p-5 sm:p-6"
      >
        {/* Focusable so keyboard users can scroll it sideways on a narrow screen (axe). */}
        <section
          className="mt-3 overflow-x-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
          tabIndex={0}
          aria-label="The first rows of your file"
        >
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">The first rows of your file</caption>
            <thead>
              <tr>
                {step.headers.map((header, index) => (
                  <th
                    key={`${index}-${header}`}
                    scope="col"
                    className="border-b border-stone-200 px-2 py-1 font-semibold whitespace-nowrap"
                  >
                    {columnLabel(step.headers, index)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {step.sample.map((row, r) => (
                <tr key={r}>
                  {step.headers.map((_, c) => (
                    <td
                      key={c}
                      className="border-b border-stone-100 px-2 py-1 whitespace-nowrap text-stone-700"
                    >
                      {row[c] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </TitledSection>
      <TitledSection
        id="columns-heading"
        title="Which column holds what?"
        className="card space-y-4 p-5 sm:p-6"
      >
        <p className="text-stone-700">
          We matched what we could from your column names. Change any that are wrong.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {IMPORT_FIELDS.map((field) => (
            <SelectField
              key={field.id}
              id={`map-${field.id}`}
              name={`map-${field.id}`}
              label={field.label}
              hint={field.hint || undefined}
              required={field.id === "name"}
              options={options}
              placeholder="Not in my file"
              defaultValue={step.values[`map-${field.id}`] ?? ""}
              error={errors[`map-${field.id}`]}
            />
          ))}
        </div>
      </TitledSection>
      <div className="flex flex-wrap gap-3">
        <IntentButton
          intent={IMPORT_INTENTS.preview}
          className="btn-primary"
          disabled={navigation.state === "submitting"}
        >
          Check the rows
        </IntentButton>
        <Link to="/dashboard/guests/import" className="btn-secondary" reloadDocument>
          Choose another file
        </Link>
      </div>
    </Form>
  );
}
