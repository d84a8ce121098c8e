// CSV as RFC 4180 writes it (CRLF line ends, quotes doubled), with OWASP's guard against
// formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or CR before
// one) as a formula, so such a cell gets a leading '. Every text cell is quoted, and a formula
// start right after either separator is guarded too (issue 18: `x;=1+1` went out unquoted, and
// Italian Excel, which splits on ';', ran the formula).

/** Excel reads a UTF-8 file as the system's code page unless it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** ',' for RFC 4180, ';' where the decimal mark is a comma (Excel in Italian). */
export type CsvSeparator = ',' | ';';

/**
 * A cell: `text` is anything a person typed or a stored name (always quoted, guarded);
 * `value` is a number or a date this server formatted (quoted only if it holds the separator).
 */
export type CsvCell = { text: string } | { value: string };

const FORMULA_START = /^[=+\-@\t\r]/;
// A formula start after a separator or a line break: where a reader that splits without
// honouring quotes would begin a new cell.
const FORMULA_AFTER_BREAK = /([,;\r\n])(?=[=+\-@\t\r])/g;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

function guarded(text: string): string {
  const inner = text.replace(FORMULA_AFTER_BREAK, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export function csvCell(cell: CsvCell, separator: CsvSeparator = ','): string {
  if ('text' in cell) return quoted(guarded(cell.text));
  const value = guarded(cell.value);
  return value.includes(separator) || /["\r\n]/.test(value) ? quoted(value) : value;
}

export function csvLine(cells: readonly CsvCell[], separator: CsvSeparator = ','): string {
  return `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
}
