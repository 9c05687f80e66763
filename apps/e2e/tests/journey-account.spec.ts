import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl, type BrandId } from '../brand-urls.ts';
import { receiveMail, registerMember, signedInAs, type NewMember } from './members.ts';
import { expectAccessible, expectJourneyEnd } from './support.ts';

// Issue 36's account journeys, each with a new member (API signup, staff receive the mail): a
// forward reviewed before its one Send, pausing and unpausing, giving notice and withdrawing it.
// Each ends in a compared screenshot, in two brands at 1280 and 390 px.
test.describe.configure({ timeout: 180_000 });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** The browser's clock: what the screens date from today is the same every run. */
const NOW = new Date('2026-11-25T01:30:00Z');

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Setting {
  brand: BrandId;
  viewport: typeof DESKTOP;
  /** The screenshot names' tail: brand and width. */
  tag: string;
}

const SETTINGS: Setting[] = [
  { brand: 'harbour-mail', viewport: DESKTOP, tag: 'harbour-desktop' },
  { brand: 'outback-post', viewport: PHONE, tag: 'outback-phone' },
];

/** The member's balance in cents, as the server keeps it. */
async function balanceOf(page: Page, origin: string): Promise<number> {
  const response = await page.request.post(`${origin}/api/account/GetAccount`, { headers: XHR });
  expect(response.status()).toBe(200);
  return Math.round((await response.json()).balance * 100);
}

/** Dollars on the screen ("$12.50") in cents. */
const cents = (text: string | null) =>
  Math.round(Number(/\$([\d,]+\.\d\d)/.exec(text ?? '')![1]!.replaceAll(',', '')) * 100);

/** A new member of the brand, signed in, the browser's clock fixed, on `path`. */
async function memberOn(page: Page, { brand, viewport }: Setting, path: string) {
  await page.setViewportSize(viewport);
  const member = await registerMember(page.request, { brand, topUp: 100 });
  await page.clock.setFixedTime(NOW);
  await signedInAs(page, member);
  const origin = brandUrl(brand);
  await page.goto(`${origin}${path}`);
  return { member, origin };
}

/** The end of a journey, the whole page. */
const endsLike = (page: Page, name: string) => expectJourneyEnd(page, name, { fullPage: true });

/** A fact of the review: the value beside its label. */
const fact = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Review' }).locator(`div:has(> dt:text-is("${label}")) > dd`);

