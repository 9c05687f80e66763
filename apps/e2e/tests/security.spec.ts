import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl, type BrandId } from '../brand-urls.ts';
import { logIn } from './support.ts';

/**
 * Issue 23: the portal under its Content-Security-Policy. It must refuse to be framed (clickjacking
 * on money actions), and its pages, pdf.js included, must run without a single CSP violation.
 */

/** Collects the violations the page's documents see, and Chrome's console reports of them. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

interface CspReport {
  documentUrl: string;
  blocked: string;
  directive: string;
}

/** The violations a brand's development server has received (apps/api csp-report.ts). */
async function cspReports(request: APIRequestContext, brand: BrandId): Promise<CspReport[]> {
  const response = await request.get(`${brandUrl(brand)}/dev/csp-reports.json`);
  return (await response.json()) as CspReport[];
}

test.describe.configure({ mode: 'serial' });

test('the portal refuses to be shown inside another site’s frame', async ({ page, baseURL }) => {
  await page.route('http://outside.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><iframe title="portal" src="${baseURL}/Login"></iframe>`,
    }),
  );
  await page.goto('http://outside.test/');
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  // Chromium replaces a frame its policy blocks with its own error page.
  await expect.poll(() => framed?.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').getByLabel('Email')).toHaveCount(0);
});

test('nor inside a frame of its own pages, and reports the attempt', async ({ page, request }) => {
  await page.goto('/Login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/Login';
    frame.title = 'portal';
    document.body.append(frame);
  });
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');
  // The browser posts the violation to the policy's report-uri, which keeps it in development.
  await expect
    .poll(async () => (await cspReports(request, 'harbour-mail')).map((report) => report.directive))
    .toContain('frame-ancestors');
});

test.describe('a member of Outback Post', () => {
  test.use({ baseURL: brandUrl('outback-post') });

  test('signs in and previews a scan with pdf.js without a CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await logIn(page, 'demo@outback.test');
    await page.getByRole('row').first().click();
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByRole('img', { name: /^Page \d+ of \d+/ })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
