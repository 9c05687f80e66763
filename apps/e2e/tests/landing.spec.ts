import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './test.ts';

test.describe('harbour-mail landing page', () => {
  test("shows the brand's name and logo with Log In and Sign up", async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Harbour Mail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbour Mail');
    const logo = page.getByRole('img', { name: 'Harbour Mail logo' });
    await expect(logo).toBeVisible();
    expect(
      await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  test('sells: three steps, the public plans with prices, the locations and why verification', async ({
    page,
  }) => {
    await page.goto('/');
    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how.getByRole('listitem')).toHaveCount(3);

    // The brand's public plans, from the plans call, in their order with their prices.
    const plans = (await (
      await page.request.get('/api/Plan/GetAll?webpage=harbour-mail')
    ).json()) as {
      planName: string;
      public: boolean;
      order: number;
    }[];
    const offered = plans.filter((plan) => plan.public).sort((a, b) => a.order - b.order);
    const shown = page.getByRole('region', { name: 'Plans and prices' });
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText(
      offered.map((plan) => plan.planName),
    );
    await expect(shown.getByText('$9.95 a month')).toBeVisible();

    const where = page.getByRole('region', { name: 'Where your address can be' });
    await expect(where.getByRole('heading', { name: 'NSW' })).toBeVisible();
    await expect(where.getByText('PO Box 2740')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why we verify your identity' })).toContainText(
      'photo ID',
    );
  });

  test('shows Japanese when the locale cookie says jp', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'jp', url: baseURL! }]);
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'プランと料金' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('on a phone, Log In and Sign up are on the first screen and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Plans and prices' })).toBeAttached();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Plans and prices' })).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
