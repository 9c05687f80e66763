import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl } from '../brand-urls.ts';
import { expectAccessible, freshEmail, newestEmail, pathOf } from './support.ts';

/**
 * The /signup wizard end to end (§2, §4, §5, §9) in Chromium against the real server. Signups are
 * limited to 10 an hour per IP for the whole run, so this spec makes three: two with a card (1280
 * and 390 px) and one without. A taken email and a mismatched repeat need no new member.
 */

const PASSWORD = 'signup-Password-1';

const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The account step, filled as a newcomer would, checking it with axe before and after errors. */
async function accountStep(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Your account details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Billing name' }).fill('Grace Hopper');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText(/Password strength: (good|strong)/)).toBeVisible();
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The addresses step: Save only once a location is chosen. */
async function addressesStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'Choose your addresses' })).toBeVisible();
  await expect(page.getByText(/The PO Box has the fastest mail processing/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
  await page
    .getByRole('checkbox', { name: /PO Box/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
}

/**
 * The plan step: Mail Lite (setup fee $19.95) with the $20 top-up, and the terms accepted before
 * anything is charged; answers the charge shown.
 */
async function planStep(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Mail Lite' }).check();
  await page.getByRole('radio', { name: '$20.00' }).check();
  const charge = page.getByTestId('signup-charge-today');
  await expect(charge).toHaveText('$20.00');
  await acceptTerms(page);
  await expectAccessible(page);
  return (await charge.textContent()) ?? '';
}

const acceptTerms = (page: Page) =>
  page.getByRole('checkbox', { name: 'I have read and accept the terms' }).check();

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** The emailed link confirms the address and opens the portal as the member Signup signed in. */
async function verifyByEmail(page: Page, email: string) {
  const message = await newestEmail(page.request, email, (entry) =>
    entry.links.some((link) => link.includes('/verify?q=')),
  );
  await page.goto(pathOf(message.links.find((link) => link.includes('/verify?q='))!));
}

test.describe('signup', () => {
  test('says a taken email on blur and a mismatched repeat, and creates nothing', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@harbour.test');
    await page.getByRole('textbox', { name: 'Last name' }).focus();
    await expect(page.getByText('Email is invalid or not available')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill('something else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Must match password')).toBeVisible();
    await expect(page.getByText('Some fields were invalid')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('heading', { name: 'Your account details' })).toBeVisible();
  });

  test('at 1280 px: a declined card keeps its fields, 4242 pays once, the ledger has the charge, /verify signs in', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = freshEmail('signup');
    await page.goto(`/signup?firstName=Grace&lastName=Hopper`);
    // The full-width stepper names every step.
    const steps = page.getByRole('navigation', { name: 'Signup steps' });
    await expect(steps.getByRole('listitem')).toHaveText([
      /Account details/,
      /Addresses/,
      /Plan and payment/,
      /Complete/,
    ]);
    await accountStep(page, email);
    await addressesStep(page);

    // Leaving mid-way and coming back in the same tab resumes the wizard.
    await page.goto('/');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();

    const shown = await planStep(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Grace Hopper');
    await expect(page.getByRole('textbox', { name: 'Expiry' })).toHaveValue('12/30');
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $20.00' }).dblclick();
    await expect(
      page.getByRole('heading', { name: 'Thank you for joining Harbour Mail' }),
    ).toBeVisible();
    await expectAccessible(page);

    // The charge shown is the ledger's first entry, charged once; the setup fee came off it.
    const ledger = (await (
      await page.request.get('/api/Transaction?page=0&pageSize=20', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
    ).json()) as { transactionId: number; amount: number }[];
    const inOrder = [...ledger].sort((a, b) => a.transactionId - b.transactionId);
    expect(inOrder.map((entry) => entry.amount)).toEqual([dollars(shown), -19.95]);

    const welcome = await newestEmail(page.request, email, (entry) =>
      entry.subject.includes('Welcome'),
    );
    expect(welcome.subject).toContain('Harbour Mail');

    await verifyByEmail(page, email);
    // Signed in, the member passes the gates: the card works and the terms were accepted at signup.
    await expect(page).toHaveURL(/\/Members/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toHaveCount(
      0,
    );
  });

  test('at 390 px: the compact stepper, and the same signup with 4242', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = freshEmail('signup-phone');
    await page.goto('/signup?firstName=Grace');
    const steps = page.getByRole('navigation', { name: 'Signup steps' });
    await expect(steps.getByText('Step 1 of 4')).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await accountStep(page, email);
    await expect(steps.getByText('Step 2 of 4')).toBeVisible();
    await addressesStep(page);
    await planStep(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you for joining Harbour Mail' }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });

  test('noCreditCard on Outback Post records the plan and completes without a card', async ({
    page,
  }) => {
    const outback = brandUrl('outback-post');
    const email = freshEmail('signup-nocard');
    await page.goto(`${outback}/signup?noCreditCard&firstName=Grace&lastName=Hopper`);
    await accountStep(page, email);
    await expect(page.getByRole('heading', { name: 'Choose your addresses' })).toBeVisible();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Finish signup' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you for joining Outback Post' }),
    ).toBeVisible();

    // No card yet: the member's first stop is Payment Required (§2 route guard).
    await page.getByRole('link', { name: 'Go to my inbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible();
  });
});
