import type { Kysely, Selectable } from 'kysely';
import type { AccountUsersTable, Tables } from '#platform/db/tables.ts';

/*
 * Notification settings are each user's own (decision 105, issue 39): the columns of account_users
 * are the one place they are kept, the signed-in user changes only theirs, and the emails about mail
 * go to every user whose own settings ask for them.
 */

/** The settings' columns, as the account view and the toggles name them. */
export type NotificationColumn = keyof Pick<
  Selectable<AccountUsersTable>,
  'email_action_notification' | 'include_pdf' | 'quote_scan_text' | 'seperate_alerts'
>;

export interface NotificationSettings {
  emailActionNotification: boolean;
  includePdf: boolean;
  quoteScanText: boolean;
  seperateAlerts: boolean;
}

/** A user's own notification settings from their row, as the account view shows them. */
export function notificationSettingsOf(
  row: Pick<Selectable<AccountUsersTable>, NotificationColumn>,
): NotificationSettings {
  return {
    emailActionNotification: row.email_action_notification,
    includePdf: row.include_pdf,
    quoteScanText: row.quote_scan_text,
    seperateAlerts: row.seperate_alerts,
  };
}

/** Sets one of a user's own settings; answers whether it changed. */
export async function setNotification(
  db: Kysely<Tables>,
  userId: number,
  column: NotificationColumn,
  value: boolean,
): Promise<boolean> {
  const changed = await db
    .updateTable('account_users')
    .set({ [column]: value })
    .where('user_id', '=', userId)
    .where(column, '<>', value)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}
