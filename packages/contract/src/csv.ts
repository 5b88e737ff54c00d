/**
 * Writing CSV (RFC 4180) for the files the shop hands out: the console's and My Commission's
 * exports, and the wine import's template. Lines end with CRLF, as spreadsheets expect.
 */

export type CsvCell = string | number | null;

/** A cell that is a plain number ("-5.00", "12") computes nothing in a spreadsheet. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * Spreadsheets run a cell starting with these as a formula (OWASP "CSV injection"): = + - @, and
 * tab and carriage return, which some of them skip before looking for the sign.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: text that would start a formula is prefixed with a single quote, then quoted if needed. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, with its line break. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;
