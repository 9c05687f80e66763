import type { Cents } from '@portal/domain/money';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  creditBankTransfer,
  earlierCredit,
  type BankTransfer,
  type EarlierCredit,
} from '#billing/bank-transfers.ts';
import type { ReceiptView } from '#billing/payment-receipt.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import type { StatementCredit } from '#staff/bank-statement.ts';
import { StaffError, type StaffContext } from '#staff/staff-context.ts';

/*
 * Crediting bank transfers (`ops bank-transfer`, `ops bank-transfer import`): a transfer's reference
 * names the member by their suite code, shown with the brand's bank details on Payment Method.
 */

type Account = Pick<Selectable<AccountsTable>, 'account_id' | 'user_code' | 'closed_at'>;

/** Why a reference credits nobody: staff settle such money by hand. */
export type Unmatched = 'unknown' | 'closed' | 'ambiguous';

/**
 * The account a payer's reference names. Banks upper-case references, split them with spaces and
 * add the payer's own words ("HM 482913", "HM482913 RENT"), so besides the reference as given, the
 * whole of it upper-cased without spaces and each of its words are tried; more than one account
 * named is no match.
 */
export async function accountByReference(
  db: Kysely<Tables>,
  reference: string,
): Promise<Account | Unmatched> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['account_id', 'user_code', 'closed_at'])
    .where('user_code', 'in', suiteCandidates(reference))
    .execute();
  const [account, other] = accounts;
  if (!account) return 'unknown';
  if (other) return 'ambiguous';
  return account.closed_at ? 'closed' : account;
}

/** Whether a reference names this suite, as accountByReference reads references. */
export const namesSuite = (reference: string, suite: string) =>
  suiteCandidates(reference).includes(suite);

/** Suite codes are upper-case letters and digits; one typed exactly as stored matches too. */
function suiteCandidates(reference: string): string[] {
  const exact = reference.trim();
  const upper = exact.toUpperCase();
  const words = [exact, upper.replace(/[^A-Z0-9]/g, ''), ...upper.split(/[^A-Z0-9]+/)];
  return [...new Set(words)].filter(Boolean);
}

/** What became of one transfer. */
export type Settled =
  | { outcome: 'credited'; suite: string; receipt: ReceiptView; balance: Cents }
  | { outcome: 'duplicate'; earlier: EarlierCredit }
  | { outcome: 'unmatched'; why: Unmatched };

/**
 * Credits one transfer in the caller's transaction, unless its bank transaction was credited
 * before (checked first: the account may have closed since) or its reference names no open account.
 */
async function settle(
  trx: Transaction<Tables>,
  reference: string,
  transfer: BankTransfer,
): Promise<Settled> {
  const earlier = await earlierCredit(trx, transfer.transactionId);
  if (earlier) return { outcome: 'duplicate', earlier };
  const account = await accountByReference(trx, reference);
  if (typeof account === 'string') return { outcome: 'unmatched', why: account };
  const credit = await creditBankTransfer(trx, account.account_id, transfer);
  return credit.credited
    ? { outcome: 'credited', suite: account.user_code, ...credit }
    : { outcome: 'duplicate', earlier: credit.earlier };
}

/** `ops bank-transfer`: one transfer staff read off the bank's screen. */
export async function creditTransfer(
  { db }: Pick<StaffContext, 'db'>,
  reference: string,
  transfer: BankTransfer,
): Promise<Exclude<Settled, { outcome: 'unmatched' }>> {
  const settled = await db.transaction().execute((trx) => settle(trx, reference, transfer));
  if (settled.outcome === 'unmatched')
    throw new StaffError(unmatchedReason(reference, settled.why));
  return settled;
}

export const unmatchedReason = (reference: string, why: Unmatched) =>
  ({
    unknown: `The reference "${reference}" names no suite`,
    closed: `The account of "${reference}" is closed: return the money to the payer`,
    ambiguous: `The reference "${reference}" names more than one suite`,
  })[why];

/** A statement's line and what became of it. */
export type ImportedLine = StatementCredit & Settled;

/**
 * `ops bank-transfer import`: every credit of a statement already checked (bank-statement.ts), in
 * one transaction, so the report printed is exactly what was committed and an import that fails
 * half-way credits nobody. A line whose bank transaction was credited before, by the command, an
 * earlier import or a line above it in the file, changes nothing.
 */
export async function importStatement(
  { db }: Pick<StaffContext, 'db'>,
  credits: readonly StatementCredit[],
): Promise<ImportedLine[]> {
  return db.transaction().execute(async (trx) => {
    const lines: ImportedLine[] = [];
    for (const credit of credits) {
      lines.push({ ...credit, ...(await settle(trx, credit.reference, credit)) });
    }
    return lines;
  });
}
