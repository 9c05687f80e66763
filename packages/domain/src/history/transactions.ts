import { fieldErrors, type FieldErrors } from '#validation/form.ts';
import { formatted, toCsv } from '#format/csv.ts';
import type { Cents } from '#money/money.ts';

/**
 * The transaction history (§3 Transaction): amount ≤ 0 is a debit, > 0 a credit; a date range
 * filters it, and the rows shown export as CSV.
 */

export interface TransactionRow {
  date: Date;
  /** In the member's language (the screens render the entry's message id). */
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

/** How the export writes days and money: as the member reads them on screen (issue 34). */
export interface TransactionCsvFormat {
  headings: TransactionCsvHeadings;
  /** The day of an instant, in the member's language and time zone. */
  day: (date: Date) => string;
  /** An amount in the member's language, its currency named. */
  money: (amount: Cents) => string;
}

/**
 * Rows as CSV (the shared writer: quoted where needed, CRLF lines, text cells kept from running as
 * formulas), days and money in the member's language; money cells are ours, so a minus sign there
 * stays a minus sign.
 */
export function transactionsCsv(
  rows: readonly TransactionRow[],
  { headings, day, money }: TransactionCsvFormat,
): string {
  return toCsv([
    [headings.date, headings.description, headings.plan, headings.amount, headings.balance],
    ...rows.map((row) => [
      formatted(day(row.date)),
      row.description,
      row.planName ?? '',
      formatted(money(row.amount)),
      formatted(money(row.balance)),
    ]),
  ]);
}
