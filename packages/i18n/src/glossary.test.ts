import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS } from './emails.ts';
import english from './glossary/en.json';
import japanese from './glossary/jp.json';
import simplifiedChinese from './glossary/zh-CN.json';
import traditionalChinese from './glossary/zh-TW.json';
import type { Locale } from './locale.ts';
import { loadMessages, MESSAGE_AREAS } from './messages.ts';

type Term = keyof typeof english;
interface Translation {
  /**
   * The one word for the term: every message whose English uses the term uses this. Left out where
   * a language only has words to avoid (zh-TW's mainland forms).
   */
  use?: string;
  /** Other renderings that must not appear anywhere in the catalog (regular expressions). */
  avoid?: string[];
}

/** Each language's glossary of the product's terms (src/glossary/<locale>.json). */
const GLOSSARIES: Record<Exclude<Locale, 'en'>, Record<Term, Translation>> = {
  jp: japanese,
  'zh-CN': simplifiedChinese,
  'zh-TW': traditionalChinese,
};

/** Every message of a language, the emails' included, by area and id, with its English text. */
async function messagesOf(locale: Locale) {
  const emails = Object.entries(EMAIL_CATALOGS.en).map(([id, text]) => ({
    id: `emails/${id}`,
    english: text,
    translated: (EMAIL_CATALOGS[locale] as Record<string, string>)[id] ?? '',
  }));
  const pairs = await Promise.all(
    MESSAGE_AREAS.map(async (area) => {
      const en = (await loadMessages('en', area)) as Record<string, string>;
      const translated = (await loadMessages(locale, area)) as Record<string, string>;
      return Object.entries(en).map(([id, text]) => ({
        id: `${area}/${id}`,
        english: text,
        translated: translated[id] ?? '',
      }));
    }),
  );
  return [...pairs.flat(), ...emails];
}

describe.each(Object.entries(GLOSSARIES))('the %s glossary', (locale, glossary) => {
  it('lists every term of the English glossary', () => {
    expect(Object.keys(glossary).sort()).toEqual(Object.keys(english).sort());
  });

  it('is followed by every message that uses a term, and nothing uses an avoided word', async () => {
    const messages = await messagesOf(locale as Locale);
    const problems: string[] = [];
    for (const [term, pattern] of Object.entries(english) as [Term, string][]) {
      const { use, avoid = [] } = glossary[term];
      for (const { id, english: text, translated } of messages) {
        if (use && new RegExp(pattern, 'i').test(text) && !translated.includes(use)) {
          problems.push(`${id}: "${term}" should be ${use} in "${translated}"`);
        }
        for (const word of avoid) {
          if (new RegExp(word).test(translated)) {
            problems.push(`${id}: "${term}" is ${use ?? 'never'} /${word}/, in "${translated}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
