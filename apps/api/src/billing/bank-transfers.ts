import { isoDate, type CalendarDate } from '@portal/domain/calendar';
import type { Cents } from '@portal/domain/money';
import type { Kysely, Transaction } from 'kysely';
import { issuePaymentReceipt, type ReceiptView } from '#billing/payment-receipt.ts';
import { toDollars } from '#contract/money.ts';
import { postLedgerEntry } from '#money/ledger.ts';
import { audit } from '#platform/audit.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import type { Tables } from '#platform/db/tables.ts';

/** Money the bank received for a member, as its statement shows it. */
export interface BankTransfer {
  /** The bank's own id of the transaction: what makes a second import of it a duplicate. */
  transactionId: string;
  amount: Cents;
  /** The day the bank received it. */
  valueDate: CalendarDate;
}

/** A bank transaction already credited, to whichever account. */
export interface EarlierCredit {
  accountId: number;
  suite: string;
  amount: Cents;
  valueDate: string;
  creditedAt: Date;
}

export type BankTransferOutcome =
  | { credited: true; receipt: ReceiptView; balance: Cents }
  | { credited: false; earlier: EarlierCredit };

/** The credit an earlier command or import made for the bank's transaction, if any. */
export async function earlierCredit(
  db: Kysely<Tables>,
  transactionId: string,
): Promise<EarlierCredit | undefined> {
  return db
    .selectFrom('bank_transfers')
    .innerJoin('accounts', 'accounts.account_id', 'bank_transfers.account_id')
    .select([
      'bank_transfers.account_id as accountId',
      'accounts.user_code as suite',
      'bank_transfers.amount_cents as amount',
      'bank_transfers.value_date as valueDate',
      'bank_transfers.credited_at as creditedAt',
    ])
    .where('bank_transfers.bank_transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/**
 * Credits a bank transfer in the caller's transaction, once per bank transaction: the ledger entry
 * (bought credit, expiring 12 months from today like a card top-up's, since the member can spend it
 * only from now), the audit line, and the tax invoice with its email. A transaction credited before
 * changes nothing and answers the earlier credit.
 */
export async function creditBankTransfer(
  trx: Transaction<Tables>,
  accountId: number,
  transfer: BankTransfer,
): Promise<BankTransferOutcome> {
  // Two staff crediting the same transfer to the same account queue here; to two accounts, the
  // primary key refuses the second.
  await lockAccount(trx, accountId);
  const earlier = await earlierCredit(trx, transfer.transactionId);
  if (earlier) return { credited: false, earlier };

  const valueDate = isoDate(transfer.valueDate);
  // Noon UTC: the same calendar day in every zone a member reads in.
  const paidOn = Date.parse(`${valueDate}T12:00:00Z`);
  const description = { key: 'ledger.bankTransferTopUp', values: { paidOn } } as const;
  const account = await postLedgerEntry(trx, accountId, {
    amount: transfer.amount,
    description,
    purchase: true,
  });
  await audit(trx, accountId, {
    key: 'audit.bankTransferCredited',
    values: { transactionId: transfer.transactionId, amount: toDollars(transfer.amount), paidOn },
  });
  const { receiptId, receipt } = await issuePaymentReceipt(trx, accountId, {
    amount: transfer.amount,
    paidBy: { method: 'bankTransfer' },
    autoTopUp: false,
    description,
  });
  await trx
    .insertInto('bank_transfers')
    .values({
      bank_transaction_id: transfer.transactionId,
      account_id: accountId,
      amount_cents: transfer.amount,
      value_date: valueDate,
      ledger_entry_id: account.entryId,
      receipt_id: receiptId,
    })
    .execute();
  return { credited: true, receipt, balance: account.balance_cents };
}
