import { expect, test } from './test.ts';
import { expectAccessible, freshEmail, signUp } from './support.ts';

// No dead ends outside the members area: every public page has a way forward, support and the
// language; the landing page says who runs the service.

test('the landing footer names the business, links support and terms, and switches language', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const config = (await (
    await page.request.get('/api/Payment/Config?webpage=harbour-mail')
  ).json()) as { business: { legalName: string; abn: string; supportEmail: string } };
  await expect(footer).toContainText(config.business.legalName);
  await expect(footer).toContainText(`ABN ${config.business.abn}`);
  await expect(footer.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    `mailto:${config.business.supportEmail}`,
  );
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Prepaid credit' })).toBeVisible();
  await expectAccessible(page);

  await page.goBack();
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('jp');
  await expect(page.getByRole('heading', { name: 'プランと料金' })).toBeVisible();
  await expectAccessible(page);
});

test('Harbour Mail plan prices line up across the cards, the most popular one too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const prices = page.getByRole('region', { name: 'Plans and prices' }).getByText(/ a month$/);
  await expect(prices.first()).toBeVisible();
  // Each price's distance from the top of its card: the same in every card, badge or not.
  const offsets = await prices.evaluateAll((elements) =>
    elements.map((element) =>
      Math.round(
        element.getBoundingClientRect().top - element.closest('li')!.getBoundingClientRect().top,
      ),
    ),
  );
  expect(offsets.length).toBeGreaterThan(1);
  expect(new Set(offsets).size).toBe(1);
});

test('Login and Sign up link to each other', async ({ page }) => {
  await page.goto('/Login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sign up|Join/ })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
});

test('a bad email-verification link offers a new one, which the outbox receives', async ({
  page,
}) => {
  const email = freshEmail('resend');
  // A member who has not verified yet, signed out again.
  await signUp(page.request, email, 'resend-Password-1');
  await page.context().clearCookies();

  await page.goto('/verify?q=not-a-real-code');
  await expect(page.getByText('Invalid code. Email has not been approved')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(page.getByText(`If ${email} is waiting to be verified`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  await expectAccessible(page);

  await expect
    .poll(async () => {
      const outbox = (await (
        await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as { links: string[] }[];
      return outbox.filter((entry) => entry.links.some((link) => link.includes('/verify?q=')))
        .length;
    })
    .toBeGreaterThan(1);
});
