import { formatDollars, type Cents } from '@portal/domain/money';
import type { MessageId } from '@portal/i18n/messages';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { requestAutoTopUp } from '#money/auto-top-up-request.ts';
import { requestLowBalanceWarning } from '#money/low-balance-request.ts';
import type { ItemValues } from '#contract/item-values.ts';
import { ApiProblem } from '#contract/problem.ts';
import { creditExpiresOn, restoredCredits } from '@portal/domain/credit-expiry';
import {
  calendarDateIn,
  compareDates,
  isoDate,
  parseIsoDate,
  type CalendarDate,
} from '@portal/domain/calendar';

/**
 * What a ledger entry is, per catalog message id (`ledger.*`, settings area): the values each
 * message takes. Money is in dollars and instants in epoch milliseconds (the Text convention).
 */
interface LedgerValues {
  'ledger.monthlyFee': Record<string, never>;
  'ledger.setupFee': Record<string, never>;
  'ledger.storageFee': Record<string, never>;
  'ledger.storage': { letters: number; parcels: number };
  'ledger.planChange': { from: string; to: string };
  'ledger.planChosen': { to: string };
  'ledger.cardTopUp': Record<string, never>;
  'ledger.paypalTopUp': Record<string, never>;
  /** `paidOn`: the day the bank received it, as noon UTC (the same day in every zone). */
  'ledger.bankTransferTopUp': { paidOn: number };
  'ledger.autoTopUp': { amount: number; last4: string };
  'ledger.scanOpened': ItemValues & { pages: number };
  'ledger.scanAgain': ItemValues & { pages: number };
  'ledger.envelopeScan': ItemValues;
  'ledger.creditExpired': { bought: number };
  'ledger.forward': { forward: number; items: number; service: string };
  'ledger.forwardAdded': { forward: number; items: number };
  'ledger.forwardRefund': { forward: number };
  /** A forward's charge from before charges named their forward (old ledgers, the demo's). */
  'ledger.forwardOf': { item: 'letter' | 'parcel'; items: number; service: string };
}

/** A ledger entry's description: a message id of the catalogs with its values. */
export type LedgerText = {
  [K in keyof LedgerValues & MessageId]: { key: K; values: LedgerValues[K] };
}[keyof LedgerValues & MessageId];

/** The keys of forward charges, which a cancelled forward's refund looks for. */
export const FORWARD_CHARGE_KEYS = ['ledger.forward', 'ledger.forwardAdded'] as const;

export interface LedgerEntry {
  /** Above 0 a credit, at most 0 a debit (§3). */
  amount: Cents;
  description: LedgerText;
  /** The plan the entry belongs to, for fees; none for payments. */
  planName?: string;
  /** When it happened; the database's clock when absent. Billing runs give their own (a fake one in tests). */
  date?: Date;
  /** Credit bought (a top-up): it expires 12 months after `date` (§9). */
  purchase?: boolean;
  /** Credit given back by a refund: it expires when the lot it restores does (decision 074). */
  creditExpiresOn?: CalendarDate;
  /** A fee of a billing run: unique per account, so the run charges it once. */
  billingKey?: string;
  /** A credit expiry: the purchase whose remainder expires. */
  expiresEntryId?: number;
  /**
   * Paid for by the card payment just before it (the signup's setup fee, §9 today's charge): the
   * member chose that amount a moment ago, so it asks for no auto top-up of its own; a later debit
   * still finds this crossing and asks for one.
   */
  paidWithPayment?: boolean;
}

/**
 * Moves the balance and records the move as one ledger row, in the caller's transaction (DESIGN
 * §3.5): the balance always equals the sum of the account's entries, and each entry keeps the
 * balance it left. The caller locks the account first when it checks the balance before charging.
 * Answers the account as the entry left it, with the entry's id (`entryId`).
 */
export async function postLedgerEntry(
  trx: Transaction<Tables>,
  accountId: number,
  entry: LedgerEntry,
): Promise<Selectable<AccountsTable> & { entryId: number }> {
  const account = await trx
    .updateTable('accounts')
    .set({ balance_cents: sql<number>`balance_cents + ${entry.amount}` })
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const { transaction_id: entryId } = await trx
    .insertInto('ledger_entries')
    .values({
      account_id: accountId,
      text_key: entry.description.key,
      text_values: JSON.stringify(entry.description.values),
      plan_name: entry.planName ?? '',
      amount_cents: entry.amount,
      balance_after_cents: account.balance_cents,
      ...(entry.date ? { date: entry.date } : {}),
      ...(entry.purchase
        ? { credit_expires_on: isoDate(creditExpiresOn(entry.date ?? new Date())) }
        : {}),
      ...(entry.creditExpiresOn ? { credit_expires_on: isoDate(entry.creditExpiresOn) } : {}),
      ...(entry.billingKey ? { billing_key: entry.billingKey } : {}),
      ...(entry.expiresEntryId ? { expires_entry_id: entry.expiresEntryId } : {}),
    })
    .returning('transaction_id')
    .executeTakeFirstOrThrow();
  // A debit that takes the balance below the auto top-up threshold asks for a top-up, or below the
  // monthly fee for a warning (each once per crossing).
  if (entry.amount < 0 && !entry.paidWithPayment) {
    await requestAutoTopUp(trx, account);
    await requestLowBalanceWarning(trx, account);
  }
  return { ...account, entryId: Number(entryId) };
}

/**
 * Gives back the debits `debitIds` in full (a cancelled forward), in the caller's transaction with
 * the account locked: the credit lots they took come back with their own expiry dates, one entry
 * per lot, so a refund never turns expiring credit into credit that never expires (decision 074).
 * A lot whose expiry date has passed meanwhile gets nothing back: had the debits never been made,
 * that credit would have expired with the rest of its lot.
 */
export async function refundDebits(
  trx: Transaction<Tables>,
  accountId: number,
  debitIds: readonly number[],
  description: LedgerText,
): Promise<void> {
  const ledger = await trx
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'amount_cents', 'credit_expires_on', 'expires_entry_id'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  const credits = restoredCredits(
    ledger.map((row) => ({
      id: row.transaction_id,
      amount: row.amount_cents,
      expiresOn: row.credit_expires_on === null ? null : parseIsoDate(row.credit_expires_on),
      expiresEntryId: row.expires_entry_id,
    })),
    debitIds,
  );
  const today = calendarDateIn(new Date());
  for (const { amount, expiresOn } of credits) {
    if (expiresOn && compareDates(expiresOn, today) <= 0) continue;
    await postLedgerEntry(trx, accountId, {
      amount,
      description,
      ...(expiresOn ? { creditExpiresOn: expiresOn } : {}),
    });
  }
}

/**
 * Refuses a charge the balance cannot cover (402 `insufficient_funds`): a balance below zero locks
 * the account (§9), so no charge may take it there. `chargeBalance` (balance-charge.ts) tops up from
 * the saved card first when auto top-up is on.
 */
export function ensureFunds(balance: Cents, charge: Cents): void {
  if (balance - charge >= 0) return;
  throw new ApiProblem(
    402,
    'insufficient_funds',
    `Your balance of $${formatDollars(balance)} does not cover the charge of $${formatDollars(charge)}`,
  );
}

/** The balance after each of the account's ledger entries, oldest first. */
export async function balanceHistory(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('ledger_entries')
    .select(['date', 'balance_after_cents as balance'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
}
