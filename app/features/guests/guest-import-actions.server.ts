import { data } from "react-router";
import type { GuestSide } from "~/db/schema-weddings";
import type { WeddingActor } from "~/features/accounts/guards.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { allows, partnerNames } from "~/features/weddings/weddings.server";
import { type FieldErrors, parseForm } from "~/lib/form";
import { reply } from "~/lib/form.server";
import { parseId } from "~/lib/id-param";
import { intentSchema, readIntent } from "~/lib/intent";
import { IMPORT_INTENTS, SIDES } from "./guest.constants";
import { importMappingSchema } from "./guest.schema";
import { type Draft, openDraft, sealDraft } from "./guest-import-draft.server";
import { readSpreadsheet } from "./guest-import-file.server";
import { type ImportPlan, type PlannedRow, planImport } from "./guest-import-plan";
import {
  type ColumnMapping,
  guessMapping,
  guessSide,
  IMPORT_FIELDS,
  readRows,
  sideKey,
  sideValues,
} from "./guest-import-read";
import { existingList, saveImport } from "./guest-import-save.server";
import { getImport, listImports } from "./guest-list.server";

/**
 * /dashboard/guests/import: upload (1), match the columns (2), check the rows and decide each
 * duplicate (3), save. Between the steps the rows travel in a signed field (`guest-import-draft`),
 * so nothing reaches the guest list before the save; the saved report is `?report={id}`.
 */

export async function loadImportPage({ wedding }: WeddingActor, url: URL) {
  const asked = url.searchParams.get("report");
  const reportId = asked === null ? null : parseId(asked);
  const report = reportId === null ? null : await getImport(wedding.weddingId, reportId);
  if (asked !== null && !report) throw data("Import not found", { status: 404 });
  const [imports, names] = await Promise.all([
    listImports(wedding.weddingId),
    partnerNames(wedding.weddingId),
  ]);
  return { report, imports, names, canChange: allows(wedding.role, "change") };
}

/** What step 2 shows: the columns, a few rows, and the field each column is matched to. */
export interface MapStep {
  step: "map";
  draft: string;
  fileName: string;
  headers: string[];
  sample: string[][];
  rowCount: number;
  values: Record<string, string>;
  errors?: FieldErrors;
  formError?: string;
}

export interface PreviewStep {
  step: "preview";
  draft: string;
  fileName: string;
  values: Record<string, string>;
  sides: { name: string; raw: string; side: GuestSide }[];
  counts: ImportPlan["counts"];
  /** Rows with a duplicate to decide. */
  decisions: PlannedRow[];
  /** The rows in file order (the first few hundred). */
  rows: PlannedRow[];
  more: number;
}

export interface UploadStep {
  step: "upload";
  formError: string;
  errors: FieldErrors;
}

const PREVIEW_ROWS = 300;

const mappingValues = (mapping: ColumnMapping) =>
  Object.fromEntries(
    IMPORT_FIELDS.map((field) => [
      `map-${field.id}`,
      mapping[field.id] === null ? "" : String(mapping[field.id]),
    ]),
  );

function mapStep(
  draft: Draft,
  token: string,
  values: Record<string, string>,
  errors?: FieldErrors,
): MapStep {
  return {
    step: "map",
    draft: token,
    fileName: draft.fileName,
    headers: draft.sheet.headers,
    sample: draft.sheet.rows.slice(0, 3).map((row) => row.cells),
    rowCount: draft.sheet.rows.length,
    values,
    ...(errors ? { errors, formError: "Please check the marked fields." } : {}),
  };
}

/** The mapping the form posted, each column one the file has; or the fields' messages. */
function readMapping(form: FormData, headers: string[]) {
  const parsed = parseForm(importMappingSchema, form);
  if (!parsed.ok) return { ok: false as const, errors: parsed.errors, values: parsed.values };
  const mapping = {} as ColumnMapping;
  const errors: FieldErrors = {};
  for (const field of IMPORT_FIELDS) {
    const value = String(parsed.data[`map-${field.id}`] ?? "");
    const column = value === "" ? null : Number(value);
    if (column !== null && column >= headers.length)
      errors[`map-${field.id}`] = "Choose a column from the list";
    mapping[field.id] = column;
  }
  if (Object.keys(errors).length) return { ok: false as const, errors, values: parsed.values };
  return { ok: true as const, mapping, values: mappingValues(mapping) };
}

