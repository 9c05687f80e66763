import { centsToDollars, type Cents } from '@portal/domain/money';
import type { Transaction } from 'kysely';
import { findAccount } from '#account/queries.ts';
import { receiptEmail } from '#billing/billing-emails.ts';
import { notify, portalLink } from '#emails/notify-member.ts';
import type { Tables } from '#db/tables.ts';

export interface Payment {
  amount: Cents;
  /** The card's last four digits; null for PayPal. */
  last4: string | null;
  /** An auto top-up names the threshold it kept the balance at. */
  autoTopUp: boolean;
}

/**
 * Queues the member's receipt for money just taken (decision 073: every charge sends one), in the
 * caller's transaction after the payment's ledger entries, so it shows the balance they left.
 */
export async function sendPaymentReceipt(
  trx: Transaction<Tables>,
  accountId: number,
  payment: Payment,
): Promise<void> {
  const account = await findAccount(trx, accountId);
  await notify(trx, account, receiptEmail, {
    amount: centsToDollars(payment.amount),
    last4: payment.last4,
    balance: centsToDollars(account.balance_cents),
    autoTopUpBelow: payment.autoTopUp ? centsToDollars(account.auto_top_up_threshold_cents) : null,
    link: portalLink(account, '/Members/Account/Transactions'),
  });
}
