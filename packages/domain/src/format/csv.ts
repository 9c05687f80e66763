/**
 * CSV as spreadsheet programs read it (RFC 4180), shared by every export: a cell is quoted where it
 * holds a quote, a comma or a line break, and lines end in CRLF. A text cell — anything a member,
 * a sender or staff wrote — that a spreadsheet would run as a formula (it starts with =, +, -, @, a
 * tab or a carriage return) is prefixed with an apostrophe. A cell the portal formatted itself (a
 * day, an amount) is `formatted`: only quoted, so a minus sign there stays a minus sign.
 */

/** A cell the portal wrote itself, such as a day or an amount in the member's language. */
export interface FormattedCell {
  formatted: string;
}

/** Text is escaped against formulas; a formatted cell is written as it is. */
export type CsvCell = string | FormattedCell;

export function formatted(value: string): FormattedCell {
  return { formatted: value };
}

/** The rows (the headings first) as CSV text, each line ending in CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((cells) => `${cells.map(cell).join(',')}\r\n`).join('');
}

function cell(value: CsvCell): string {
  if (typeof value !== 'string') return quoted(value.formatted);
  return quoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
