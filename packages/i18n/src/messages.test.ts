import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS } from './emails.ts';
import { LOCALES, type Locale } from './locale.ts';
import { loadMessages, MESSAGE_AREAS, type MessageArea } from './messages.ts';

/** Texts no language translates: each language's own name in the picker, the MM/YY expiry pattern. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  'language.en',
  'language.jp',
  'language.zh-CN',
  'language.zh-TW',
  'payment.expiryPlaceholder',
  // Names and signs: PayPal's name, the Australian bank code, a credit's plus sign.
  'settings.payment.paypal.heading',
  'receiptPanel.method.paypal',
  'settings.payment.bank.bsb',
  'settings.transactions.credit',
  'settings.transactions.datePlaceholder',
  // The footer's business line: the company's name, its ABN and its address, all data.
  'footer.business',
  // An audit line from before message ids, kept as it was written (issue 34).
  'audit.legacy',
  // Texts kept as written: staff's own alerts, and old entries no pattern recognised (issue 34).
  'ledger.legacy',
  'alert.legacy',
  'alert.staff',
  // A location note typed by staff that has no message of its own (issue 34).
  'location.note.legacy',
]);

/** An email greets the member by the name their language's custom uses: Japanese the family name. */
const GREETING = 'email.greeting';
const MEMBER_NAMES = ['firstName', 'lastName'];

/**
 * The arguments a message takes, each once: parsed, so a select's branch text (`letter {Letter}`)
 * is not taken for an argument.
 */
const placeholders = (text: string) => [...new Set(argumentsOf(parse(text)))].sort();
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (isLiteralElement(element) || isPoundElement(element)) return [];
    if (isTagElement(element)) return argumentsOf(element.children);
    const branches =
      isSelectElement(element) || isPluralElement(element)
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : [];
    return [element.value, ...branches];
  });
}
/** The screens' areas and the server's emails area, checked alike. */
type Area = MessageArea | 'emails';
const catalog = async (locale: Locale, area: Area): Promise<Record<string, string>> =>
  area === 'emails' ? EMAIL_CATALOGS[locale] : loadMessages(locale, area);

const everyCatalog = LOCALES.flatMap((locale) =>
  [...MESSAGE_AREAS, 'emails' as const].map((area): [Locale, Area] => [locale, area]),
);

describe('message catalogs', () => {
  it.each(everyCatalog)(
    '%s %s has exactly the English keys, each translated with the same placeholders',
    async (locale, area) => {
      const english = await catalog('en', area);
      const translated = await catalog(locale, area);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [id, text] of Object.entries(translated)) {
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        if (id === GREETING) {
          expect(placeholders(text), `${locale} ${id}`).toHaveLength(1);
          expect(MEMBER_NAMES, `${locale} ${id}`).toContain(placeholders(text)[0]);
        } else {
          expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(english[id]!));
        }
      }
    },
  );

  it.each(everyCatalog.filter(([locale]) => locale !== 'en'))(
    '%s %s leaves no English text untranslated',
    async (locale, area) => {
      const english = await catalog('en', area);
      const translated = await catalog(locale, area);
      const untranslated = Object.entries(translated)
        .filter(([id, text]) => text === english[id] && !SAME_IN_EVERY_LANGUAGE.has(id))
        .map(([id]) => id);
      expect(untranslated).toEqual([]);
    },
  );

  it('no id is in more than one area, so merging the areas loses no text', async () => {
    const areas = await Promise.all(
      [...MESSAGE_AREAS, 'emails' as const].map(async (area) =>
        Object.keys(await catalog('en', area)),
      ),
    );
    const seen = new Set<string>();
    const repeated = areas.flat().filter((id) => seen.has(id) || !seen.add(id));
    expect(repeated).toEqual([]);
  });
});
