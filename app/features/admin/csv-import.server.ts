import { parse } from "csv-parse/sync";
import { z } from "zod";
import type { SessionUser } from "~/features/accounts/session.server";
import { canonicalCategoryId } from "~/features/directory/directory.server";
import { CATEGORIES } from "~/features/vendors/categories";
import type { ImportRow, RowOutcome } from "~/features/vendors/import-plan";
import {
  sanitiseEmail,
  sanitisePhone,
  sanitiseText,
  sanitiseWebsite,
} from "~/features/vendors/sanitise";
import { importVendorRows } from "~/features/vendors/vendor-import.server";
import { decodeUtf8OrWindows1252 } from "~/lib/decode-text";
import { logger } from "~/lib/logger.server";
import { isUkPhone } from "~/lib/phone";
import { parsePostcode } from "~/lib/postcode";
import { EMAIL_MAX } from "~/lib/schema-fields";
import type { ToastMessage } from "~/lib/toast-message";
import { CSV_MAX_BYTES } from "./admin.schema";

export type { RowOutcome };

/** What an import did: totals and a line per row (see `rows`). */
export interface CsvImportResult {
  total: number;
  added: number;
  updated: number;
  skipped: number;
  /** Every row that was not simply added, sorted by line; the added ones too in a small file. */
  rows: RowOutcome[];
  /** Added rows left out of `rows` so that a big file's answer stays small. */
  unlisted: number;
}

export type CsvImportAnswer =
  | { ok: true; result: CsvImportResult }
  | { ok: false; description: string };

/** Rows written per transaction: one multi-row insert and one update each. */
export const CSV_CHUNK_ROWS = 500;
/** Up to this many rows, the report lists the added rows as well. */
const LIST_ADDED_UP_TO = 200;

export type CsvFileCheck =
  | { ok: true; text: string }
  | { ok: false; title: "Invalid File Type" | "Upload Failed"; description: string };

/** Spec §5: the file must be a CSV ('Invalid File Type', 'Please select a CSV file'). */
export async function readCsvFile(file: FormDataEntryValue | null): Promise<CsvFileCheck> {
  if (!file || typeof file === "string" || file.size === 0) {
    return { ok: false, title: "Invalid File Type", description: "Please select a CSV file" };
  }
  const csvType = ["text/csv", "application/vnd.ms-excel", "application/csv", ""].includes(
    file.type,
  );
  if (!file.name.toLowerCase().endsWith(".csv") || !csvType) {
    return { ok: false, title: "Invalid File Type", description: "Please select a CSV file" };
  }
  if (file.size > CSV_MAX_BYTES) {
    return { ok: false, title: "Upload Failed", description: "The file is larger than 2 MB." };
  }
  // Excel on Windows saves "CSV" as Windows-1252: "Café Royal" must not become "Caf� Royal".
  return { ok: true, text: decodeUtf8OrWindows1252(new Uint8Array(await file.arrayBuffer())) };
}

const NAME_TO_ID = new Map<string, string>(CATEGORIES.map((c) => [c.name.toLowerCase(), c.id]));

/** Spec §9's short names (venues, music, toastmaster…), our ids, or a category's full name. */
export function csvCategoryId(value: string): string | null {
  const key = value.trim().toLowerCase();
  if (!key) return null;
  return canonicalCategoryId(key) ?? NAME_TO_ID.get(key) ?? null;
}

/** The town: the last address part that is not a postcode ("1 High St, Southall, UB1 1AA"). */
export function locationFromAddress(address: string): string {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? "";
    if (parsePostcode(part)) continue;
    const withoutPostcode = part.replace(/\s+[A-Z]{1,2}\d[\dA-Z]?\s*\d[A-Z]{2}$/i, "").trim();
    if (withoutPostcode.length >= 2 && !/^\d+\b/.test(withoutPostcode)) return withoutPostcode;
  }
  return "United Kingdom";
}

