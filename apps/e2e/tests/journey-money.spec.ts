import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl, type BrandId } from '../brand-urls.ts';
import { registerMember, signedInAs, type NewMember } from './members.ts';
import { expectJourneyEnd, newestEmail } from './support.ts';

// Issue 36's money journeys against the real server: a member's own address on the inbox, a
// manual payment with the card on file ending in its receipt (on screen and by email), and
// Payment Required with the card on file and its ways out.
test.describe.configure({ timeout: 120_000 });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

interface Location {
  locationId: number;
  street: string;
  suburb: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/** The member chooses the brand's first location (a PO Box), as the signup addresses step does. */
async function chooseFirstLocation(request: APIRequestContext, brand: BrandId): Promise<Location> {
  const api = (path: string) => `${brandUrl(brand)}/api/${path}`;
  const locations = (await (
    await request.get(api(`Location/GetAll?webpage=${brand}`))
  ).json()) as Location[];
  const first = locations[0]!;
  const added = await request.post(api('Account/AddLocations'), {
    headers: XHR,
    data: { locationIds: [first.locationId] },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return first;
}

/** The end of a journey, masking what differs for each run's new member: the suite code and
 * addresses, the email, the balance, the receipt's number and time. */
const endsLike = (page: Page, name: string) =>
  expectJourneyEnd(page, name, {
    mask: [
      page.locator('address, dd, strong'),
      page.getByText(/@/),
      page.getByRole('banner').getByRole('button', { name: /\$[\d,.]+/ }),
    ],
  });

for (const brand of ['harbour-mail', 'outback-post'] as const) {
  test.describe(brand, () => {
    test.use({ baseURL: brandUrl(brand) });

    test('a new member sees their address on the inbox and copies it whole', async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: brandUrl(brand) });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: brandUrl(brand),
      });
      const member = await registerMember(context.request, { brand });
      const location = await chooseFirstLocation(context.request, brand);
      const page = await context.newPage();
      await signedInAs(page, member);
      await page.setViewportSize(WIDTHS.desktop);
      await page.goto('/Members/');

      // No mail yet: the card is open above the empty list.
      const card = page.getByRole('region', { name: 'Your address' });
      await expect(card).toBeVisible();
      await expect(card).toContainText(member.userCode);
      const envelope = [
        'Ada Lovelace',
        `Suite ${member.userCode}`,
        location.street,
        `${location.suburb || location.city} ${location.state} ${location.postcode}`,
        location.country,
      ].join('\n');
      await card.getByRole('button', { name: /^Copy the .* address$/ }).click();
      await expect(card.getByRole('button', { name: /^Copy the/ })).toHaveText('Copied');
      await expect(card.getByRole('status').first()).toHaveText('Copied to the clipboard.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(envelope);
      await endsLike(page, `${brand}-address-desktop.png`);

      // On a phone the card still comes first, and its Hide folds it to one line for good.
      await page.setViewportSize(WIDTHS.phone);
      await page.reload();
      await expect(card).toBeVisible();
      await endsLike(page, `${brand}-address-phone.png`);
      await card.getByRole('button', { name: 'Hide' }).click();
      await expect(page.getByText(`Your address: Suite ${member.userCode}`)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Show address' })).toBeVisible();

      // From any page, the user menu opens it too.
      await page.setViewportSize(WIDTHS.desktop);
      await page.goto('/Members/Account');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /\(\$[\d,.]+\)$/ })
        .click();
      await page.getByRole('menuitem', { name: 'Your address' }).click();
      await expect(page.getByRole('dialog', { name: 'Your address' })).toContainText(
        location.street,
      );
      await context.close();
    });

    test('a manual payment with the card on file ends with its receipt, on screen and emailed with the ABN and GST', async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: brandUrl(brand) });
      const member = await registerMember(context.request, { brand });
      const page = await context.newPage();
      await signedInAs(page, member);
      await page.setViewportSize(WIDTHS.desktop);
      await page.goto('/Members/Account/ManualPayment');

      await expect(page.getByText('Visa ending 4242', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveCount(0);
      await page.getByRole('radio', { name: '$20.00' }).check();
      await page.getByRole('button', { name: 'Pay $20.00 with Visa ending 4242' }).dblclick();

      const receipt = page.getByRole('status').filter({ hasText: 'Payment received' });
      await expect(receipt).toContainText('Amount paid$20.00');
      await expect(receipt).toContainText('GST included$1.82');
      await expect(receipt).toContainText('Paid withVisa ending 4242');
      await expect(receipt).toContainText(`emailed to you at ${member.email}`);
      const number = (await receipt.locator('dd').last().innerText()).trim();

      const { business } = (await (
        await context.request.get(`/api/Payment/Config?webpage=${brand}`)
      ).json()) as { business: { abn: string } };
      const email = (await newestEmail(context.request, member.email, (entry) =>
        (entry as unknown as { text: string }).text.includes(number),
      )) as unknown as { subject: string; text: string };
      expect(email.text).toContain(business.abn);
      expect(email.text).toContain('$1.82');
      expect(email.text).toContain('$20.00');
      // One charge for the double click: the newest two receipts are this one and signup's.
      const receipts = (await (await context.request.get('/api/Payment/Receipts')).json()) as {
        number: string;
        amount: number;
      }[];
      expect(receipts.filter((each) => each.amount === 20)).toHaveLength(1);
      await endsLike(page, `${brand}-receipt-desktop.png`);
      await page.setViewportSize(WIDTHS.phone);
      await endsLike(page, `${brand}-receipt-phone.png`);
      await context.close();
    });

    test('Payment Required shows the card on file, pays with it, and has its ways out', async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: brandUrl(brand) });
      const member = await registerMember(context.request, { brand });
      const page = await context.newPage();
      // The stored account of a member whose card the bank stopped taking: the guard's gate.
      await signedInAs(page, {
        ...member,
        account: { ...member.account, activePayment: false } as NewMember['account'],
      });
      await page.setViewportSize(WIDTHS.desktop);
      await page.goto('/PaymentRequired');
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible();
      await expect(page.getByText('Visa ending 4242', { exact: true })).toBeVisible();
      const ways = page.getByRole('navigation', { name: 'Other options' });
      await expect(ways.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(ways.getByLabel('Language')).toBeVisible();
      await expect(ways.getByRole('button', { name: 'Logout' })).toBeVisible();
      await endsLike(page, `${brand}-payment-required-desktop.png`);
      await page.setViewportSize(WIDTHS.phone);
      await endsLike(page, `${brand}-payment-required-phone.png`);

      await page.setViewportSize(WIDTHS.desktop);
      await page.getByRole('button', { name: /^Pay \$[\d.,]+ with Visa ending 4242$/ }).click();
      await expect(page.getByText('Payment received: thank you')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to your inbox' }).click();
      await expect(page).toHaveURL(/\/Members\/?$/);

      // The way out: signing out lands on the sign-in page.
      await page.goto('/PaymentRequired');
      await page
        .getByRole('navigation', { name: 'Other options' })
        .getByRole('button', { name: 'Logout' })
        .click();
      await expect(page).toHaveURL(/\/Login/);
      await context.close();
    });
  });
}
