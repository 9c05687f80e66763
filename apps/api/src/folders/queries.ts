import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AddressesTable, Tables } from '#platform/db/tables.ts';

/**
 * The member's alerts, folders, addresses and additional names. Every query names the account, so
 * another member's id finds nothing, exactly like an id that does not exist.
 */

export type AddressRow = Selectable<AddressesTable>;
export type AddressColumns = Omit<AddressRow, 'address_id' | 'account_id' | 'deleted_at'>;

export async function alertsOf(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('alerts')
    .select(['alert_id', 'text_key', 'text_values', 'url', 'read'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('alert_id', 'desc')
    .execute();
}

/** Whether the alert is read, locked until the transaction ends; undefined when not the member's. */
export async function lockAlert(trx: Transaction<Tables>, accountId: number, alertId: number) {
  return trx
    .selectFrom('alerts')
    .select('read')
    .where('alert_id', '=', alertId)
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markAlertRead(trx: Transaction<Tables>, alertId: number): Promise<void> {
  await trx.updateTable('alerts').set({ read: true }).where('alert_id', '=', alertId).execute();
}

/** The member's folders by name, as the contract lists them. */
export async function foldersOf(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('folders')
    .select(['folder_id as folderId', 'name'])
    .where('account_id', '=', accountId)
    .orderBy(sql`lower(name)`)
    .orderBy('folder_id')
    .execute();
}

/** How many folders the member has, for the folder quota. */
export async function folderCount(db: Kysely<Tables>, accountId: number): Promise<number> {
  const { count } = await db
    .selectFrom('folders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertFolder(trx: Transaction<Tables>, accountId: number, name: string) {
  return trx
    .insertInto('folders')
    .values({ account_id: accountId, name })
    .returning(['folder_id as folderId', 'name'])
    .executeTakeFirstOrThrow();
}

/** Deletes the member's folder; answers its name, or undefined when there was none. */
export async function deleteFolder(trx: Transaction<Tables>, accountId: number, folderId: number) {
  return trx
    .deleteFrom('folders')
    .where('folder_id', '=', folderId)
    .where('account_id', '=', accountId)
    .returning('name')
    .executeTakeFirst();
}

/** The member's saved (not deleted) delivery addresses. */
export async function addressesOf(db: Kysely<Tables>, accountId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .orderBy('address_id')
    .execute();
}

/** How many saved (not deleted) addresses the member has, for the address quota. */
export async function addressCount(db: Kysely<Tables>, accountId: number): Promise<number> {
  const { count } = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertAddress(
  trx: Transaction<Tables>,
  accountId: number,
  columns: AddressColumns,
): Promise<AddressRow> {
  return trx
    .insertInto('addresses')
    .values({ account_id: accountId, ...columns })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Saves over one of the member's saved addresses; undefined when there is none. */
export async function updateAddress(
  trx: Transaction<Tables>,
  accountId: number,
  addressId: number,
  columns: AddressColumns,
): Promise<AddressRow | undefined> {
  return trx
    .updateTable('addresses')
    .set(columns)
    .where('address_id', '=', addressId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Marks one of the member's addresses deleted; answers its name, or undefined when there was none.
 * The row is kept with deleted_at set: forwards made to it still refer to it.
 */
export async function markAddressDeleted(
  trx: Transaction<Tables>,
  accountId: number,
  addressId: number,
) {
  return trx
    .updateTable('addresses')
    .set({ deleted_at: sql<Date>`now()` })
    .where('address_id', '=', addressId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .returning('full_name')
    .executeTakeFirst();
}

export async function additionalNamesOf(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('additional_names')
    .select(['additional_name_id as additionalNameId', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('additional_name_id')
    .execute();
}

export async function insertAdditionalName(
  trx: Transaction<Tables>,
  accountId: number,
  name: string,
) {
  return trx
    .insertInto('additional_names')
    .values({ account_id: accountId, name })
    .returning(['additional_name_id as additionalNameId', 'name'])
    .executeTakeFirstOrThrow();
}

/** Removes the member's additional name; answers it, or undefined when there was none. */
export async function deleteAdditionalName(
  trx: Transaction<Tables>,
  accountId: number,
  additionalNameId: number,
) {
  return trx
    .deleteFrom('additional_names')
    .where('additional_name_id', '=', additionalNameId)
    .where('account_id', '=', accountId)
    .returning('name')
    .executeTakeFirst();
}
