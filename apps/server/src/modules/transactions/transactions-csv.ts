// CSV as RFC 4180 writes it (CRLF line ends, a field with a comma, quote or line break quoted,
// quotes doubled), with OWASP's guard against formula injection: a spreadsheet runs a cell that
// starts with = + - @ (or a tab or CR before one) as a formula, so such a cell gets a leading '.

/** Excel reads a UTF-8 file as the system's code page unless it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
