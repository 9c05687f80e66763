import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl, type BrandId } from '../brand-urls.ts';
import {
  expectAccessible,
  expectJourneyEnd,
  freshEmail,
  signUp,
  visitorAddress,
} from './support.ts';

// A newcomer's signup as they would live it: leave at the plan step, come back signed in (the
// server says where the signup stopped), accept the terms before anything is charged, and end on
// the address they give senders.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'journey-Password-1';
const TERMS_BOX = 'I have read and accept the terms';

/** Every call of this browser looks like one new visitor: signups are limited per client address. */
async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
}

/** The account and addresses steps in the browser, which leave the member at the plan step. */
async function signUpToThePlan(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/signup?firstName=Grace&lastName=Hopper`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Billing name' }).fill('Grace Hopper');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your addresses' })).toBeVisible();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
}

/** Signs in from a browser that never saw the signup (no cookie, no tab storage). */
async function signInElsewhere(browser: Browser, origin: string, email: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto(`${origin}/Login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  return page;
}

/** The end of a journey at both widths; the member's suite code (and so their address) is new each run. */
async function endsLike(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectJourneyEnd(page, `${name}-${width}.png`, {
      fullPage: true,
      mask: [page.locator('address'), page.getByText(/[A-Z]{2}\d{6}/)],
    });
  }
}

for (const [brand, width] of [
  ['harbour-mail', 1280],
  ['outback-post', 390],
] as [BrandId, number][]) {
  test(`${brand} at ${width} px: leave at the plan, sign in again, accept the terms, pay, see the address`, async ({
    page,
    browser,
  }) => {
    const origin = brandUrl(brand);
    const email = freshEmail(`journey-${brand}`);
    await page.setViewportSize({ width, height: 900 });
    await asNewVisitor(page);
    await signUpToThePlan(page, origin, email);

    // Closing the tab loses its storage; a new tab resumes at the server's step, not step 1.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto(`${origin}/signup`);
    await expect(again.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await context.close();

    // Signing in elsewhere lands in the wizard at that step, never on Payment Required.
    const member = await signInElsewhere(browser, origin, email, width);
    await expect(member.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expect(member).toHaveURL(/\/signup$/);
    await expect(member.getByRole('heading', { name: 'Payment Required' })).toHaveCount(0);

    // The terms come before any charge: Continue refuses until they are accepted.
    await expect(member.getByText(/Prepaid credit is non-refundable/).first()).toBeVisible();
    await member.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(member.getByText('Accept the terms to continue')).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expectAccessible(member);

    // The full terms are one click away, and reading them loses nothing.
    await member.getByRole('radio', { name: '$50.00' }).check();
    await member.getByRole('button', { name: 'Read the terms' }).click();
    const terms = member.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms.getByRole('heading', { name: 'Prepaid credit' })).toBeVisible();
    await expectAccessible(member);
    await terms.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(member.getByRole('checkbox', { name: TERMS_BOX })).toBeChecked();
    await expect(member.getByRole('radio', { name: '$50.00' })).toBeChecked();

    const charge = (await member.getByTestId('signup-charge-today').textContent()) ?? '';
    await member.getByRole('button', { name: 'Continue to payment' }).click();
    await member.getByRole('textbox', { name: 'Name on card' }).fill('Grace Hopper');
    await member.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await member.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await member.getByRole('textbox', { name: 'CVC' }).fill('123');
    await member.getByRole('button', { name: `Pay ${charge}` }).click();

    const webpageName = brand === 'harbour-mail' ? 'Harbour Mail' : 'Outback Post';
    await expect(
      member.getByRole('heading', { level: 1, name: `Thank you for joining ${webpageName}` }),
    ).toBeVisible();
    const address = member.getByRole('region', { name: 'Your address' });
    await expect(address.locator('address').first()).toContainText(/\S/);
    await expect(address.getByRole('button', { name: /Copy/ }).first()).toBeVisible();
    await endsLike(member, `signup-complete-${brand}`);
  });
}

test('the server charges nothing at signup until the terms are accepted', async ({ request }) => {
  const origin = brandUrl('harbour-mail');
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  await signUp(request, freshEmail('journey-terms'), PASSWORD);
  const plans = (await (
    await request.get(`${origin}/api/Plan/GetAll?webpage=harbour-mail`, { headers })
  ).json()) as { planId: number; public: boolean }[];
  const chosen = await request.post(
    `${origin}/api/Account/ChoosePlan?webpage=harbour-mail&planId=${plans.find((plan) => plan.public)!.planId}`,
    { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() } },
  );
  expect(chosen.status()).toBe(200);

  const pay = () =>
    request.post(`${origin}/api/Payment/UpdateCard?webpage=harbour-mail`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        cardName: 'Ada Lovelace',
        autoTopUpAmount: 20,
        sourceToken: 'tok_sandbox_success_visa_4242',
        chargeNow: true,
      },
    });
  const refused = await pay();
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'terms_required' });
  const account = await request.post(`${origin}/api/account/GetAccount?webpage=harbour-mail`, {
    headers,
  });
  expect(await account.json()).toMatchObject({ balance: 0, card: null, signupStep: 'addresses' });

  const accepted = await request.post(
    `${origin}/api/TermsAndConditions/SaveTermsAndConditions?webpage=harbour-mail`,
    { headers },
  );
  expect(accepted.status()).toBe(200);
  expect((await pay()).status()).toBe(200);
});