for (const setting of SETTINGS) {
  test(`a domestic forward is reviewed, then sent once for the cost quoted (${setting.tag})`, async ({
    page,
  }) => {
    await page.setViewportSize(setting.viewport);
    const member: NewMember = await registerMember(page.request, {
      brand: setting.brand,
      topUp: 100,
    });
    for (const sender of ['Brisbane City Council', 'Medicare']) {
      await receiveMail(member, {
        sender,
        receivedAt: new Date(NOW.getTime() - 3_600_000).toISOString(),
      });
    }
    await page.clock.setFixedTime(NOW);
    await signedInAs(page, member);
    const origin = brandUrl(setting.brand);
    await page.goto(`${origin}/Members`);
    const before = await balanceOf(page, origin);

    for (const sender of ['Brisbane City Council', 'Medicare']) {
      await page
        .getByRole('row', { name: new RegExp(sender) })
        .getByRole('checkbox')
        .check();
    }
    const toolbar = page.getByRole('toolbar', { name: 'Mail actions' });
    // On a phone Forward may sit in the toolbar's More menu.
    const forward = toolbar.getByRole('button', { name: 'Forward', exact: true });
    if (await forward.isVisible()) await forward.click();
    else {
      await toolbar.getByRole('button', { name: /More/ }).click();
      await page.getByRole('menuitem', { name: 'Forward' }).click();
    }
    await expect(page.getByText('2 items to forward')).toBeVisible();

    // No saved address yet: the way on is a button in plain sight, not a disabled dropdown.
    await expect(page.getByText('You have no saved domestic addresses yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    for (const [label, value] of Object.entries({
      'Full name': 'Ada Lovelace',
      'Street address': '12 Wharf Street',
      City: 'Brisbane',
      State: 'QLD',
      'Postcode / Zip code': '4000',
    })) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Regular letter/ }).check();
    // A domestic letter needs no declaration, and the service step no longer sends.
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();

    const review = page.getByRole('region', { name: 'Review' });
    await expect(fact(page, 'Items')).toHaveText('2 items');
    await expect(fact(page, 'Deliver to')).toContainText('12 Wharf Street');
    await expect(fact(page, 'Deliver to')).toContainText('Brisbane QLD 4000');
    await expect(fact(page, 'Service')).toContainText('Regular letter');
    const total = cents(await fact(page, 'Total').textContent());
    expect(total).toBeGreaterThan(0);
    expect(cents(await fact(page, 'Balance after this forward').textContent())).toBe(
      before - total,
    );
    // The total is the line right above Send, on a phone too.
    const send = review.getByRole('button', { name: 'Send' });
    const totalBox = (await review.locator('div:has(> dt:text-is("Total"))').boundingBox())!;
    const sendBox = (await send.boundingBox())!;
    expect(sendBox.y).toBeGreaterThan(totalBox.y + totalBox.height);
    expect(sendBox.y - (totalBox.y + totalBox.height)).toBeLessThan(64);
    await endsLike(page, `forward-review-${setting.tag}.png`);

    await send.dblclick();
    await expect(page.getByText('Your mail will be posted within 1 business day')).toBeVisible();
    const log = await page.request.get(`${origin}/api/forward/log`);
    expect((await log.json()).pending).toHaveLength(1);
    expect(await balanceOf(page, origin)).toBe(before - total);
  });

  test(`pausing says what it does; paused, the menu and the inbox say Unpause (${setting.tag})`, async ({
    page,
  }) => {
    const { origin } = await memberOn(page, setting, '/Members/Account/PauseAccount');
    await page.getByRole('main').getByRole('button', { name: 'Pause Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Pause your account?' });
    await expect(dialog).toContainText('No fees are charged: no monthly fee and no storage fees.');
    await expect(dialog).toContainText(
      'Mail that arrives is kept for you, unopened and not scanned, until you unpause.',
    );
    await expect(dialog).toContainText('must be forwarded or shredded first');
    await expect(dialog).toContainText(/Your balance of \$\d+\.\d\d stays on your account\./);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Pause account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your account is paused.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Unpause' })).toBeVisible();

    // The user menu offers Unpause, never Pause Account.
    await page.goto(`${origin}/Members`);
    // The user menu in the top bar: "Name ($balance)", the balance alone on a phone.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /\$[\d,.]+\s*\)?$/ })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Unpause' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Pause Account/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const banner = page.getByRole('status').filter({ hasText: 'Your account is paused' });
    await expect(banner).toBeVisible();
    await endsLike(page, `paused-inbox-${setting.tag}.png`);
    await banner.getByRole('button', { name: 'Unpause' }).click();
    await expect(page.getByText('Your account is active again')).toBeVisible();
    await expect(banner).toBeHidden();
    const account = await page.request.post(`${origin}/api/account/GetAccount`, { headers: XHR });
    expect((await account.json()).status).toBe('Active');
  });

  test(`giving notice says the day, the balance and held mail; withdrawing keeps the account (${setting.tag})`, async ({
    page,
  }) => {
    const { member, origin } = await memberOn(page, setting, '/Members/Account/CloseAccount');
    await page.getByRole('main').getByRole('button', { name: 'Close account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
    // The browser's today is fixed; the server counts the same 30 days from its own.
    await expect(dialog).toContainText(
      'If you give notice today, your account closes on 25 December 2026.',
    );
    await expect(dialog).toContainText(
      /Your balance is \$\d+\.\d\d\. Prepaid credit is non-refundable/,
    );
    await expect(dialog.getByRole('radiogroup', { name: /Mail still held/ })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'Shred' }).check();
    await dialog
      .getByRole('checkbox', { name: 'I understand that prepaid credit is non-refundable' })
      .check();
    await dialog.getByLabel('Type “close”').fill('close');
    await dialog.getByRole('button', { name: 'Give notice to close' }).click();

    await expect(page).toHaveURL(/\/Login/);
    await expect(page.getByText(/^Notice given: your account closes on /)).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Your account closes on' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'withdraw the notice' }).click();
    await expect(page.getByText('Mail still held on that day will be shredded.')).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw notice' }).click();
    await expect(page.getByText('Notice withdrawn: your account stays open')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Close account' }),
    ).toBeVisible();
    const account = await page.request.post(`${origin}/api/account/GetAccount`, { headers: XHR });
    expect((await account.json()).closing ?? null).toBeNull();
    await page.goto(`${origin}/Members`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(banner).toBeHidden();
    await endsLike(page, `withdrawn-inbox-${setting.tag}.png`);
  });
}
