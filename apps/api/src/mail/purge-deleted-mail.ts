import { MAIL_STATUS } from '@portal/domain/mail-status';
import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { DELETED_RETENTION_DAYS } from '#mail/queries.ts';
import type { Storage } from '#platform/storage/storage.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The hourly `purge-deleted-mail` job: removes items that have sat in Deleted Items for 30 days
 * (§9), their rows and their scans, once they have left the shelf (shredded, forwarded or returned).
 * Lists
 * already hide them at query time (queries.ts), so this only reclaims space. Answers how many
 * items went.
 */
export async function purgeDeletedMail(
  { db, storage }: { db: Kysely<Tables>; storage: Storage },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETED_RETENTION_DAYS * DAY);
  const purged = await db
    .deleteFrom('mail_items')
    .where('recycled_at', '<=', cutoff)
    // An item still on the shelf waits for staff to shred it (decision 072): its record stays.
    .where('status', 'not in', [MAIL_STATUS.unopened, MAIL_STATUS.scanned])
    .returning(['envelope_key', 'contents_key'])
    .execute();
  for (const key of purged.flatMap((row) => [row.envelope_key, row.contents_key])) {
    if (key) await storage.delete(key);
  }
  return purged.length;
}
