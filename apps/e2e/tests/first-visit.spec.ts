import { expect, test } from './test.ts';
import { brandUrl } from '../brand-urls.ts';

// Sakura Box defaults to Japanese; a first visit (no `locale` cookie) follows the browser instead.
test.use({ baseURL: brandUrl('sakura-box') });

test.describe('a browser set to Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('sees /Login in Traditional Chinese on Sakura Box', async ({ page }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    await expect(page.getByLabel('電子郵件')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });
});

test.describe('a browser set to Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('sees /Login in Simplified Chinese until the visitor keeps another language', async ({
    page,
    context,
  }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();

    // A kept choice wins over the browser's languages.
    await context.addCookies([{ name: 'locale', value: 'jp', url: brandUrl('sakura-box') }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  });
});
