import type { TestApp } from './test-app.ts';
import { staffTestMember } from './staff-fixtures.ts';

/** The holder's own Notifications settings and the account's language, for emails about mail. */
export interface NoticeSettings {
  notify?: boolean;
  separate?: boolean;
  includePdf?: boolean;
  /** The first lines of a scan quoted in the emails; unset, a new user's default is kept. */
  quote?: boolean;
  language?: 'en' | 'jp' | 'zh-CN' | 'zh-TW';
}

/** A member staff can act for (staffTestMember), the holder's Notifications set as given. */
export async function noticeMember(
  api: TestApp,
  { notify = true, separate = true, includePdf = false, quote, language = 'en' }: NoticeSettings,
) {
  const staffMember = await staffTestMember(api);
  await api.db.kysely
    .updateTable('account_users')
    .set({
      email_action_notification: notify,
      seperate_alerts: separate,
      include_pdf: includePdf,
      ...(quote === undefined ? {} : { quote_scan_text: quote }),
    })
    .where('account_id', '=', staffMember.accountId)
    .where('is_holder', '=', true)
    .execute();
  const { email } = await api.db.kysely
    .updateTable('accounts')
    .set({ language })
    .where('account_id', '=', staffMember.accountId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return { ...staffMember, email };
}

/** The emails the outbox holds for an address, oldest first. */
export const outboxOf = (api: TestApp, email: string) =>
  api.db.kysely
    .selectFrom('outbox_messages')
    .select(['subject', 'body_text', 'body_html', 'attachments'])
    .where('recipient', '=', email)
    .orderBy('message_id')
    .execute();