/** Why a row cannot go in (null when it can), and the row as it will be written. */
export function checkCsvRecord(
  record: Record<string, string | undefined>,
  line: number,
): { row: ImportRow } | { name: string; reason: string } {
  const name = sanitiseText(record.name);
  const quoted = (value: string) => `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
  const problems: string[] = [];
  if (!name) problems.push("Name is missing");
  else if (name.length < 2) problems.push("Name must be at least 2 characters");
  else if (name.length > 120) problems.push("Name must be 120 characters or fewer");
  const rawCategory = sanitiseText(record.category);
  const categoryId = csvCategoryId(rawCategory);
  if (!rawCategory) problems.push("Category is missing");
  else if (!categoryId) problems.push(`Unknown category ${quoted(rawCategory)}`);
  const email = record.email?.trim() ?? "";
  const cleanEmail = sanitiseEmail(email);
  if (email && (email.length > EMAIL_MAX || !z.email().safeParse(cleanEmail).success)) {
    problems.push(`Invalid email address ${quoted(email)}`);
  }
  const phone = record.phone?.trim() ?? "";
  if (phone && !isUkPhone(phone)) problems.push(`Invalid UK phone number ${quoted(phone)}`);
  const website = record.website?.trim() ?? "";
  if (website && !/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(website)) {
    problems.push(`Invalid website ${quoted(website)}: it must start with http:// or https://`);
  }
  const address = sanitiseText(record.address);
  if (address.length > 200) problems.push("Address must be 200 characters or fewer");
  if (problems.length || !categoryId) return { name, reason: problems.join("; ") };
  return {
    row: {
      line,
      name,
      categoryId,
      location: locationFromAddress(address),
      address: address || null,
      phone: sanitisePhone(phone) || null,
      email: cleanEmail || null,
      website: sanitiseWebsite(website) || null,
    },
  };
}

/**
 * Bulk upload (spec §9): columns Category, Name, Website, Phone, Email, Address. New rows get
 * rating 4.5, a random review count 10–59 and status approved. A row whose name and category
 * already exist updates that listing's contact details instead of duplicating it (an empty
 * cell keeps what it has). Every row gets an outcome: added, updated, or skipped and why; a bad
 * row never stops the others. Written a chunk at a time (each chunk its own transaction), with
 * `onProgress` told after each.
 */
export async function importVendorsCsv(
  actor: SessionUser,
  text: string,
  onProgress?: (done: number, total: number) => void,
): Promise<CsvImportAnswer> {
  let records: { record: Record<string, string | undefined>; info: { lines: number } }[];
  try {
    // A NUL cannot be stored in a text column: one in a cell would fail its whole chunk.
    records = parse(text.replaceAll("\u0000", ""), {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : "";
    return { ok: false, description: `The file could not be read. ${reason}`.trim() };
  }
  const header = Object.keys(records[0]?.record ?? {});
  const missing = ["Category", "Name"].filter((c) => !header.includes(c.toLowerCase()));
  if (!records.length) return { ok: false, description: "The file has no rows to import." };
  if (missing.length) return { ok: false, description: `Missing column: ${missing.join(", ")}` };

  const total = records.length;
  const outcomes: RowOutcome[] = [];
  onProgress?.(0, total);
  for (let start = 0; start < total; start += CSV_CHUNK_ROWS) {
    const valid: ImportRow[] = [];
    for (const { record, info } of records.slice(start, start + CSV_CHUNK_ROWS)) {
      const checked = checkCsvRecord(record, info.lines);
      if ("row" in checked) valid.push(checked.row);
      else {
        const { name, reason } = checked;
        outcomes.push({ line: info.lines, name, outcome: "skipped", reason });
      }
    }
    try {
      outcomes.push(...(await importVendorRows(actor, valid)));
    } catch (error) {
      // This chunk's rows are not in (its transaction rolled back); the others still go.
      logger.error({ err: error }, "CSV import chunk failed");
      for (const { line, name } of valid) {
        const reason = "Could not be saved. Please upload this row again.";
        outcomes.push({ line, name, outcome: "skipped", reason });
      }
    }
    onProgress?.(Math.min(start + CSV_CHUNK_ROWS, total), total);
  }
  outcomes.sort((a, b) => a.line - b.line);
  const count = (outcome: RowOutcome["outcome"]) =>
    outcomes.filter((o) => o.outcome === outcome).length;
  const added = count("added");
  const rows = total <= LIST_ADDED_UP_TO ? outcomes : outcomes.filter((o) => o.outcome !== "added");
  return {
    ok: true,
    result: {
      total,
      added,
      updated: count("updated"),
      skipped: count("skipped"),
      rows,
      unlisted: outcomes.length - rows.length,
    },
  };
}

/** The spec's toasts for an import: 'CSV Upload Complete', or 'CSV Upload Failed'. */
export function csvImportToast(answer: CsvImportAnswer): { toast: ToastMessage; status: number } {
  if (!answer.ok) {
    const toast = { title: "CSV Upload Failed", description: answer.description };
    return { toast: { ...toast, variant: "destructive" }, status: 400 };
  }
  const { added, updated, skipped } = answer.result;
  if (added + updated === 0 && answer.result.rows.some((row) => !row.unchanged)) {
    const description = "No rows could be imported. The report says why for each row.";
    return {
      toast: { title: "CSV Upload Failed", description, variant: "destructive" },
      status: 400,
    };
  }
  const n = (value: number) => value.toLocaleString("en-GB");
  const description = `${n(added)} added, ${n(updated)} updated, ${n(skipped)} skipped.`;
  return { toast: { title: "CSV Upload Complete", description, variant: "success" }, status: 200 };
}
