import {
  addDays,
  calendarDateIn,
  compareDates,
  parseIsoDate,
  type CalendarDate,
} from '@portal/domain/calendar';
import { parseDollars, type Cents } from '@portal/domain/money';
import { parse, CsvError } from 'csv-parse/sync';
import type { BankTransfer } from '#billing/bank-transfers.ts';
import { StaffError } from '#staff/staff-context.ts';

/*
 * A bank statement as staff export it to CSV (docs/runbook/bank-transfers.md): a header row naming
 * the columns date, amount, reference and transaction id (description and any others are ignored),
 * then one row per transaction. Every row is checked before anything is credited, so a bad file
 * changes nothing and its report names each bad line.
 */

/** A credit of the statement, with the line it starts on (the header is line 1). */
export interface StatementCredit extends BankTransfer {
  line: number;
  /** What the payer wrote: the member's suite code, perhaps among other words. */
  reference: string;
}

export interface BankStatement {
  credits: StatementCredit[];
  /** Money paid out of the bank account (and zero amounts): not members' payments. */
  skipped: number;
}

const COLUMNS = ['date', 'amount', 'reference', 'transactionid'] as const;
type Column = (typeof COLUMNS)[number];
const MAX_TRANSACTION_ID = 100;
/** Bad lines the error lists at most: a file with more is likely not this format at all. */
const MAX_REPORTED = 20;

/** A positive amount in dollars ("50", "50.00", "$1,250.00"), else why not. */
export function creditAmount(text: string): Cents | string {
  const cents = amount(text);
  if (typeof cents === 'number' && cents <= 0) {
    return `the amount must be more than $0.00, got "${text}"`;
  }
  return cents;
}

/** A bank's transaction id, else why not: ids are short, so a long one is another column. */
export function transactionId(text: string): string | { problem: string } {
  const id = text.trim();
  if (!id) return { problem: 'the transaction id is empty' };
  if (id.length > MAX_TRANSACTION_ID) {
    return { problem: `the transaction id is longer than ${MAX_TRANSACTION_ID} characters` };
  }
  return id;
}

/** A value date as YYYY-MM-DD, no later than the bank's today, else why not. */
export function valueDate(text: string, now = new Date()): CalendarDate | string {
  const date = parseIsoDate(text.trim());
  if (!date) return `"${text}" is not a date as YYYY-MM-DD`;
  // Australian banks' today runs up to a day ahead of UTC.
  if (compareDates(date, addDays(calendarDateIn(now), 1)) > 0) {
    return `the date ${text} is in the future`;
  }
  return date;
}

/** Reads a statement (UTF-8, with or without a BOM, CRLF or LF); throws naming every bad line. */
export function parseBankStatement(text: string, now = new Date()): BankStatement {
  // csv-parse counts a quoted CRLF as two lines; with LF alone its line numbers are right.
  const [header, ...body] = readRows(text.replace(/\r\n?/g, '\n'));
  if (!header) throw new StaffError('The statement is empty: it needs a header row');
  const at = columnsOf(header.fields);

  const problems: string[] = [];
  const credits: StatementCredit[] = [];
  let skipped = 0;
  for (const { fields, line } of body) {
    const field = (column: Column) => fields[at[column]]?.trim() ?? '';
    const date = valueDate(field('date'), now);
    const cents = amount(field('amount'));
    const reference = field('reference');
    const id = transactionId(field('transactionid'));
    const wrong = [date, cents].filter((value) => typeof value === 'string');
    // Money paid out of the account, or nothing: not a member's payment, so no more to check.
    const credit = typeof cents !== 'number' || cents > 0;
    if (credit && !reference) wrong.push('the reference is empty');
    if (credit && typeof id !== 'string') wrong.push(id.problem);
    problems.push(...wrong.map((problem) => `line ${line}: ${problem}`));
    if (wrong.length > 0 || typeof date === 'string' || typeof cents === 'string') continue;
    if (!credit) skipped += 1;
    else if (typeof id === 'string') {
      credits.push({ line, reference, transactionId: id, amount: cents, valueDate: date });
    }
  }
  if (problems.length > 0) throw new StaffError(malformed(problems));
  return { credits, skipped };
}

/** Rows with the line each starts on; a file csv-parse cannot read stops at its line. */
function readRows(text: string): { fields: string[]; line: number }[] {
  try {
    // With `info`, each record comes with where it was read (the typings miss that option).
    const records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({
      fields: record,
      // info.lines is the line a record ends on; quoted fields may hold line breaks.
      line: info.lines - record.reduce((breaks, field) => breaks + lineBreaks(field), 0),
    }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    throw new StaffError(malformed([`line ${line ?? '?'}: ${error.message}`]));
  }
}

/** Where each column is; a header without one of them is not this format. */
function columnsOf(header: readonly string[]): Record<Column, number> {
  const names = header.map((name) => name.toLowerCase().replace(/[^a-z]/g, ''));
  const missing = COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new StaffError(
      malformed([
        `line 1: the header must name the columns date, amount, reference and transaction id; ` +
          `missing ${missing.map((column) => (column === 'transactionid' ? 'transaction id' : column)).join(', ')}`,
      ]),
    );
  }
  return Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    Column,
    number
  >;
}

function malformed(problems: readonly string[]): string {
  const listed = problems.slice(0, MAX_REPORTED);
  const more = problems.length - listed.length;
  return [
    'The statement has mistakes; nothing was credited. Correct them and import it again:',
    ...listed.map((problem) => `  ${problem}`),
    ...(more > 0 ? [`  and ${more} more`] : []),
  ].join('\n');
}

/**
 * Dollars in cents, paid in or out: "50.00", "-12.5", "$1,250.00". A comma counts only as a
 * thousands separator, so "50,00" (a decimal comma) is refused rather than read as $5,000.
 */
function amount(text: string): Cents | string {
  const plain = text.trim().replace(/^(-?)\$/, '$1');
  const grouped = /^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(plain);
  const cents = parseDollars(grouped ? plain.replaceAll(',', '') : plain);
  return cents ?? `"${text}" is not an amount of dollars and cents such as 50.00`;
}

const lineBreaks = (field: string) => field.split('\n').length - 1;
