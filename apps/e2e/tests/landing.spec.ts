import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('harbour-mail landing page', () => {
  test("shows the brand's name and logo with Log In and Signup", async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Harbour Mail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbour Mail');
    const logo = page.getByRole('img', { name: 'Harbour Mail logo' });
    await expect(logo).toBeVisible();
    expect(
      await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
    await expect(page.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  test('shows Japanese when the locale cookie says jp', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'jp', url: baseURL! }]);
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('fits a phone screen without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Signup' })).toBeInViewport();

    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
