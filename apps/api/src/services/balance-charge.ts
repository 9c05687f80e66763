import { fundCharge } from '@portal/domain/balance-funding';
import { formatDollars, type Cents } from '@portal/domain/money';
import type { Selectable, Transaction } from 'kysely';
import type { AccountsTable, Tables } from '#db/tables.ts';
import { ApiProblem } from '#http/problem.ts';
import type { CardProvider, ChargeOptions } from '#payments/card-provider.ts';
import { ensureFunds, postLedgerEntry, type LedgerEntry } from '#services/ledger.ts';

/** §8's words for a charge that neither the balance nor the card could cover. */
const INSUFFICIENT_FUNDS =
  'Your account has insufficient funds and there was an error charging your credit card.';

/**
 * Debits `charge` (a positive amount of cents) from a balance the caller has locked
 * (`lockAccount`), in the caller's transaction. When the balance is short and auto top-up is on (a
 * saved card and an amount), the card is charged first: the auto top-up amount, or the shortfall
 * when that is more, so the charge goes through. A card that fails answers 402
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
  let balance = account.balance_cents;
  const funding = fundCharge(
    { balance, autoTopUp: account.card_token ? account.auto_top_up_cents : null },
    charge,
  );
  if (funding.kind === 'topUp' && account.card_token) {
    const result = await cards.charge(account.card_token, funding.topUp, 'Auto top-up', card);
    if (!result.ok) {
      if (result.reason === 'provider_error') {
        throw new ApiProblem(502, 'provider_error', result.message);
      }
      throw new ApiProblem(402, 'insufficient_funds', `${INSUFFICIENT_FUNDS} ${result.message}`);
    }
    const credited = await postLedgerEntry(trx, account.account_id, {
      amount: funding.topUp,
      description: `Auto top-up of $${formatDollars(funding.topUp)} by card ending ${result.last4}`,
      purchase: true,
    });
    balance = credited.balance_cents;
  }
  ensureFunds(balance, charge);
  return postLedgerEntry(trx, account.account_id, { ...entry, amount: -charge });
}
