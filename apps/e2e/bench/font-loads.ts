/**
 * The font bytes a first visit downloads, per brand and language, measured in Chromium: which
 * ranges of the shipped faces a page fetches depends on the characters it renders, so only a real
 * browser rendering the real page can tell (decision 065). Each visit runs in a fresh browser
 * context, so nothing comes from the cache.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { LOCALE_COOKIE, LOCALES, type Locale } from '@portal/i18n/locale';
import { CHROME_ARGS, CHROME_PATH } from '../chromium.ts';
import { signIn, type ReportRow } from './bench-server.ts';

/**
 * The shipped Latin face in every range a page of ours renders, with the mono face beside it:
 * CJK text draws in the platform's faces, so no language should add more than this.
 */
export const FONT_BUDGET = 60_000;

/** Each brand's seeded demo member (README, Demo accounts); a brand without one has no inbox row. */
const DEMO_MEMBERS: Record<string, string> = {
  'harbour-mail': 'demo@harbour.test',
  'outback-post': 'demo@outback.test',
  'sakura-box': 'demo@sakura.test',
};

interface FontLoad {
  bytes: number;
  files: string[];
  /** The language the page rendered in, read from its root element. */
  lang: string;
}

/** Opens `path` in a fresh context in `locale` and adds up the font files it downloads. */
async function fontsOf(
  browser: Browser,
  origin: string,
  path: string,
  locale: Locale,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<FontLoad> {
  const context = await browser.newContext({ storageState });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: origin }]);
  const page = await context.newPage();
  const bodies: Promise<{ file: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return;
    const file = new URL(response.url()).pathname.split('/').at(-1)!;
    bodies.push(response.body().then((body) => ({ file, bytes: body.length })));
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
  const lang = await page.evaluate(
    () =>
      document.querySelector('[lang]:not(html)')?.getAttribute('lang') ??
      document.documentElement.lang,
  );
  await context.close();
  const loaded = await Promise.all(bodies);
  return {
    bytes: loaded.reduce((sum, { bytes }) => sum + bytes, 0),
    files: loaded.map(({ file }) => file.replace(/-[\w]+\.woff2$/, '')),
    lang,
  };
}

/** Signs the brand's demo member in through the Login screen, in English, and keeps the signed-in state. */
async function signedIn(browser: Browser, origin: string, email: string) {
  const context = await browser.newContext({ baseURL: origin });
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: origin }]);
  await signIn(await context.newPage(), email);
  const state = await context.storageState();
  await context.close();
  return state;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A row per brand, page and language: the font bytes and which files they were. */
export async function fontLoadRows(
  brands: readonly { id: string }[],
  origins: ReadonlyMap<string, string>,
): Promise<ReportRow[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const rows: ReportRow[] = [];
  try {
    for (const { id } of brands) {
      const origin = origins.get(id)!;
      const member = DEMO_MEMBERS[id];
      const state = member ? await signedIn(browser, origin, member) : undefined;
      const pages = [
        { name: '/Login', path: '/Login' },
        ...(state ? [{ name: '/Members (inbox)', path: '/Members/', state }] : []),
      ];
      for (const page of pages) {
        for (const locale of LOCALES) {
          const load = await fontsOf(browser, origin, page.path, locale, page.state);
          rows.push([
            `${id.padEnd(13)} ${page.name} fonts, ${locale} (${load.lang})`,
            `${kB(load.bytes)} ≤ ${kB(FONT_BUDGET)}: ${load.files.join(', ') || 'none'}`,
            load.bytes <= FONT_BUDGET,
          ]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
