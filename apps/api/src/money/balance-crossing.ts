import type { Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/**
 * The ledger entry that took the account's balance below `level` this time: the first entry after
 * the last one that left it at or above. Keyed on it, a request made once per crossing (an auto
 * top-up, a low-balance warning) is found again by every later debit of the same crossing.
 */
export async function crossingBelow(
  trx: Transaction<Tables>,
  accountId: number,
  level: number,
): Promise<number | null> {
  const lastAbove = await trx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.max('transaction_id').as('id'))
    .where('account_id', '=', accountId)
    .where('balance_after_cents', '>=', level)
    .executeTakeFirst();
  const crossing = await trx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.min('transaction_id').as('id'))
    .where('account_id', '=', accountId)
    .where('transaction_id', '>', lastAbove?.id ?? 0)
    .executeTakeFirst();
  return crossing?.id ?? null;
}
