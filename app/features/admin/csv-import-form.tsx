import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import type { ToastMessage } from "~/lib/toast-message";
import { Upload } from "~/ui/icons";
import { TitledSection } from "~/ui/titled-section";
import { useToast } from "~/ui/toast";
import { CSV_COLUMNS } from "./admin.schema";
import { BackField, HeadingRow } from "./admin-ui";
import type { CsvImportResult, RowOutcome } from "./csv-import.server";

/** One line of /admin/import's answer (newline-delimited JSON). */
export type CsvImportEvent =
  | { type: "progress"; done: number; total: number }
  | { type: "done"; toast: ToastMessage; result?: CsvImportResult };

type Progress = { done: number; total: number; finished: boolean } | null;

/**
 * Bulk CSV upload. A plain multipart post to the panel's action, which imports and shows the
 * report (no JavaScript needed). With JavaScript the same form posts to /admin/import and reads
 * its progress lines as they come, so a big file shows a progress bar while it runs.
 */
export function CsvImportSection({
  result,
  title,
}: {
  result: CsvImportResult | undefined;
  /** The outcome's toast title, repeated over the report (the toast needs JavaScript). */
  title?: string;
}) {
  const showToast = useToast();
  const [progress, setProgress] = useState<Progress>(null);
  const running = progress !== null && !progress.finished;
  const [streamed, setStreamed] = useState<{ result?: CsvImportResult; title: string }>();
  const report = streamed ? streamed.result : result;
  const reportTitle = streamed ? streamed.title : title;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof ReadableStream === "undefined" || typeof TextDecoderStream === "undefined") return;
    event.preventDefault();
    const form = event.currentTarget;
    setProgress({ done: 0, total: 0, finished: false });
    setStreamed(undefined);
    try {
      await readImport(new FormData(form), (line) => {
        if (line.type === "progress") {
          setProgress({ done: line.done, total: line.total, finished: false });
        } else {
          setStreamed({ result: line.result, title: line.toast.title });
          showToast(line.toast);
        }
      });
      form.reset();
      // The bar stays, full, above the report.
      setProgress((last) => (last?.total ? { ...last, finished: true } : null));
    } catch {
      setProgress(null);
      showToast({
        title: "Upload Failed",
        description: "The file could not be imported. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <TitledSection id="csv-heading" title="Bulk CSV upload" className="card h-fit min-w-0 p-5">
      <p className="mt-1 text-sm text-stone-600">
        Columns: {CSV_COLUMNS.join(", ")}. New rows are approved; a row whose name and category
        already exist updates that listing.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 space-y-3"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="intent" value="upload-csv" />
        <BackField />
        <div>
          <label htmlFor="csv-file" className="label">
            CSV file
          </label>
          <input
            id="csv-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
        </div>
        <button type="submit" className="btn-primary gap-2" disabled={running}>
          <Upload className="size-4" aria-hidden /> Upload CSV
        </button>
      </Form>
      {progress ? (
        <div className="mt-4" data-testid="csv-progress">
          <label htmlFor="csv-progress-bar" className="text-sm font-semibold" aria-live="polite">
            {progressLabel(progress)}
          </label>
          <progress
            id="csv-progress-bar"
            className="mt-2 block h-3 w-full appearance-none overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
            max={progress.total || undefined}
            value={progress.total ? progress.done : undefined}
          />
        </div>
      ) : null}
      {report && !running ? <CsvReport report={report} title={reportTitle} /> : null}
    </TitledSection>
  );
}

/**
 * The bar's words. Once finished it says how many rows were checked, not "imported": the report
 * under it says how many were added, updated or skipped (issue 31).
 */
export function progressLabel(progress: { total: number; done: number; finished: boolean }) {
  if (!progress.total) return "Reading the file…";
  const count = `${progress.done.toLocaleString("en-GB")} of ${progress.total.toLocaleString("en-GB")} rows`;
  return progress.finished ? `Checked ${count}` : `Importing… ${count}`;
}

/** Posts the form to /admin/import and hands each progress line to `onLine` as it arrives. */
async function readImport(body: FormData, onLine: (line: CsvImportEvent) => void) {
  const response = await fetch("/admin/import", {
    method: "POST",
    body,
    headers: { Accept: "application/x-ndjson" },
  });
  if (!response.body || !response.headers.get("content-type")?.includes("ndjson")) {
    throw new Error(`Unexpected answer ${response.status}`);
  }
  let buffer = "";
  let finished = false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const text of lines.filter(Boolean)) {
      const line = JSON.parse(text) as CsvImportEvent;
      finished ||= line.type === "done";
      onLine(line);
    }
  }
  if (!finished) throw new Error("The import's answer ended early");
}

const OUTCOME_STYLE: Record<RowOutcome["outcome"], string> = {
  added: "bg-emerald-50 text-emerald-900",
  updated: "bg-sky-50 text-sky-900",
  skipped: "bg-red-50 text-red-900",
};

/** Totals, then a row per line of the file: what happened and why. */
export function CsvReport({ report, title }: { report: CsvImportResult; title?: string }) {
  const number = (value: number) => value.toLocaleString("en-GB");
  return (
    <div className="mt-4 text-sm" role="status" data-testid="csv-result">
      {title ? <h3 className="text-base font-semibold">{title}</h3> : null}
      <p className="font-semibold">
        {number(report.added)} added, {number(report.updated)} updated, {number(report.skipped)}{" "}
        skipped
        <span className="font-normal text-stone-600"> of {number(report.total)} rows</span>
      </p>
      {report.rows.length ? (
        <div className="mt-3 max-h-96 overflow-auto rounded-lg border border-stone-200">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">What happened to each row</caption>
            <thead className="sticky top-0 bg-stone-100">
              <HeadingRow columns={["Row", "Name", "Outcome"]} cell="px-2 py-1.5" />
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.line} className="border-t border-stone-200 align-top">
                  <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                  <td className="break-words px-2 py-1.5">{row.name || "(no name)"}</td>
                  <td className="px-2 py-1.5">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[row.outcome]}`}
                    >
                      {row.outcome === "added"
                        ? "Added"
                        : row.outcome === "updated"
                          ? "Updated"
                          : "Skipped"}
                    </span>
                    {row.reason ? <span className="mt-1 block">{row.reason}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.unlisted ? (
        <p className="mt-2 text-stone-600">
          {number(report.unlisted)} added rows are not listed here.
        </p>
      ) : null}
    </div>
  );
}
