import zlib from "node:zlib";
import { parse } from "csv-parse/sync";
import { decodeUtf8OrWindows1252 } from "~/lib/decode-text";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELL,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_TEXT,
} from "./guest.constants";
import type { Sheet } from "./guest-import-read";

/**
 * Reads an uploaded guest spreadsheet, CSV or Excel .xlsx, recognised by its content (not its
 * name or the browser's type), within limits: the file's size, the unpacked size of an .xlsx
 * (a small zip can unpack to gigabytes), the rows, the columns and the text kept.
 */

export type SheetAnswer =
  | { ok: true; sheet: Sheet; fileName: string }
  | { ok: false; message: string };

const MB = 1024 * 1024;
/** What an .xlsx may unpack to: far more than any guest list needs. */
const XLSX_MAX_UNPACKED = 25 * MB;
const XLSX_MAX_ENTRIES = 400;

const NOT_A_SPREADSHEET =
  "This file is not a CSV or Excel (.xlsx) spreadsheet. Save your guest list as one of those and upload it again.";

export async function readSpreadsheet(file: FormDataEntryValue | null): Promise<SheetAnswer> {
  if (!file || typeof file === "string" || file.size === 0) {
    return { ok: false, message: "Choose a CSV or Excel (.xlsx) file of your guest list" };
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return {
      ok: false,
      message: `The file is larger than ${IMPORT_MAX_BYTES / MB} MB. Split it, or remove other sheets and columns.`,
    };
  }
  const fileName = cleanFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let sheet: Sheet | string;
  if (isZip(bytes)) sheet = await readXlsx(bytes);
  else if (isOldExcel(bytes)) {
    sheet =
      "This is an older Excel file (.xls). In Excel choose File, Save As, Excel Workbook (.xlsx) or CSV, and upload that.";
  } else sheet = readCsv(bytes);
  if (typeof sheet === "string") return { ok: false, message: sheet };
  return checkSheet(sheet, fileName);
}

function checkSheet(sheet: Sheet, fileName: string): SheetAnswer {
  if (sheet.headers.every((header) => !header) || sheet.rows.length === 0) {
    return {
      ok: false,
      message:
        "The file has no guests in it: the first row should name the columns, and each row after it be one person.",
    };
  }
  if (sheet.rows.length > IMPORT_MAX_ROWS) {
    return {
      ok: false,
      message: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} guests; at most that many can be imported at once. Split it into smaller files.`,
    };
  }
  let size = 0;
  for (const row of [sheet.headers, ...sheet.rows.map((r) => r.cells)]) {
    for (const cell of row) size += cell.length;
  }
  if (size > IMPORT_MAX_TEXT) {
    return {
      ok: false,
      message:
        "The file holds more text than a guest list needs. Remove columns you do not need and try again.",
    };
  }
  return { ok: true, sheet, fileName };
}

/** The name shown in the report: no folders, printable, short. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[^\p{L}\p{N} ._()-]+/gu, "").trim();
  return (clean || "guest list").slice(0, 100);
}

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const isOldExcel = (bytes: Uint8Array) =>
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, i) => bytes[i] === byte);

const clip = (value: string) => value.trim().slice(0, IMPORT_MAX_CELL);

/** Rows of cells with the header first and blank rows left out; columns beyond the limit dropped. */
function asSheet(lines: { line: number; cells: string[] }[]): Sheet {
  const rows = lines
    .map(({ line, cells }) => ({ line, cells: cells.slice(0, IMPORT_MAX_COLUMNS).map(clip) }))
    .filter((row) => row.cells.some(Boolean));
  const [header, ...rest] = rows;
  return { headers: header?.cells ?? [], rows: rest };
}

function decodeText(bytes: Uint8Array): string | null {
  const text = decodeUtf8OrWindows1252(bytes);
  // A binary file (an image, a PDF, an old .xls) decodes to text with control characters in it.
  for (let i = 0; i < text.length; i++) {
    if (isStrayControl(text.charCodeAt(i))) return null;
  }
  return text;
}

/** A control character text never holds: anything below space but tab and line breaks. */
const isStrayControl = (code: number) => code < 0x20 && (code < 0x09 || code > 0x0d);

function readCsv(bytes: Uint8Array): Sheet | string {
  const text = decodeText(bytes);
  if (text === null) return NOT_A_SPREADSHEET;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [",", ";", "\t"]
    .map((d) => ({ d, n: firstLine.split(d).length }))
    .sort((a, b) => b.n - a.n)[0]?.d;
  try {
    const records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: IMPORT_MAX_TEXT,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return asSheet(records.map(({ record, info }) => ({ line: info.lines, cells: record })));
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid /, "") : "";
    return `The CSV file could not be read (${reason.slice(0, 120) || "unknown problem"}). Check it opens in a spreadsheet and save it again as CSV.`;
  }
}

/**
 * The zip's entries unpacked to check their real size (not the size the archive claims), with
 * the total capped; an archive that is not an Excel workbook is refused before any parser sees it.
 */
function checkXlsxArchive(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return NOT_A_SPREADSHEET;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (entries > XLSX_MAX_ENTRIES) return NOT_A_SPREADSHEET;
  let budget = XLSX_MAX_UNPACKED;
  let isWorkbook = false;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return NOT_A_SPREADSHEET;
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (name === "xl/workbook.xml") isWorkbook = true;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) {
      return NOT_A_SPREADSHEET;
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = zlib.inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch {
        return "The workbook unpacks to more than a guest list needs, or is damaged. Save it again, or as CSV.";
      }
    } else return NOT_A_SPREADSHEET;
    budget -= size;
    if (budget < 0)
      return "The workbook unpacks to more than a guest list needs. Save it as CSV instead.";
    at += 46 + nameLength + extraLength + commentLength;
  }
  return isWorkbook ? null : NOT_A_SPREADSHEET;
}

type CellValue = unknown;

/** A cell as text: rich text joined, a link's text, a formula's result, a date as 2027-06-10. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.richText)) {
      return object.richText.map((part: { text?: string }) => part.text ?? "").join("");
    }
    if ("text" in object) return cellText(object.text);
    if ("result" in object) return cellText(object.result);
    return "";
  }
  return String(value);
}

/**
 * A cell's text without stray control characters (`isStrayControl`): a workbook can spell
 * any of them (`_x0000_`), and the database refuses a NUL in a name.
 */
function withoutControls(text: string): string {
  let kept = "";
  for (const char of text) if (!isStrayControl(char.charCodeAt(0))) kept += char;
  return kept;
}

async function readXlsx(bytes: Uint8Array): Promise<Sheet | string> {
  const refused = checkXlsxArchive(bytes);
  if (refused) return refused;
  // Loaded only when a workbook arrives: it is large, and most imports are CSV.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as never);
  } catch {
    return "The Excel file could not be read. Open it in Excel, save it again as .xlsx or CSV, and upload that.";
  }
  const worksheet = workbook.worksheets.find(
    (sheet) => sheet.state === "visible" && sheet.actualRowCount > 0,
  );
  if (!worksheet) return asSheet([]);
  const lines: { line: number; cells: string[] }[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (lines.length > IMPORT_MAX_ROWS + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (column <= IMPORT_MAX_COLUMNS) cells[column - 1] = withoutControls(cellText(cell.value));
    });
    lines.push({ line, cells: Array.from(cells, (cell) => cell ?? "") });
  });
  return asSheet(lines);
}
