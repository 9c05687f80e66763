import type { Kysely, Selectable, Transaction } from 'kysely';
import { lockAccount } from '#platform/db/account-row.ts';
import type { AccountsTable, MailItemsTable, Tables } from '#platform/db/tables.ts';
import type { Storage } from '#platform/storage/storage.ts';

/** What a staff action works with: the database and the scan storage the server uses. */
export interface StaffContext {
  db: Kysely<Tables>;
  storage: Storage;
}

/** A refusal staff can act on (an unknown suite code, an item with nothing pending): no stack needed. */
export class StaffError extends Error {}

/** The open account whose suite code (`userCode`) is given. */
export async function accountBySuite(
  db: Kysely<Tables>,
  suite: string,
): Promise<Selectable<AccountsTable>> {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('user_code', '=', suite.trim())
    .executeTakeFirst();
  if (!account) throw new StaffError(`No account has the suite code "${suite}"`);
  if (account.closed_at) throw new StaffError(`The account of suite ${suite} is closed`);
  return account;
}

/**
 * A mail item and its account, locked until the transaction ends so a member's cancel cannot cross
 * a fulfilment: the account row first, then the item, the order every change takes (decision 080).
 */
export async function lockMailItem(
  trx: Transaction<Tables>,
  mailId: number,
): Promise<{ account: Selectable<AccountsTable>; item: Selectable<MailItemsTable> }> {
  const owner = await trx
    .selectFrom('mail_items')
    .select('account_id')
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
  if (!owner) throw new StaffError(`No mail item has the id ${mailId}`);
  const account = await lockAccount(trx, owner.account_id);
  const item = await trx
    .selectFrom('mail_items')
    .selectAll()
    .where('mail_id', '=', mailId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { account, item };
}

/** An item in an audit line's values: its kind (`letter`, `parcel`) and its name (issue 34). */
export const auditItem = (item: Pick<Selectable<MailItemsTable>, 'mail_type' | 'name'>) => ({
  kind: item.mail_type === 0 ? 'letter' : 'parcel',
  name: item.name,
});

/** "1 page", "3 pages". */
export const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
