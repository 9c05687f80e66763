import { autoTopUpAmount } from '@portal/domain/auto-top-up';
import { centsToDollars, type Cents } from '@portal/domain/money';
import type { Selectable, Transaction } from 'kysely';
import { autoTopUpSettingOf } from '#money/auto-top-up-request.ts';
import { issuePaymentReceipt } from '#billing/payment-receipt.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { CardProvider, ChargeOptions } from '#platform/payments/card-provider.ts';
import { ensureFunds, postLedgerEntry, type LedgerEntry } from '#money/ledger.ts';

/** §8's words for a charge that neither the balance nor the card could cover. */
const INSUFFICIENT_FUNDS =
  'Your account has insufficient funds and there was an error charging your credit card.';

/**
 * Debits `charge` (a positive amount of cents) from a balance the caller has locked
 * (`lockAccount`), in the caller's transaction. When the charge would take the balance below the
 * member's auto top-up threshold and auto top-up is on, the card is charged first, once, for what
 * keeps the balance at the threshold after the charge (domain auto-top-up), so the debit asks for
 * no second top-up; the member gets its receipt. A card that fails answers 402
 * `insufficient_funds` with §8's message and the card's reason; a provider that cannot be reached,
 * 502. The card is charged while the row lock is held, so two short charges never both top up.
 *
 * `card.idempotencyKey` goes to the provider with the top-up: it must name what is being paid for
 * (the request's own key, or the state being changed), so that a retry after this transaction
 * rolled back, its card charge already taken, finds that charge rather than making a second.
 */
export async function chargeBalance(
  trx: Transaction<Tables>,
  cards: Pick<CardProvider, 'charge'>,
  account: Selectable<AccountsTable>,
  charge: Cents,
  entry: Omit<LedgerEntry, 'amount'>,
  card: ChargeOptions,
): Promise<Selectable<AccountsTable>> {
  const topUp = autoTopUpAmount(autoTopUpSettingOf(account), charge);
  if (topUp === null || !account.card_token) {
    ensureFunds(account.balance_cents, charge);
    return postLedgerEntry(trx, account.account_id, { ...entry, amount: -charge });
  }
  const result = await cards.charge(account.card_token, topUp, 'Auto top-up', card);
  if (!result.ok) {
    if (result.reason === 'provider_error') {
      throw new ApiProblem(502, 'provider_error', result.message);
    }
    throw new ApiProblem(402, 'insufficient_funds', `${INSUFFICIENT_FUNDS} ${result.message}`);
  }
  const autoTopUpText = {
    key: 'ledger.autoTopUp',
    values: { amount: centsToDollars(topUp), last4: result.last4 },
  } as const;
  await postLedgerEntry(trx, account.account_id, {
    amount: topUp,
    description: autoTopUpText,
    purchase: true,
  });
  // The top-up leaves at least the threshold (never below zero) once the charge is taken.
  const charged = await postLedgerEntry(trx, account.account_id, { ...entry, amount: -charge });
  // After the charge, so the receipt shows the balance the member will see.
  await issuePaymentReceipt(trx, account.account_id, {
    amount: topUp,
    paidBy: { method: 'card', last4: result.last4 },
    autoTopUp: true,
    description: autoTopUpText,
  });
  return charged;
}
