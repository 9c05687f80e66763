import type { APIRequestContext, Page } from '@playwright/test';
import { loadBrands } from '@portal/brand/all-brands';

/**
 * Finding English on a page a Japanese or Chinese member reads. Latin words are allowed only
 * where no translation exists: names (the member's, their senders', addresses, plans, locations),
 * brand and company names, and acronyms (PDF, SMS, ID). Everything else is a word the server or a
 * screen forgot to translate.
 */

/**
 * Names of other companies and products (the session list names browsers and systems), the
 * language menu's own name for English, and the keys of keyboard shortcuts, printed as on the keys.
 */
const ALWAYS_ALLOWED = [
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'Windows',
  'macOS',
  'Android',
  'iOS',
  'Linux',
  'PayPal',
  'Visa',
  'Mastercard',
  'Australia',
  'Post',
  'DHL',
  'Express',
  'English',
  'Ctrl',
  'Command',
  // The member's own address is written as the envelope needs it: "Suite HM1001" (issue 36).
  'Suite',
  'Shift',
  'Enter',
  'Esc',
  'Space',
  'Delete',
  'Tab',
  'Up',
  'Down',
  'Page',
];

const LATIN_WORD = /[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*/g;
/** Addresses, links and codes carry Latin letters without being words. */
const NOT_WORDS = /\S+@\S+|https?:\/\/\S+|\b[A-Z]{2}\d+\b|\b\w*\d\w*\b/g;

const wordsOf = (text: string): string[] => text.replace(NOT_WORDS, ' ').match(LATIN_WORD) ?? [];

/** Every string in a JSON answer, except the message ids of texts the screens translate. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) if (name !== 'key') stringsIn(item, out);
  return out;
}

/** The Latin words the member's own data brings: names, senders, addresses, plans, locations. */
export async function namesOf(request: APIRequestContext, origin: string): Promise<Set<string>> {
  const answers = await Promise.all(
    [
      'POST /api/account/GetAccount',
      '/api/Mail?folder=-4',
      '/api/Folder',
      '/api/Address',
      '/api/Account/GetLocations',
      '/api/Plan/GetAll?webpage=sakura-box',
      '/api/Location/GetAll?webpage=sakura-box',
    ].map(async (call) => {
      const [method, path] = call.startsWith('POST ') ? ['post', call.slice(5)] : ['get', call];
      const response = await request[method as 'get' | 'post'](`${origin}${path}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!response.ok()) throw new Error(`${call} answered ${response.status()}`);
      return (await response.json()) as unknown;
    }),
  );
  // A brand's own names: its trading name and the company its bank account is held by.
  const brands = (await loadBrands()).flatMap((brand) => [
    brand.webpageName,
    brand.bankTransfer?.accountName ?? '',
  ]);
  return new Set(
    [...answers.flatMap((answer) => stringsIn(answer)), ...brands, ...ALWAYS_ALLOWED].flatMap(
      wordsOf,
    ),
  );
}

/**
 * What the page shows as text or says to a screen reader, one text node per line (so "j" in one
 * <kbd> and "Shift" in the next stay two words), without scripts and styles.
 */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    const elements = Array.from(document.querySelectorAll('body *'));
    const said = elements.flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    const shown = elements
      .filter((element) => !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName))
      // Visually hidden text is clipped, not hidden: screen readers read it, so it counts.
      .filter((element) => element.checkVisibility())
      .flatMap((element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? ''),
      );
    return [document.title, ...shown, ...said].join('\n');
  });
}

/** Acronyms (PDF, SMS) and the single letters of keyboard shortcuts. */
const isAcronym = (word: string) => /^[A-Z]{2,}s?$/.test(word) || word.length === 1;

/** The English words `text` holds beyond the names allowed. */
export function englishWordsIn(text: string, names: ReadonlySet<string>): string[] {
  return [...new Set(wordsOf(text).filter((word) => !names.has(word) && !isAcronym(word)))].sort();
}

/** The English words on the page now. */
export async function englishOnPage(page: Page, names: ReadonlySet<string>): Promise<string[]> {
  return englishWordsIn(await pageText(page), names);
}
