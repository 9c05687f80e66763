import type { Locale } from '#locale.ts';
import type en from '#messages/en.json';

/** Every message id; the English catalog is the reference every other catalog must match. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** Loads one catalog on demand so a page ships only the language it shows. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return (await import('#messages/en.json')).default;
    case 'jp':
      return (await import('#messages/jp.json')).default;
    case 'zh-CN':
      return (await import('#messages/zh-CN.json')).default;
    case 'zh-TW':
      return (await import('#messages/zh-TW.json')).default;
  }
}
