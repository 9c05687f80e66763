import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl } from '../brand-urls.ts';
import { receiveMail, registerMember, signedInAs, type NewMember } from './members.ts';
import { expectAccessible } from './support.ts';

// A member made for these tests (a sign-up through the API, $50 paid at signup), so nothing the
// other suites read of the demo members changes.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The user menu in the top bar: "Name ($87.40)". */
const topBarBalance = async (page: Page) => {
  const name = await page
    .getByRole('banner')
    .getByRole('button', { name: /\(\$[\d,.]+\)$/ })
    .innerText();
  return /\$([\d,.]+)/.exec(name)![1]!;
};
const transactionRows = (page: Page) =>
  page.getByRole('table', { name: 'Transactions' }).locator('tbody tr');

let member: NewMember;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  member = await registerMember(context.request);
  page = await context.newPage();
  await signedInAs(page, member);
});
test.afterAll(async () => {
  await context.close();
});

test('Payment Method: the card on file is replaced by a Mastercard ("Payment updated"); a declining card says why', async () => {
  await page.goto('/Members/Account/PaymentMethod');
  await expect(heading(page, 'Payment Method')).toBeVisible();
  // Signup's Visa is the card on file, with Replace and Remove beside it.
  await expect(page.getByText('Visa ending 4242', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Replace' }).click();

  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByLabel('Expiry').fill('1239');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined. Try another card or contact your bank.',
  );
  await expectAccessible(page);

  await page.getByLabel('Card number').fill('5555555555554444');
  await expect(page.getByText('Mastercard', { exact: true })).toBeVisible();
  await expect(page.getByText('5555 5555 5555 4444', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Payment updated')).toBeVisible();
  await expect(page.getByText('Mastercard ending 4444')).toBeVisible();
  await expectAccessible(page);
});

test('Payment Method: the PayPal sandbox credits its amount; the bank details carry the member’s reference', async () => {
  await page.goto('/Members/Account/PaymentMethod');
  const before = Number((await topBarBalance(page)).replace(',', ''));
  await page.getByLabel('Amount', { exact: true }).selectOption({ label: '$75.00' });
  await page.getByRole('button', { name: 'Pay $75.00 with PayPal' }).click();
  // The payment's receipt: the amount, the GST in it, and PayPal.
  const receipt = page.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(receipt).toContainText('Amount paid$75.00');
  await expect(receipt).toContainText('GST included$6.82');
  await expect(receipt).toContainText('Paid withPayPal');
  await expect.poll(() => topBarBalance(page)).toBe((before + 75).toFixed(2));
  await expect(page.getByText(member.userCode, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Your reference' })).toBeVisible();
});

test('Manual Payment: $20 raises the top-bar balance by $20.00, tops the transactions and leaves the auto top-up', async () => {
  await page.goto('/Members/Account/ManualPayment');
  await expect(heading(page, 'Manual Payment')).toBeVisible();
  await expectAccessible(page);
  const before = Number((await topBarBalance(page)).replace(',', ''));

  // Another card than the one on file, typed once for this payment.
  await page.getByRole('button', { name: 'Use a different card' }).click();
  await page.getByRole('radio', { name: '$20.00' }).check();
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry').fill('1239');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $20.00' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(
    'Amount paid$20.00',
  );
  await expect.poll(() => topBarBalance(page)).toBe((before + 20).toFixed(2));

  await page.goto('/Members/Account/Transactions');
  const top = transactionRows(page).first();
  await expect(top).toContainText('Card top-up');
  await expect(top).toContainText('+$20.00');
  await expect(top).toContainText(`$${(before + 20).toFixed(2)}`);
  // One charge for the double click.
  await expect(transactionRows(page).nth(1)).not.toContainText('+$20.00');

  // A once-off payment: the auto top-up is still signup's $50.
  await page.goto('/Members/Account/PaymentMethod');
  await expect(page.getByLabel('Top up', { exact: true }).locator('option:checked')).toHaveText(
    '$50.00',
  );
});

test('Transactions: page 2 loads on scrolling, and the CSV holds exactly the rows shown', async () => {
  // Twenty-five PayPal payments through the API: with signup's, more than two pages.
  for (let index = 0; index < 25; index += 1) {
    const credited = await context.request.post(
      `/api/paypal/verify?orderId=SANDBOX-20-${randomUUID().slice(0, 8)}`,
      { headers: { ...XHR, 'Idempotency-Key': randomUUID() } },
    );
    expect(credited.ok()).toBe(true);
  }
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Transaction')) {
      pagesAsked.push(new URL(request.url()).searchParams.get('page') ?? '');
    }
  });
  await page.goto('/Members/Account/Transactions');
  await expect(transactionRows(page)).toHaveCount(20);
  await expectAccessible(page);
  await transactionRows(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => transactionRows(page).count()).toBeGreaterThan(20);
  expect(pagesAsked).toContain('1');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => pagesAsked.includes('2')).toBe(true);
  const shown = await transactionRows(page).count();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Date,Description,Plan,Amount,Balance');
  expect(lines).toHaveLength(shown + 1);
  const firstShown = await transactionRows(page).first().locator('td').allInnerTexts();
  // The same row: its description, and its balance without the currency sign.
  expect(lines[1]).toContain(firstShown[1]!);
  expect(lines[1]).toContain(firstShown[4]!.replace(/[$,]/g, ''));
});

test('the card preview shows every digit and the expiry on a 390 px phone', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Members/Account/PaymentMethod');
  await page.getByRole('button', { name: 'Replace' }).click();
  await page.getByLabel('Card number').fill('5555555555554444');
  await page.getByLabel('Expiry').fill('1239');
  const number = page.getByText('5555 5555 5555 4444', { exact: true });
  await expect(number).toBeVisible();
  const fits = await number.evaluate((element) => {
    const card = element.parentElement!.getBoundingClientRect();
    const text = element.getBoundingClientRect();
    return element.scrollWidth <= element.clientWidth + 1 && text.right <= card.right;
  });
  expect(fits).toBe(true);
  const expiry = await page.getByText('12/39', { exact: true }).boundingBox();
  const card = await number.evaluate(
    (element) => element.parentElement!.getBoundingClientRect().right,
  );
  expect(expiry!.x + expiry!.width).toBeLessThanOrEqual(card);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Storage Metrics: the chart’s numbers are text a screen reader reads; the Audit Log pages', async () => {
  await receiveMail(member, { sender: 'Harvey Norman', parcel: true });
  await receiveMail(member, { sender: 'ATO' });
  await page.goto('/Members/Account/StorageMetrics');
  await expect(heading(page, 'Storage Metrics')).toBeVisible();
  const envelopes = page.getByRole('list', { name: 'Envelopes' });
  await expect(envelopes.getByRole('listitem').first()).toHaveText(
    /Stored, within the free period\s*1$/,
  );
  await expect(
    page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').first(),
  ).toHaveText(/Stored, within the free period\s*1$/);
  // The plan's storage prices: a price a day after the 30 free days, or free on a plan that charges nothing.
  await expect(
    page.getByText(/stored free for 30 days|Storage is free on your .* plan/),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/Members/Account/AuditLog');
  const log = page.getByRole('table', { name: 'Audit Log' }).locator('tbody tr');
  await expect(log).toHaveCount(20);
  await expectAccessible(page);
  await log.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => log.count()).toBeGreaterThan(20);
});

