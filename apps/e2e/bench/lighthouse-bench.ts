/**
 * `pnpm bench lighthouse`: Lighthouse (its mobile and desktop presets) in Debian Chromium on /Login
 * and on a signed-in member's inbox, served by the real server. Budgets (DESIGN §7), mobile:
 * performance ≥ 95, accessibility 100, best practices ≥ 95; desktop is printed beside them.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { assertChromiumInstalled, CHROME_ARGS, CHROME_PATH } from '../chromium.ts';
import { printReport, progress, withBenchServer, type ReportRow } from './bench-server.ts';

const MEMBER = { EmailAddress: 'demo@harbour.test', Password: 'Demo!2026', KeepLoggedIn: true };
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
const CATEGORIES = Object.keys(BUDGET) as (keyof typeof BUDGET)[];

async function sessionCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/Login?webpage=harbour-mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ ...MEMBER, loginGuard: null }),
  });
  const cookie = response.headers.getSetCookie().find((each) => each.includes('portal_session='));
  if (!response.ok || !cookie) throw new Error(`signing in answered ${response.status}`);
  return cookie.split(';')[0]!;
}

assertChromiumInstalled();
const rows: ReportRow[] = [];
await withBenchServer('lighthouse', async (server) => {
  const cookie = await sessionCookie(server.origin);
  const pages: { name: string; url: string; headers: Record<string, string> }[] = [
    { name: '/Login', url: `${server.origin}/Login`, headers: {} },
    { name: 'inbox (signed in)', url: `${server.origin}/Members/`, headers: { cookie } },
  ];
  // `--headless` from CHROME_ARGS; chrome-launcher adds its own profile and debugging port.
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_ARGS });
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        progress(`Lighthouse ${preset} on ${page.name}`);
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: page.headers,
        };
        const result = await lighthouse(
          page.url,
          flags,
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        const { categories, audits, finalDisplayedUrl } = result.lhr;
        // A lapsed session would have audited the sign-in page under the inbox's name.
        if (!finalDisplayedUrl.startsWith(page.url)) {
          throw new Error(`${page.url} ended at ${finalDisplayedUrl}`);
        }
        const scores = CATEGORIES.map(
          (id) => [id, Math.round((categories[id]?.score ?? 0) * 100)] as const,
        );
        const lcp = audits['largest-contentful-paint']?.displayValue ?? '?';
        const tbt = audits['total-blocking-time']?.displayValue ?? '?';
        rows.push([
          `${page.name}, ${preset}`,
          `${scores.map(([id, score]) => `${id} ${score}`).join(', ')}; LCP ${lcp}, TBT ${tbt}`,
          // The budget is mobile's; desktop is printed for comparison.
          preset !== 'mobile' || scores.every(([id, score]) => score >= BUDGET[id]),
        ]);
      }
    }
  } finally {
    await chrome.kill();
  }
});
printReport(
  'Lighthouse in Debian Chromium (budget on mobile: performance ≥ 95, accessibility 100, best practices ≥ 95)',
  rows,
);
