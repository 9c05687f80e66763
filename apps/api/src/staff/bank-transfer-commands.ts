import { isoDate } from '@portal/domain/calendar';
import { formatDollars } from '@portal/domain/money';
import type { BankTransfer, EarlierCredit } from '#billing/bank-transfers.ts';
import {
  creditAmount,
  parseBankStatement,
  transactionId,
  valueDate,
} from '#staff/bank-statement.ts';
import {
  creditTransfer,
  importStatement,
  namesSuite,
  unmatchedReason,
  type ImportedLine,
} from '#staff/bank-transfer.ts';
import { readInput, required, UsageError, type Command } from '#staff/ops-arguments.ts';
import { counted, StaffError } from '#staff/staff-context.ts';

/** The staff commands that credit bank transfers (ops-cli.ts lists them with the others). */
export const BANK_TRANSFER_COMMANDS: Record<string, Command> = {
  'bank-transfer': {
    summary:
      'credit one bank transfer to the suite its reference names, with a receipt; once per bank transaction id',
    usage: [
      'bank-transfer --reference <suite code> --amount <dollars> --date <YYYY-MM-DD> --transaction-id <bank id>',
      '',
      '--date is the day the bank received the money. --transaction-id is the id the bank gives the',
      'transaction (its receipt or reference number): required, so that importing the statement',
      'later finds the transfer already credited.',
    ].join('\n'),
    options: {
      reference: { type: 'string' },
      amount: { type: 'string' },
      date: { type: 'string' },
      'transaction-id': { type: 'string' },
    },
    async prepare(values) {
      const reference = required(values, 'reference');
      const amount = creditAmount(required(values, 'amount'));
      if (typeof amount === 'string') throw new UsageError(`--amount: ${amount}`);
      const date = valueDate(required(values, 'date'));
      if (typeof date === 'string') throw new UsageError(`--date: ${date}`);
      // Required, not made up: the statement imported later carries the same id and so knows
      // this transfer is already credited.
      const id = transactionId(required(values, 'transaction-id'));
      if (typeof id !== 'string') throw new UsageError(`--transaction-id: ${id.problem}`);
      const transfer = { transactionId: id, amount, valueDate: date };
      return async (ctx) => {
        const settled = await creditTransfer(ctx, reference, transfer);
        if (settled.outcome === 'credited') {
          return `Credited ${describe(transfer)} to suite ${settled.suite}: receipt ${settled.receipt.number} emailed, balance $${formatDollars(settled.balance)}`;
        }
        const already = alreadyCredited(id, settled.earlier);
        if (differs(reference, transfer, settled.earlier)) {
          throw new StaffError(
            `${already}, not ${describe(transfer)} to "${reference}": nothing changed. Check the transaction id.`,
          );
        }
        return `${already}; nothing changed`;
      };
    },
  },
  'bank-transfer import': {
    summary:
      'credit every payment of a bank statement CSV once (docs/runbook/bank-transfers.md), listing references that match no suite',
    usage: [
      'bank-transfer import --from <statement.csv>',
      '',
      'The header row names the columns date (YYYY-MM-DD), amount (dollars such as 50.00; money paid',
      'out is skipped), reference (the suite code the payer wrote) and transaction id (the bank’s);',
      'others, such as description, are ignored. The whole file is checked first: a bad line stops',
      'the import before anything is credited, and the error names it.',
    ].join('\n'),
    options: { from: { type: 'string' } },
    async prepare(values, cwd) {
      const file = required(values, 'from');
      const statement = parseBankStatement(utf8(await readInput(cwd, file), file));
      return async (ctx) =>
        importReport(file, statement.skipped, await importStatement(ctx, statement.credits));
    },
  },
};

function importReport(file: string, skipped: number, lines: readonly ImportedLine[]): string {
  const credited = lines.flatMap((line) => (line.outcome === 'credited' ? [line] : []));
  const duplicates = lines.flatMap((line) => (line.outcome === 'duplicate' ? [line] : []));
  const unmatched = lines.flatMap((line) => (line.outcome === 'unmatched' ? [line] : []));
  const total = credited.reduce((sum, line) => sum + line.amount, 0);
  const section = (title: string, rows: string[]) =>
    rows.length === 0 ? [] : [`${title}:`, ...rows.map((row) => `  ${row}`)];
  return [
    `Imported ${file}: ${counted(lines.length, 'payment')}, ${credited.length} credited ($${formatDollars(total)}), ` +
      `${counted(duplicates.length, 'duplicate')}, ${unmatched.length} unmatched; ` +
      `${counted(skipped, 'line')} paid out or of $0.00 skipped.`,
    ...section(
      'Credited',
      credited.map(
        (line) =>
          `line ${line.line}: ${describe(line)} to suite ${line.suite}, receipt ${line.receipt.number}, balance $${formatDollars(line.balance)}`,
      ),
    ),
    ...section(
      'Duplicates, nothing changed',
      duplicates.map(
        (line) =>
          `line ${line.line}: ${alreadyCredited(line.transactionId, line.earlier)}` +
          (differs(line.reference, line, line.earlier)
            ? `, but this line says ${describe(line)} to "${line.reference}": check it`
            : ''),
      ),
    ),
    ...section(
      'Unmatched, not credited (credit by hand with ops bank-transfer, or return the money)',
      unmatched.map(
        (line) =>
          `line ${line.line}: ${describe(line)}: ${unmatchedReason(line.reference, line.why)}`,
      ),
    ),
  ].join('\n');
}

/** "$50.00 received 2026-11-20 (bank transaction T1001)". */
const describe = (transfer: BankTransfer) =>
  `$${formatDollars(transfer.amount)} received ${isoDate(transfer.valueDate)} (bank transaction ${transfer.transactionId})`;

const alreadyCredited = (transactionId: string, earlier: EarlierCredit) =>
  `Bank transaction ${transactionId} was already credited on ${earlier.creditedAt.toISOString().slice(0, 10)}: ` +
  `$${formatDollars(earlier.amount)} received ${earlier.valueDate} to suite ${earlier.suite}`;

/** A transaction id seen before with another amount, day or suite: likely a typing mistake. */
const differs = (reference: string, transfer: BankTransfer, earlier: EarlierCredit) =>
  earlier.amount !== transfer.amount ||
  earlier.valueDate !== isoDate(transfer.valueDate) ||
  !namesSuite(reference, earlier.suite);

function utf8(bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new StaffError(`${file} is not UTF-8 text: export the statement as CSV in UTF-8`);
  }
}
