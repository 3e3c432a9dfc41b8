import { parse } from "csv-parse/sync";
import type { SessionUser } from "~/features/accounts/session.server";
import { sanitiseText } from "~/features/business/sanitise";
import { CATEGORIES } from "~/features/directory/categories";
import { canonicalCategoryId } from "~/features/directory/directory.server";
import { type ImportRow, importVendors } from "~/features/directory/vendor-write.server";
import { parsePostcode } from "~/lib/postcode";
import { CSV_COLUMNS, CSV_MAX_BYTES } from "./admin.schema";

export interface CsvRowError {
  /** The line in the file, counting the header as line 1. */
  line: number;
  name: string;
  message: string;
}

export interface CsvImportResult {
  created: number;
  updated: number;
  errors: CsvRowError[];
}

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
  return { ok: true, text: await file.text() };
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

/**
 * Bulk upload (spec §9): columns Category, Name, Website, Phone, Email, Address. New rows get
 * rating 4.5, a random review count 10–59 and status approved. A row whose name and category
 * already exist updates that listing's contact details instead of duplicating it; a bad row is
 * reported and skipped, the rest still go in.
 */
export async function importVendorsCsv(actor: SessionUser, text: string): Promise<CsvImportResult> {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : "The file could not be read.";
    return { created: 0, updated: 0, errors: [{ line: 0, name: "", message }] };
  }
  const header = records.length ? Object.keys(records[0] ?? {}) : [];
  const missing = CSV_COLUMNS.filter((column) => column === "Category" || column === "Name").filter(
    (column) => records.length && !header.includes(column.toLowerCase()),
  );
  if (missing.length) {
    return {
      created: 0,
      updated: 0,
      errors: [{ line: 1, name: "", message: `Missing column: ${missing.join(", ")}` }],
    };
  }

  const errors: CsvRowError[] = [];
  const rows: ImportRow[] = [];
  for (const [index, record] of records.entries()) {
    const line = index + 2;
    const name = sanitiseText(record.name);
    const rawCategory = record.category ?? "";
    const categoryId = csvCategoryId(rawCategory);
    if (name.length < 2) {
      errors.push({ line, name, message: "Name must be at least 2 characters" });
      continue;
    }
    if (!categoryId) {
      errors.push({
        line,
        name,
        message: rawCategory
          ? `Unknown category "${sanitiseText(rawCategory)}"`
          : "Please select a category",
      });
      continue;
    }
    const address = sanitiseText(record.address) || null;
    rows.push({
      name,
      categoryId,
      location: locationFromAddress(address ?? ""),
      address,
      website: record.website || null,
      phone: record.phone || null,
      email: record.email || null,
    });
  }
  const counts = await importVendors(actor, rows, { skipped: errors.length });
  return { ...counts, errors };
}
