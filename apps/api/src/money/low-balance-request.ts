import { warningLevel } from '@portal/domain/low-balance-warning';
import type { Selectable, Transaction } from 'kysely';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { addJob } from '#platform/job-queue.ts';
import { crossingBelow } from '#money/balance-crossing.ts';
import { autoTopUpSettingOf } from '#money/auto-top-up-request.ts';

/**
 * Asks for a low-balance warning (issue 41) when the balance has fallen below the level watched:
 * the plan's monthly fee, so the next billing day would find it short, or the member's own level
 * when higher (warningLevel), once per crossing (crossingBelow). None for a closed account. The
 * email is a job (`low-balance-warning`) added in the caller's transaction.
 */
export async function requestLowBalanceWarning(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
): Promise<void> {
  if (account.closed_at !== null) return;
  if (account.plan_id === null && account.low_balance_warning_cents === 0) return;
  const plan =
    account.plan_id === null
      ? undefined
      : await trx
          .selectFrom('plans')
          .select('monthly_fee_cents')
          .where('plan_id', '=', account.plan_id)
          .executeTakeFirst();
  const watched = warningLevel(
    plan?.monthly_fee_cents ?? 0,
    account.low_balance_warning_cents,
    autoTopUpSettingOf(account),
  );
  if (watched === null || account.balance_cents >= watched.level) return;
  const crossing = await crossingBelow(trx, account.account_id, watched.level);
  if (crossing === null) return;
  const created = await trx
    .insertInto('low_balance_warnings')
    .values({
      account_id: account.account_id,
      crossing_entry_id: crossing,
      level_cents: watched.level,
      member_level: watched.chosen,
    })
    .onConflict((conflict) => conflict.column('crossing_entry_id').doNothing())
    .returning('low_balance_warning_id')
    .executeTakeFirst();
  if (!created) return;
  await addJob(trx, 'low-balance-warning', { warningId: created.low_balance_warning_id });
}