test.describe('Sakura Box (no monthly charge)', () => {
  test.use({ baseURL: brandUrl('sakura-box') });

  test('its Payment Method has no monthly charge, and keeps the card and the auto top-up', async ({
    browser,
  }) => {
    const sakuraContext = await browser.newContext({ baseURL: brandUrl('sakura-box') });
    const sakuraMember = await registerMember(sakuraContext.request, { brand: 'sakura-box' });
    const sakuraPage = await sakuraContext.newPage();
    await signedInAs(sakuraPage, sakuraMember);
    await sakuraPage.goto('/Members/Account/PaymentMethod');
    // In English or in Sakura Box's Japanese: カード (Card) and 自動チャージ (Auto top-up).
    await expect(
      sakuraPage.getByRole('heading', { level: 2, name: /^(Card|カード)$/ }),
    ).toBeVisible();
    await expect(
      sakuraPage.getByRole('heading', { level: 2, name: /^(Auto top-up|自動チャージ)$/ }),
    ).toBeVisible();
    await expect(
      sakuraPage.getByRole('heading', { level: 2, name: /月額料金|Monthly charge/ }),
    ).toHaveCount(0);
    await expectAccessible(sakuraPage);
    await sakuraContext.close();
  });
});

test('Choose Plan: a change and back; each confirmation’s pro-rata amount is the ledger’s entry', async () => {
  await page.goto('/Members/Account/ChoosePlan');
  await expect(heading(page, 'Choose Plan')).toBeVisible();
  await expectAccessible(page);
  const current = await page
    .locator('section', { hasText: 'Your plan' })
    .getByRole('heading', { level: 2 })
    .innerText();
  const other = page.getByRole('button', { name: /^Choose / }).first();
  const otherName = (await other.innerText()).replace(/^Choose /, '');

  /** Confirms a change and answers the signed amount the dialog said (+ charge, − credit). */
  const change = async (button: ReturnType<Page['getByRole']>, to: string) => {
    await button.click();
    const dialog = page.getByRole('alertdialog', { name: `Change to ${to}?` });
    const notice = await dialog.innerText();
    await expectAccessible(page);
    const [, dollars = '0.00'] = /\$(\d+\.\d\d)/.exec(notice) ?? [];
    const sign = notice.includes('credits') ? 1 : -1;
    await dialog.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByText(`Your plan is now ${to}`)).toBeVisible();
    return notice.includes('nothing extra') ? 0 : sign * Number(dollars);
  };
  const ledgerTop = async () => {
    await page.goto('/Members/Account/Transactions');
    await expect(transactionRows(page).first()).toBeVisible();
    return transactionRows(page).first().locator('td').allInnerTexts();
  };

  const there = await change(other, otherName);
  if (there !== 0) {
    const [, description, , amount] = await ledgerTop();
    expect(description).toContain(`Plan change from ${current} to ${otherName}`);
    expect(amount).toBe(`${there > 0 ? '+' : '-'}$${Math.abs(there).toFixed(2)}`);
  }
  await page.goto('/Members/Account/ChoosePlan');
  const back = await change(page.getByRole('button', { name: `Choose ${current}` }), current);
  // The same days settle both ways: the way back is the mirror image.
  expect(back).toBe(-there);
  if (back !== 0) {
    const [, description, , amount] = await ledgerTop();
    expect(description).toContain(`Plan change from ${otherName} to ${current}`);
    expect(amount).toBe(`${back > 0 ? '+' : '-'}$${Math.abs(back).toFixed(2)}`);
  }
});

test.describe('Outback Post (no Choose Plan)', () => {
  test('its settings have no Choose Plan, and the address is not found', async ({ browser }) => {
    const outbackContext = await browser.newContext({ baseURL: brandUrl('outback-post') });
    const outbackMember = await registerMember(outbackContext.request, { brand: 'outback-post' });
    const outbackPage = await outbackContext.newPage();
    await signedInAs(outbackPage, outbackMember);
    await outbackPage.goto('/Members/Account/ManualPayment');
    const menu = outbackPage.getByRole('navigation', { name: 'Settings' });
    await expect(menu.getByRole('link', { name: 'Manual Payment' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Choose Plan' })).toHaveCount(0);
    await outbackPage.goto('/Members/Account/ChoosePlan');
    await expect(
      outbackPage.getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
    await outbackContext.close();
  });
});
