import type { Kysely } from 'kysely';
import type { Tables } from '#db/tables.ts';

/**
 * Writes one line of the member's audit log (§3, shown in settings). Call it inside the transaction of
 * the change it records. Messages say what happened, never a password, code, token or card detail.
 */
export async function audit(
  db: Kysely<Tables>,
  accountId: number,
  message: string,
  /** When it happened; the database's clock when absent (billing runs give their own). */
  date?: Date,
): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({ account_id: accountId, message, ...(date ? { date_time: date } : {}) })
    .execute();
}
