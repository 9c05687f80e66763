import type { Selectable, Transaction } from 'kysely';
import type { AccountsTable, Tables } from '#db/tables.ts';
import { notFound } from '#http/problem.ts';

/**
 * Reads the account row and locks it (`select ... for update`) until the transaction ends, so
 * changes that read before they write (a balance check, a count against a limit) run one at a time
 * per account.
 */
export async function lockAccount(
  trx: Transaction<Tables>,
  accountId: number,
): Promise<Selectable<AccountsTable>> {
  const row = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('The account');
  return row;
}
