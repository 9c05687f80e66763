import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, logIn, newestEmail, ops } from './support.ts';

// Every test works on demo@harbour.test's one mailbox: one after another, never side by side, and
// after the other suites (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

// One sign-in for the suite, as a member keeps a session (sign-in attempts are rate limited).
const demoSession = join(process.env.E2E_DATA_DIR!, 'demo-session.json');
test.use({ storageState: demoSession });
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: undefined });
  await logIn(page, DEMO);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.context().storageState({ path: demoSession });
  await page.close();
});

const DEMO = 'demo@harbour.test';
const ALL_STORED_ITEMS = -5;

interface ListedMail {
  mailId: number;
  name: string;
}

/** The inbox of the signed-in member, or of `email` after signing in. */
async function openInbox(page: Page, email?: string): Promise<void> {
  if (email) await logIn(page, email);
  else await page.goto('/Members');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('row').first()).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Mail actions' }).getByRole('button', { name, exact: true });
/** A toast saying exactly this (alert banners are status regions too, with more in them). */
const toast = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true });

/** The top bar's balance in cents, read from "Charlotte Nguyen ($87.40)". */
async function topBarBalanceCents(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /Charlotte Nguyen/ }).textContent();
  const dollars = /\(\$([\d,]+\.\d\d)\)/.exec(label ?? '')?.[1];
  expect(dollars, `a balance in "${label}"`).toBeDefined();
  return Math.round(Number(dollars!.replaceAll(',', '')) * 100);
}

async function mailNamed(request: APIRequestContext, name: string): Promise<ListedMail> {
  const response = await request.get(`/api/Mail?folder=${ALL_STORED_ITEMS}`);
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as ListedMail[]).find((item) => item.name === name);
  expect(found, `mail named ${name}`).toBeDefined();
  return found!;
}

/** A real scan from the demo mailbox, saved as a file a staff command can take. */
async function scanFile(request: APIRequestContext, path: string): Promise<string> {
  const { mailId } = await mailNamed(request, 'Letter from Osaka');
  const response = await request.get(`/api/mail/download?mailId=${mailId}`);
  expect(response.status()).toBe(200);
  await writeFile(path, Buffer.from((await response.json()) as string, 'base64'));
  return path;
}

/** The names of the files a zip holds, from its central directory. */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 46)) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
  }
  return names;
}

