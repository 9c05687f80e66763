import type { MailStatus, PendingAction } from '@portal/domain/mail-status';
import type { StoredItem } from '@portal/domain/storage';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '#db/tables.ts';

/**
 * The account's mail as the storage and pause rules read it: status, pending action, type and scan
 * date of every item. The one place that reads mail for those rules; mail-held.ts and the storage
 * metrics build on it. Items in Deleted Items are left out: they are on their way to the shredder
 * (§9), so they neither block a pause nor count as stored.
 */
export async function storedMailOf(db: Kysely<Tables>, accountId: number): Promise<StoredItem[]> {
  const rows = await db
    .selectFrom('mail_items')
    .select([
      'status',
      'mail_action',
      'mail_type',
      sql<Date>`coalesce(date_scanned, date_received)`.as('date_scanned'),
    ])
    .where('account_id', '=', accountId)
    .where('recycled_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    status: row.status as MailStatus,
    mailActions: row.mail_action as PendingAction | null,
    mailType: row.mail_type,
    dateScanned: row.date_scanned,
  }));
}