/** The couple's merge-or-skip for each duplicate, by its field. */
function readChoices(form: FormData) {
  const choices: Record<string, string> = {};
  for (const [key, value] of form) {
    if (/^(household|row)-\d{1,6}$/.test(key) && (value === "merge" || value === "skip")) {
      choices[key] = value;
    }
  }
  return choices;
}

const importIntent = intentSchema(Object.values(IMPORT_INTENTS));

const expired = (request: Request) =>
  reply<UploadStep>(
    request,
    {
      step: "upload",
      formError: "This upload has expired or was changed. Please choose the file again.",
      errors: {},
    },
    400,
  );

export async function importAction(request: Request, actor: WeddingActor) {
  const { weddingId } = actor.wedding;
  const form = await request.formData();
  const intent = readIntent(importIntent, form, IMPORT_INTENTS.upload);
  if (intent === null) throw data("Unknown action", { status: 400 });
  if (intent === IMPORT_INTENTS.upload) {
    const read = await readSpreadsheet(form.get("file"));
    if (!read.ok) {
      return reply<UploadStep>(
        request,
        { step: "upload", formError: read.message, errors: { file: read.message } },
        400,
      );
    }
    const draft = { fileName: read.fileName, sheet: read.sheet };
    const token = sealDraft(weddingId, draft);
    return reply<MapStep>(
      request,
      mapStep(draft, token, mappingValues(guessMapping(read.sheet.headers))),
    );
  }
  const token = String(form.get("draft") ?? "");
  const draft = openDraft(weddingId, token);
  if (!draft) return expired(request);
  const mapping = readMapping(form, draft.sheet.headers);
  if (!mapping.ok)
    return reply<MapStep>(request, mapStep(draft, token, mapping.values, mapping.errors), 400);
  if (intent === IMPORT_INTENTS.map)
    return reply<MapStep>(request, mapStep(draft, token, mapping.values));

  const names = await partnerNames(weddingId);
  const chosenSides = new Map<string, GuestSide>();
  for (const [key, value] of form) {
    if (key.startsWith("side:") && (SIDES as readonly string[]).includes(String(value))) {
      chosenSides.set(sideKey(key.slice(5)), value as GuestSide);
    }
  }
  const sideFor = (raw: string) => chosenSides.get(sideKey(raw)) ?? guessSide(raw, names);
  const rows = readRows(draft.sheet, mapping.mapping, sideFor);
  const choices = readChoices(form);

  if (intent === IMPORT_INTENTS.save) {
    const { importId, plan } = await saveImport(actor, draft.fileName, rows, choices);
    const { added, merged, skipped } = plan.counts;
    return redirectWithToast(`/dashboard/guests/import?report=${importId}`, {
      title: "Guests imported",
      description: `${added} added, ${merged} merged, ${skipped} skipped.`,
      variant: "success",
    });
  }
  const plan = planImport(rows, await existingList(weddingId), choices);
  return reply<PreviewStep>(request, {
    step: "preview",
    draft: token,
    fileName: draft.fileName,
    values: mapping.values,
    sides: sideValues(draft.sheet, mapping.mapping)
      .slice(0, 20)
      .map((raw) => ({
        name: `side:${raw}`,
        raw,
        side: sideFor(raw),
      })),
    counts: plan.counts,
    decisions: plan.rows.filter((row) => row.duplicates.length > 0),
    rows: plan.rows.slice(0, PREVIEW_ROWS),
    more: Math.max(0, plan.rows.length - PREVIEW_ROWS),
  });
}

export type ImportAnswer = MapStep | PreviewStep | UploadStep;