test('a requested scan shows as pending, and once staff scan it the balance in the top bar drops', async ({
  page,
}, testInfo) => {
  await openInbox(page);
  const before = await topBarBalanceCents(page);
  await row(page, 'Queensland Government').click();
  await toolbarButton(page, 'Scan').click();

  const dialog = page.getByRole('dialog', { name: 'Scan 1 item' });
  await expect(dialog).toContainText('per item plus');
  await expect(dialog).toContainText('Your balance afterwards');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Scan' }).click();

  const pending = row(page, 'Queensland Government').getByText('Pending scan');
  await expect(pending).toBeVisible();
  const [red, green] = (await pending.evaluate((element) => getComputedStyle(element).color))
    .match(/\d+/g)!
    .map(Number);
  expect(red! - green!, 'the pending action is drawn in red').toBeGreaterThan(80);

  const { mailId } = await mailNamed(page.request, 'Queensland Government');
  const file = await scanFile(page.request, testInfo.outputPath('letter.pdf'));
  const printed = await ops('scan', '--mail', String(mailId), '--file', file);
  const [, charged, balance] = /charged \$([\d.]+), balance \$([\d.,]+)/.exec(printed) ?? [];
  expect(Number(charged)).toBeGreaterThan(0);

  await page.reload();
  await expect(row(page, 'Queensland Government')).toBeVisible();
  await expect(row(page, 'Queensland Government').getByText('Pending scan')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Charlotte Nguyen ($${balance})` })).toBeVisible();
  expect(await topBarBalanceCents(page)).toBe(before - Math.round(Number(charged) * 100));
});

test('shift-click selects three items that then move to a new folder', async ({ page }) => {
  await openInbox(page);
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await page.getByRole('button', { name: 'Add/Delete Folder' }).click();
  await page.getByLabel('New Folder').fill('Tax 2026');
  await page.getByLabel('New Folder').press('Enter');
  await expect(folders.getByRole('button', { name: /^Tax 2026/ })).toBeVisible();
  await page.getByLabel('New Folder').fill('tax 2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You already have a folder with this name')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const rows = page.getByRole('row');
  const names = await Promise.all(
    [5, 6, 7].map(async (index) =>
      (
        await rows.nth(index).locator('[role=gridcell]').nth(2).locator('span').first().innerText()
      ).trim(),
    ),
  );
  await rows.nth(5).click();
  await rows.nth(7).click({ modifiers: ['Shift'] });
  await expect(page.getByRole('heading', { level: 2, name: '3 selected' })).toBeVisible();
  await expect(page.getByRole('row', { selected: true })).toHaveCount(3);

  await toolbarButton(page, 'Move to folder').click();
  const dialog = page.getByRole('dialog', { name: 'Move 3 items to a folder' });
  await dialog.getByLabel('Folder').selectOption({ label: 'Tax 2026' });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(toast(page, 'Moved')).toBeVisible();
  for (const name of names) await expect(row(page, name)).toHaveCount(0);

  await folders.getByRole('button', { name: /^Tax 2026/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax 2026' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  for (const name of names) await expect(row(page, name)).toBeVisible();
  await expect(folders.getByRole('button', { name: /^Tax 2026/ })).toContainText('3');
});

test('rename an item, recycle it, and restore it from Deleted Items', async ({ page }) => {
  await openInbox(page);
  await row(page, 'ANZ').click();
  await toolbarButton(page, 'Rename').click();
  const rename = page.getByRole('dialog', { name: 'Rename item' });
  await rename.getByLabel('Name').fill('ANZ home loan');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(row(page, 'ANZ home loan')).toBeVisible();

  await toolbarButton(page, 'Delete').click();
  await expect(toast(page, 'Moved to Deleted Items')).toBeVisible();
  await expect(row(page, 'ANZ home loan')).toHaveCount(0);

  const folders = page.getByRole('navigation', { name: 'Folders' });
  await folders.getByRole('button', { name: /^Deleted Items/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted Items' })).toBeVisible();
  await row(page, 'ANZ home loan').click();
  await expect(toolbarButton(page, 'Delete')).toHaveCount(0);
  await toolbarButton(page, 'Restore').click();
  await expect(row(page, 'ANZ home loan')).toHaveCount(0);

  await folders.getByRole('button', { name: /^Inbox/ }).click();
  await expect(row(page, 'ANZ home loan')).toBeVisible();
});

test('download one PDF, a zip of two, and email an item to the outbox', async ({ page }) => {
  await openInbox(page);
  await page.getByRole('searchbox', { name: 'Search mail' }).fill('Letter from');
  await expect(row(page, 'Letter from Osaka')).toBeVisible();
  await expect(row(page, 'Letter from Shanghai')).toBeVisible();

  await row(page, 'Letter from Osaka').click();
  const single = page.waitForEvent('download');
  await toolbarButton(page, 'Download').click();
  const pdf = await single;
  expect(pdf.suggestedFilename()).toBe('Letter from Osaka.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await row(page, 'Letter from Shanghai').click({ modifiers: ['Control'] });
  await expect(page.getByRole('heading', { level: 2, name: '2 selected' })).toBeVisible();
  const bulk = page.waitForEvent('download');
  await toolbarButton(page, 'Download').click();
  const zip = await readFile(await (await bulk).path());
  const entries = zipEntryNames(zip);
  expect(entries).toHaveLength(2);
  expect(entries.every((name) => name.endsWith('.pdf'))).toBe(true);

  await row(page, 'Letter from Osaka').click();
  await toolbarButton(page, 'Email').click();
  const dialog = page.getByRole('dialog', { name: 'Email 1 item' });
  const to = `accountant-${Date.now()}@e2e.test`;
  await dialog.getByLabel('Send to').fill(to);
  await dialog.getByLabel('Subject').fill('The Osaka letter');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Email sent')).toBeVisible();
  const email = await newestEmail(page.request, to);
  expect(email.subject).toBe('The Osaka letter');
});

test('search finds a Japanese letter by a Japanese phrase from its scan', async ({ page }) => {
  await openInbox(page);
  await page.getByRole('searchbox', { name: 'Search mail' }).fill('ご注文');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(row(page, 'Letter from Osaka')).toBeVisible();
  await expect(row(page, 'Letter from Shanghai')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search mail' }).press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('keyboard only: j moves to an item, x selects it, # recycles it; ? lists the shortcuts', async ({
  page,
}) => {
  await openInbox(page);
  const first = (
    await page
      .getByRole('row')
      .first()
      .locator('[role=gridcell]')
      .nth(2)
      .locator('span')
      .first()
      .innerText()
  ).trim();
  await page.keyboard.press('j');
  await expect(page.getByRole('row').first()).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('x');
  await expect(page.getByText('1 selected')).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toHaveCount(0);

  await page.keyboard.press('#');
  await expect(toast(page, 'Moved to Deleted Items')).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);
});

test('a member not yet verified sees why mail cannot be selected, and where to verify', async ({
  page,
}, testInfo) => {
  const file = await scanFile(page.request, testInfo.outputPath('envelope.pdf'));
  await page.context().clearCookies();
  await ops('receive', '--suite', 'HM1002', '--file', file, '--weight', '30', '--sender', 'ATO');

  await openInbox(page, 'new@harbour.test');
  // Said from the start, not only after a refused click.
  await expect(page.getByText('Verify your identity to view and action mail')).toBeVisible();
  await row(page, 'ATO').click();
  await expect(
    toast(page, 'Unable to view or action mail until verification is complete.'),
  ).toBeVisible();
  await expect(page.getByRole('row', { selected: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
    'href',
    '/Members/Account/Verification',
  );
  await expectAccessible(page);
});
