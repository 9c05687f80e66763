import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, logIn } from './support.ts';

// demo@harbour.test's scans, read after the inbox suite has finished with the mailbox
// (playwright.config.ts); one test damages a stored scan, so they run one after another.
test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  // A context of its own: axe needs one.
  page = await (await browser.newContext()).newPage();
  await logIn(page, 'demo@harbour.test');
  await expect(page.getByRole('row').first()).toBeVisible();
});
test.afterAll(() => page.context().close());

const preview = () => page.getByRole('complementary', { name: 'Preview' });
const pageImage = () => preview().getByRole('img', { name: /^Page \d+ of \d+/ });
const loadingBar = () => preview().getByRole('progressbar', { name: 'Loading the scan' });

/**
 * Finds an item by searching (the inbox suite's new mail may have pushed it out of the rows the list
 * draws) and opens it.
 */
async function openScan(name: string) {
  await page.getByRole('searchbox', { name: 'Search mail' }).fill(name);
  // The results, not the folder still shown while they load: only the item is left.
  await expect(page.getByRole('row').filter({ hasNotText: name })).toHaveCount(0);
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(preview().getByRole('heading', { name })).toBeVisible();
}

test('the empty pane says nothing is selected and lists the tools and their keys', async () => {
  await expect(preview().getByText('Nothing is selected')).toBeVisible();
  await expect(preview().getByText('Return to sender')).toBeVisible();
  await expect(preview().getByText('Next page of the scan')).toBeVisible();
});

test('a multi-page scan pages forward and back, zooms, and shows a loading bar until it paints', async () => {
  // Records whether the loading bar appeared, however briefly, on the way to the first page.
  await page.evaluate(() => {
    const seen = { bar: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await openScan('Australian Taxation Office');
  await expect(preview().getByText(/^Page 1 \/ 3$/)).toBeVisible();
  await expect(pageImage()).toHaveAccessibleName('Page 1 of 3, Australian Taxation Office');
  expect(
    await page.evaluate(() => (window as unknown as { seen: { bar: boolean } }).seen.bar),
  ).toBe(true);
  await expect(loadingBar()).toHaveCount(0);

  await preview().getByRole('button', { name: 'Next page' }).click();
  await expect(preview().getByText(/^Page 2 \/ 3$/)).toBeVisible();
  await page.keyboard.press('n');
  await expect(preview().getByText(/^Page 3 \/ 3$/)).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(preview().getByText(/^Page 2 \/ 3$/)).toBeVisible();

  const widthBefore = (await pageImage().boundingBox())!.width;
  await preview().getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => (await pageImage().boundingBox())!.width)
    .toBeGreaterThan(widthBefore * 1.1);
  await preview().getByRole('button', { name: 'Fit to width' }).click();
  await expect
    .poll(async () => Math.round((await pageImage().boundingBox())!.width))
    .toBe(Math.round(widthBefore));
  await expectAccessible(page);
});

test('the Japanese letter renders with its text selectable, and find highlights a word', async () => {
  await openScan('Letter from Osaka');
  await expect(preview().getByText(/^Page 1 \/ 2$/)).toBeVisible();
  await preview().getByRole('button', { name: 'Next page' }).click();
  await expect(preview().getByText(/^Page 2 \/ 2$/)).toBeVisible();
  // The text layer holds the letter's own words, for selection, copying and screen readers.
  await expect(preview().getByText(/ご注文いただきました/)).toBeAttached();

  await preview().getByRole('button', { name: 'Find in document' }).click();
  await preview().getByRole('searchbox', { name: 'Find in document' }).fill('商品');
  await expect(preview().getByText('1 of 1')).toBeVisible();
  await expect(preview().locator('mark')).toHaveText('商品');
  await expectAccessible(page);
});

test('a damaged scan shows an error with Download and Report, and the list keeps working', async () => {
  const response = await page.request.get('/api/Mail?folder=-5');
  const items = (await response.json()) as { mailId: number; name: string }[];
  const suncorp = items.find((item) => item.name === 'Suncorp');
  expect(suncorp).toBeDefined();
  // Storage damaged under the portal: the file is still there, but no longer a readable PDF.
  await writeFile(
    join(process.env.E2E_DATA_DIR!, 'storage', 'mail', String(suncorp!.mailId), 'contents.pdf'),
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage',
  );

  await openScan('Suncorp');
  await expect(preview().getByText("This scan can't be shown")).toBeVisible();
  // Download beside the message, as well as among the item's actions above it.
  await expect(preview().getByRole('button', { name: 'Download' })).toHaveCount(2);
  await expect(preview().getByRole('button', { name: 'Report a problem' })).toBeVisible();
  await expect(loadingBar()).toHaveCount(0);
  await expectAccessible(page);

  await openScan('Letter from Osaka');
  await expect(pageImage()).toBeVisible();
});

test('the opened item is renamed in place, and the server keeps the new name', async () => {
  await openScan('Letter from Osaka');
  await preview()
    .getByRole('toolbar', { name: 'Actions for this item' })
    .getByRole('button', { name: 'Rename' })
    .click();
  const field = preview().getByRole('textbox', { name: 'Name' });
  await expect(field).toBeFocused();
  await field.fill('Osaka, tax office');
  await field.press('Enter');

  await expect(
    preview().getByRole('heading', { level: 2, name: 'Osaka, tax office' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Osaka, tax office/ })).toBeVisible();
  const response = await page.request.get('/api/Mail?folder=-5');
  const names = ((await response.json()) as { name: string }[]).map((item) => item.name);
  expect(names).toContain('Osaka, tax office');
  expect(names).not.toContain('Letter from Osaka');
});
