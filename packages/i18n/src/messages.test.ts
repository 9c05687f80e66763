import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { loadMessages } from './messages.ts';

/** Ids whose text is rightly identical across languages (none yet). */
/** Texts no language translates: each language's own name in the picker, the MM/YY expiry pattern. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  'language.en',
  'language.jp',
  'language.zh-CN',
  'language.zh-TW',
  'payment.expiryPlaceholder',
]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  it.each(LOCALES)(
    '%s has exactly the English keys, each translated with the same placeholders',
    async (locale) => {
      const english = await loadMessages('en');
      const catalog = await loadMessages(locale);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [id, text] of Object.entries(catalog)) {
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        expect(placeholders(text), `${locale} ${id}`).toEqual(
          placeholders(english[id as keyof typeof english]),
        );
      }
    },
  );

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s leaves no English text untranslated',
    async (locale) => {
      const english = await loadMessages('en');
      const catalog = await loadMessages(locale);
      const untranslated = Object.entries(catalog)
        .filter(
          ([id, text]) =>
            text === english[id as keyof typeof english] && !SAME_IN_EVERY_LANGUAGE.has(id),
        )
        .map(([id]) => id);
      expect(untranslated).toEqual([]);
    },
  );
});
