import { autoTopUpAmount, type AutoTopUpSetting } from '@portal/domain/auto-top-up';
import type { Selectable, Transaction } from 'kysely';
import { findBrand } from '#brands/brand-registry.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { addJob } from '#platform/job-queue.ts';
import { crossingBelow } from '#money/balance-crossing.ts';

/** Tries of one auto top-up: with graphile-worker's backoff (e^attempt s) about six hours in all. */
export const AUTO_TOP_UP_ATTEMPTS = 10;

/** The account's auto top-up as the domain rule reads it. */
export function autoTopUpSettingOf(account: Selectable<AccountsTable>): AutoTopUpSetting {
  return {
    balance: account.balance_cents,
    autoTopUp: account.auto_top_up_cents,
    threshold: account.auto_top_up_threshold_cents,
    hasCard: account.card_token !== null,
    offered: findBrand(account.webpage)?.includeAutoTopup ?? false,
  };
}

/**
 * Asks for an auto top-up when the account's balance is below the member's threshold and the
 * member has it set up (domain auto-top-up), once per crossing: the ledger entry that took the balance below the
 * threshold names the top-up, and a second request for the same crossing finds it already asked
 * for. The charge is a job (`auto-top-up`) added in the caller's transaction.
 */
export async function requestAutoTopUp(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
): Promise<void> {
  const amount = autoTopUpAmount(autoTopUpSettingOf(account));
  if (amount === null || account.closed_at !== null) return;
  const crossing = await crossingBelow(
    trx,
    account.account_id,
    account.auto_top_up_threshold_cents,
  );
  if (crossing === null) return;
  const created = await trx
    .insertInto('auto_top_ups')
    .values({
      account_id: account.account_id,
      crossing_entry_id: crossing,
      amount_cents: amount,
    })
    .onConflict((conflict) => conflict.column('crossing_entry_id').doNothing())
    .returning('auto_top_up_id')
    .executeTakeFirst();
  if (!created) return;
  await addJob(
    trx,
    'auto-top-up',
    { autoTopUpId: created.auto_top_up_id },
    { jobKey: `auto-top-up:${created.auto_top_up_id}`, maxAttempts: AUTO_TOP_UP_ATTEMPTS },
  );
}
