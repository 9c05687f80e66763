import type { MailStatus, PendingAction } from '@portal/domain/mail-status';
import { freeStorageStart, type StoredItem, type StoredItemCount } from '@portal/domain/storage';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/*
 * The account's mail as storage billing and the pause rule read it (§9 storage fees, §6 pause):
 * status, pending action, type and arrival of the items still stored.
 */

/**
 * The account's mail as the storage and pause rules read it: status, pending action, type and
 * arrival date of every item. The one place that reads mail for those rules; the pause rule (rules.ts) and
 * the storage metrics build on it. Items in Deleted Items are left out: they are on their way to
 * the shredder (§9), so they neither block a pause nor count as stored.
 */
export async function storedMailOf(db: Kysely<Tables>, accountId: number): Promise<StoredItem[]> {
  const rows = await db
    .selectFrom('mail_items')
    .select(['status', 'mail_action', 'mail_type', 'date_received'])
    .where('account_id', '=', accountId)
    .where('recycled_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    status: row.status as MailStatus,
    mailActions: row.mail_action as PendingAction | null,
    mailType: row.mail_type,
    // Scanned in on arrival (storage.ts): a contents scan later does not restart the free 30 days.
    dateScanned: row.date_received,
  }));
}

/**
 * The account's mail as the storage metrics count it, counted by the database: one row per status,
 * pending action, type and free period, however many items (storedMailOf's items, counted alike).
 */
export async function storedMailCounts(
  db: Kysely<Tables>,
  accountId: number,
  now: Date,
): Promise<StoredItemCount[]> {
  const rows = await db
    .selectFrom('mail_items')
    .select((eb) => [
      'status',
      'mail_action',
      'mail_type',
      sql<boolean>`date_received > ${freeStorageStart(now)}`.as('within_free_storage'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('account_id', '=', accountId)
    .where('recycled_at', 'is', null)
    .groupBy(['status', 'mail_action', 'mail_type', sql`within_free_storage`])
    .execute();
  return rows.map((row) => ({
    status: row.status as MailStatus,
    mailActions: row.mail_action as PendingAction | null,
    mailType: row.mail_type,
    withinFreeStorage: row.within_free_storage,
    count: row.count,
  }));
}
