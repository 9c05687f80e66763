import type { Kysely } from 'kysely';
import type { MessageId } from '@portal/i18n/messages';
import type { Tables } from '#platform/db/tables.ts';
import { actingUser } from '#platform/acting-user.ts';

/** The catalog ids of audit lines (settings area), checked against the English catalog. */
export type AuditKey = Extract<MessageId, `audit.${string}`>;

/**
 * One audit line as a message id and its values, stored as such so the log reads in whatever
 * language the member reads today (issue 34). Money values are dollars, instants epoch ms.
 */
export interface AuditText {
  key: AuditKey;
  values?: Record<string, string | number>;
}

/**
 * Writes one line of the member's audit log (§3, shown in settings). Call it inside the transaction of
 * the change it records. Lines say what happened, never a password, code, token or card detail.
 * A line written for a user's request names them (decision 105); staff's and the service's none.
 */
export async function audit(
  db: Kysely<Tables>,
  accountId: number,
  { key, values = {} }: AuditText,
  /** When it happened; the database's clock when absent (billing runs give their own). */
  date?: Date,
): Promise<void> {
  const user = actingUser();
  await db
    .insertInto('audit_entries')
    .values({
      account_id: accountId,
      user_id: user?.userId ?? null,
      actor_name: user?.name ?? null,
      text_key: key,
      text_values: JSON.stringify(values),
      ...(date ? { date_time: date } : {}),
    })
    .execute();
}
