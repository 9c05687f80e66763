import { formatLongDate } from '#format/date-format.ts';
import { fieldErrors, type FieldErrors } from '#validation/form.ts';
import { formatDollars, type Cents } from '#money/money.ts';

/**
 * The transaction history (§3 Transaction): amount ≤ 0 is a debit, > 0 a credit; a date range
 * filters it, and the rows shown export as CSV.
 */

export interface TransactionRow {
  date: Date;
  description: string;
  planName: string | null;
  amount: Cents;
  /** The balance after this transaction. */
  balance: Cents;
}

/** §3: an amount above zero is money in; zero or less is money out. */
export function isCredit(amount: Cents): boolean {
  return amount > 0;
}

/** A day typed as §9 writes dates (DD/MM/YY or DD/MM/YYYY) as `YYYY-MM-DD`; null if not a real day. */
export function parseTypedDate(typed: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A typed date range (either end may be left empty); the end may not come before the start. */
export function validateDateRange(typed: { from: string; to: string }): FieldErrors<'from' | 'to'> {
  const from = parseTypedDate(typed.from);
  const to = parseTypedDate(typed.to);
  const invalid = (text: string, day: string | null) =>
    text.trim() && !day ? 'validation.date.invalid' : null;
  return fieldErrors({
    from: invalid(typed.from, from),
    to: invalid(typed.to, to) ?? (from && to && to < from ? 'validation.dateRange.order' : null),
  });
}

/** The column headings of the CSV, in the member's language. */
export interface TransactionCsvHeadings {
  date: string;
  description: string;
  plan: string;
  amount: string;
  balance: string;
}

/**
 * Rows as CSV (RFC 4180: quoted where needed, CRLF lines): dates DD/MM/YYYY (§9), money as plain
 * two-decimal dollars a spreadsheet reads as numbers. A text cell a spreadsheet would run as a
 * formula (=, +, -, @) is prefixed with an apostrophe.
 */
export function transactionsCsv(
  rows: readonly TransactionRow[],
  headings: TransactionCsvHeadings,
): string {
  const lines = [
    [headings.date, headings.description, headings.plan, headings.amount, headings.balance].map(
      text,
    ),
    ...rows.map((row) => [
      formatLongDate(row.date),
      text(row.description),
      text(row.planName ?? ''),
      formatDollars(row.amount),
      formatDollars(row.balance),
    ]),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
