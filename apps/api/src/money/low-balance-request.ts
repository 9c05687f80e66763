import { autoTopUpAmount } from '@portal/domain/auto-top-up';
import type { Selectable, Transaction } from 'kysely';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { addJob } from '#platform/job-queue.ts';
import { crossingBelow } from '#money/balance-crossing.ts';
import { autoTopUpSettingOf } from '#money/auto-top-up-request.ts';

/**
 * Asks for a low-balance warning (issue 41) when the balance has fallen below the plan's monthly
 * fee, so the next billing day would find it short: once per crossing (crossingBelow). None when the fee will set off an auto top-up, or for a closed account. The email is
 * a job (`low-balance-warning`) added in the caller's transaction.
 */
export async function requestLowBalanceWarning(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
): Promise<void> {
  if (account.closed_at !== null || account.plan_id === null) return;
  const plan = await trx
    .selectFrom('plans')
    .select('monthly_fee_cents')
    .where('plan_id', '=', account.plan_id)
    .executeTakeFirst();
  const level = plan?.monthly_fee_cents ?? 0;
  if (level <= 0 || account.balance_cents >= level) return;
  // The fee's own debit will ask the card for an auto top-up: nothing to warn of.
  if (autoTopUpAmount(autoTopUpSettingOf(account), level) !== null) return;
  const crossing = await crossingBelow(trx, account.account_id, level);
  if (crossing === null) return;
  const created = await trx
    .insertInto('low_balance_warnings')
    .values({
      account_id: account.account_id,
      crossing_entry_id: crossing,
      level_cents: level,
    })
    .onConflict((conflict) => conflict.column('crossing_entry_id').doNothing())
    .returning('low_balance_warning_id')
    .executeTakeFirst();
  if (!created) return;
  await addJob(trx, 'low-balance-warning', { warningId: created.low_balance_warning_id });
}
