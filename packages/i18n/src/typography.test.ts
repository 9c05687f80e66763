import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locale.ts';
import { loadMessages, MESSAGE_AREAS } from './messages.ts';

/** Kana and CJK ideographs: the letters of a Japanese or Chinese sentence. */
const CJK = '[\\u3040-\\u30ff\\u3400-\\u9fff]';
/** Latin letters, digits and signs, and an ICU argument (`{amount}`, or a plural's `#`). */
const LATIN = '(?:[A-Za-z0-9$+#]|\\{[^{}]*(?:\\{[^{}]*\\}[^{}]*)*\\})';
/** Rich-text tags such as `<link>` sit between words without being one. */
const TAGS = '(?:</?\\w+>)*';

/**
 * Between a CJK letter and Latin or a number: Japanese writes them together ("30日", "PDFで"), the
 * Chinese catalogs put one space ("30 天", "以 PDF 附件"), as most of each catalog already did.
 */
const SPACING: Record<Exclude<Locale, 'en'>, { wrong: RegExp; rule: string }> = {
  jp: {
    wrong: new RegExp(`${CJK}${TAGS} +${TAGS}${LATIN}|${LATIN}${TAGS} +${TAGS}${CJK}`, 'u'),
    rule: 'no space between Japanese and Latin or numbers',
  },
  'zh-CN': {
    wrong: new RegExp(`${CJK}${TAGS}${LATIN}|${LATIN}${TAGS}${CJK}|${CJK} {2,}|${LATIN} {2,}`, 'u'),
    rule: 'one space between Chinese and Latin or numbers',
  },
  'zh-TW': {
    wrong: new RegExp(`${CJK}${TAGS}${LATIN}|${LATIN}${TAGS}${CJK}|${CJK} {2,}|${LATIN} {2,}`, 'u'),
    rule: 'one space between Chinese and Latin or numbers',
  },
};

/** Quotation marks: 「」 in Japanese and Taiwan, “” in mainland Chinese and English. */
const WRONG_QUOTES: Record<Locale, RegExp> = {
  en: /["「」『』]/,
  jp: /["“”]/,
  'zh-CN': /["「」『』]/,
  'zh-TW': /["“”]/,
};

/** ASCII punctuation right after or before a CJK letter: a CJK sentence takes ，。：？！（）. */
const HALF_WIDTH_IN_CJK = new RegExp(`${CJK}${TAGS}[,.?!:;()]|[()]${TAGS}${CJK}`, 'u');

async function messagesOf(locale: Locale) {
  const areas = await Promise.all(
    MESSAGE_AREAS.map(async (area) =>
      Object.entries((await loadMessages(locale, area)) as Record<string, string>),
    ),
  );
  return areas.flat();
}

describe('catalog typography', () => {
  it.each(LOCALES)('%s uses its own quotation marks', async (locale) => {
    const wrong = (await messagesOf(locale)).filter(([, text]) => WRONG_QUOTES[locale].test(text));
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s spaces CJK and Latin one way, with full-width punctuation in CJK sentences',
    async (locale) => {
      const { wrong, rule } = SPACING[locale as Exclude<Locale, 'en'>];
      const problems = (await messagesOf(locale)).flatMap(([id, text]) => [
        ...(wrong.test(text) ? [`${id}: ${rule}: ${text}`] : []),
        ...(HALF_WIDTH_IN_CJK.test(text) ? [`${id}: half-width punctuation: ${text}`] : []),
      ]);
      expect(problems).toEqual([]);
    },
  );

  it('catches each kind of slip it is there for', () => {
    expect(SPACING.jp.wrong.test('残高は {balance} です')).toBe(true);
    expect(SPACING.jp.wrong.test('30 日')).toBe(true);
    expect(SPACING.jp.wrong.test('残高は{balance}です。30日、PDFで')).toBe(false);
    expect(SPACING['zh-CN'].wrong.test('余额为{balance}')).toBe(true);
    expect(SPACING['zh-CN'].wrong.test('请直接发送至<link>{email}</link>')).toBe(true);
    expect(SPACING['zh-TW'].wrong.test('以 PDF  附件')).toBe(true);
    expect(
      SPACING['zh-TW'].wrong.test('以 PDF 附件，存放 30 天。{items, plural, other {# 件}}'),
    ).toBe(false);
    expect(HALF_WIDTH_IN_CJK.test('例: 45.50')).toBe(true);
    expect(HALF_WIDTH_IN_CJK.test('(AUD)のクレジット')).toBe(true);
    expect(HALF_WIDTH_IN_CJK.test('例：45.50（AUD）')).toBe(false);
    expect(WRONG_QUOTES['zh-CN'].test('您的套餐「{planName}」')).toBe(true);
    expect(WRONG_QUOTES.jp.test('「{planName}」プラン')).toBe(false);
  });
});
