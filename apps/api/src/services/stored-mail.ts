import type { StoredItem } from '@portal/domain/storage';
import type { Kysely } from 'kysely';
import type { Tables } from '#db/tables.ts';

/**
 * The account's mail as the storage and pause rules read it: status, pending action, type and scan
 * date of every item. The one place that reads mail for those rules; mail-held.ts and the storage
 * metrics build on it.
 *
 * There is no mail table yet: mail arrives with issue 7, which replaces this body with the query.
 * Until then no account has mail, so nothing is held and every storage count is zero.
 */
export async function storedMailOf(_db: Kysely<Tables>, _accountId: number): Promise<StoredItem[]> {
  return [];
}
