import { gstIncluded } from '@portal/domain/gst';
import { centsToDollars, type Cents } from '@portal/domain/money';
import type { components } from '@portal/contract/schema';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { findAccount } from '#platform/db/account-row.ts';
import { receiptEmail } from '#billing/billing-emails.ts';
import { findBrand } from '#brands/brand-registry.ts';
import { notify } from '#notices/notify-member.ts';
import { portalLink, TRANSACTIONS_URL } from '#brands/portal-links.ts';
import type { PaymentMethod, ReceiptsTable, Tables } from '#platform/db/tables.ts';
import type { LedgerText } from '#money/ledger.ts';

export type ReceiptView = components['schemas']['Receipt'];

/** How the member paid: a card names its last four digits (its network is the account's card). */
export type PaidBy = { method: 'card'; last4: string } | { method: Exclude<PaymentMethod, 'card'> };

export interface Payment {
  amount: Cents;
  paidBy: PaidBy;
  /** An auto top-up names the threshold it kept the balance at. */
  autoTopUp: boolean;
  /** What was paid for: the payment's ledger text. */
  description: LedgerText;
}

/**
 * Issues the tax invoice for money just taken (decision 073: every charge sends one): a receipt row
 * numbered in the brand's sequence, and its email, both in the caller's transaction after the
 * payment's ledger entries, so the email shows the balance they left and goes only if they commit.
 */
export async function issuePaymentReceipt(
  trx: Transaction<Tables>,
  accountId: number,
  payment: Payment,
): Promise<{ receiptId: number; receipt: ReceiptView }> {
  const account = await findAccount(trx, accountId);
  const brand = findBrand(account.webpage);
  const { last_number: sequence } = await trx
    .insertInto('receipt_sequences')
    .values({ webpage: account.webpage, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column('webpage')
        .doUpdateSet({ last_number: sql<number>`receipt_sequences.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const card = payment.paidBy.method === 'card' ? payment.paidBy : null;
  const row = await trx
    .insertInto('receipts')
    .values({
      account_id: accountId,
      webpage: account.webpage,
      sequence,
      number: receiptNumber(brand?.receiptPrefix, sequence),
      amount_cents: payment.amount,
      method: payment.paidBy.method,
      card_brand: card && (account.card_brand ?? 'unknown'),
      card_last4: card?.last4 ?? null,
      text_key: payment.description.key,
      text_values: JSON.stringify(payment.description.values),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const receipt = receiptView(row);
  const issued = { receiptId: row.receipt_id, receipt };
  if (!brand) return issued;
  await notify(trx, account, receiptEmail, {
    amount: receipt.amount,
    gst: receipt.gst,
    number: receipt.number,
    issuedAt: row.issued_at.getTime(),
    method: row.method,
    cardBrand: receipt.cardBrand,
    last4: receipt.last4,
    issuer: brand.business,
    balance: centsToDollars(account.balance_cents),
    autoTopUpBelow: payment.autoTopUp ? centsToDollars(account.auto_top_up_threshold_cents) : null,
    link: portalLink(account, TRANSACTIONS_URL),
  });
  return issued;
}

/** `HM-000123`: the brand's prefix and the sequence, six digits at least. */
export function receiptNumber(prefix: string | undefined, sequence: number): string {
  const digits = String(sequence).padStart(6, '0');
  return prefix ? `${prefix}-${digits}` : digits;
}

/** A receipt as the contract shows it. */
export function receiptView(row: Selectable<ReceiptsTable>): ReceiptView {
  return {
    number: row.number,
    issuedAt: row.issued_at.toISOString(),
    amount: centsToDollars(row.amount_cents),
    gst: centsToDollars(gstIncluded(row.amount_cents)),
    method: row.method,
    cardBrand: row.card_brand,
    last4: row.card_last4,
    description: { key: row.text_key, values: row.text_values },
  };
}

/** The member's latest receipts, newest first. */
export async function listReceipts(
  db: Kysely<Tables>,
  accountId: number,
  limit: number,
): Promise<ReceiptView[]> {
  const rows = await db
    .selectFrom('receipts')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('receipt_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(receiptView);
}
