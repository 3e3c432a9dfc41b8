/** CSV as the caterer's and the venue's spreadsheet reads it, safe from formula injection. */

/**
 * One CSV cell. Quoted when it holds a comma, quote or line break; a cell a spreadsheet would
 * run as a formula (starting =, +, -, @, or a tab or carriage return) gets a leading ' so
 * that a guest's name can never become one (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(",");
