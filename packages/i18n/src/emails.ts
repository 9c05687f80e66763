import type { Locale } from '#locale.ts';
import english from '#messages/emails/en.json';
import japanese from '#messages/emails/jp.json';
import simplifiedChinese from '#messages/emails/zh-CN.json';
import traditionalChinese from '#messages/emails/zh-TW.json';

/**
 * The texts of the emails and SMS the server sends, in the same ICU syntax as the screens'
 * catalogs. Server-only, so no page downloads them: they are imported at once, not loaded by area.
 */
export type EmailMessageId = keyof typeof english;
export type EmailMessages = Record<EmailMessageId, string>;

export const EMAIL_CATALOGS: Record<Locale, EmailMessages> = {
  en: english,
  jp: japanese,
  'zh-CN': simplifiedChinese,
  'zh-TW': traditionalChinese,
};
