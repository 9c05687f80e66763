import { expect, test } from './test.ts';
import { expectAccessible, logIn } from './support.ts';

test.describe('signing in', () => {
  test('a member signs in and sees the inbox under the top bar', async ({ page }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email').fill('demo@harbour.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2026');
    await page.getByLabel('Password', { exact: true }).press('Enter');

    await expect(page).toHaveURL(/\/Members\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Charlotte Nguyen ($87.40)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbour Mail logo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await expectAccessible(page);
  });

  test('blank fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/Login');
    await page.getByRole('button', { name: 'Log In' }).click();

    await expect(page.getByRole('alert')).toHaveText('Email and password can not be blank');
    await expect(page).toHaveURL(/\/Login$/);
    await expectAccessible(page);
  });

  test('a wrong password is refused', async ({ page }) => {
    await logIn(page, 'demo@harbour.test', 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await expect(page).toHaveURL(/\/Login$/);
  });

  test('the Members area sends a visitor who has not signed in to the login page', async ({
    page,
  }) => {
    await page.goto('/Members/');

    await expect(page).toHaveURL(/\/Login\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  });

  test('the first unread alert shows as a banner: dismissed, or opened, it is marked read', async ({
    page,
  }) => {
    const unreadCount = async () => {
      const response = await page.request.get('/api/Alert');
      return ((await response.json()) as { read: boolean }[]).filter((alert) => !alert.read).length;
    };
    await logIn(page, 'demo@harbour.test');
    await expect(
      page.getByText('Our Sydney location closes at noon on Christmas Eve.'),
    ).toBeVisible();
    const unread = await unreadCount();

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(unreadCount).toBe(unread - 1);

    await page.getByRole('button', { name: 'Your monthly fee of $19.95 was charged.' }).click();
    await expect(page).toHaveURL(/\/Members\/Account$/);
    await expect.poll(unreadCount).toBe(unread - 2);
    await expectAccessible(page);
  });

  test('Logout ends the session and forgets the member in this browser', async ({ page }) => {
    await logIn(page, 'demo@harbour.test');
    await page.getByRole('button', { name: /Charlotte Nguyen/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/Login$/);
    expect(
      (
        await page.request.post('/api/account/GetAccount', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).status(),
    ).toBe(401);
    await page.goto('/Members/');
    await expect(page).toHaveURL(/\/Login\?redirect=/);
  });

  test('a session ended on the server sends the browser to the login page', async ({ page }) => {
    // The inbox's own requests must be answered first, or one of them meets the 401 before the click.
    const inboxLoaded = Promise.all(
      ['/api/Alert', '/api/Mail'].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === path),
      ),
    );
    await logIn(page, 'demo@harbour.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await inboxLoaded;

    // Another request with the same cookie logs out: the server deletes the session. Logging out
    // is a POST with the header every state-changing call carries (CSRF defence).
    const logout = await page.request.post('/api/account/logout', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(logout.status()).toBe(204);
    await page.getByRole('button', { name: 'Deleted Items' }).click();

    await expect(page).toHaveURL(/\/Login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  });

  test('Japanese chosen on the login page stays after a reload', async ({ page, context }) => {
    await page.goto('/Login');
    await page.getByLabel('Language').selectOption('jp');

    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('jp');
    await expectAccessible(page);
  });

  test('the inbox opens in the language the locale cookie names', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(page, 'demo@harbour.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await context.addCookies([{ name: 'locale', value: 'jp', url: baseURL! }]);
    await page.reload();

    // The signed-in screens' texts load separately from the sign-in ones, in the same language.
    await expect(page.getByRole('heading', { level: 1, name: '受信トレイ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'サポートに連絡' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expectAccessible(page);
  });
});
