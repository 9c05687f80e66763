import { expect, test } from './test.ts';
import { expectAccessible, logIn, newestEmail, pathOf } from './support.ts';

const GUARD = 'guard@harbour.test';

// Each attempt emails guard@ a new code for this browser: one test at a time reads the outbox.
test.describe.configure({ mode: 'serial' });

test.describe('login guard', () => {
  test('a new browser signs in with the code read from the email', async ({ page }) => {
    const since = new Date().toISOString();
    await logIn(page, GUARD);

    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'A code has been emailed to you',
    );
    const codeField = page.getByLabel('Login guard code');
    await expect(codeField).toBeVisible();
    await expectAccessible(page);

    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Incorrect login guard code. Please check your email and try again',
    );

    // The wrong code emailed a fresh one; the newest email holds the code to use.
    const email = await newestEmail(
      page.request,
      GUARD,
      (entry) => entry.codes.length > 0 && entry.sentAt > since,
    );
    await codeField.fill(email.codes[0]!);
    await codeField.press('Enter');

    await expect(page).toHaveURL(/\/Members\/?$/);
    await expect(page.getByRole('button', { name: /Morgan/ })).toBeVisible();
  });

  test('the emailed link authorises the browser it was sent for', async ({ page }) => {
    const since = new Date().toISOString();
    await logIn(page, GUARD);
    await expect(page.getByLabel('Login guard code')).toBeVisible();

    const email = await newestEmail(
      page.request,
      GUARD,
      (entry) => entry.links.some((link) => link.includes('/authorise')) && entry.sentAt > since,
    );
    await page.goto(pathOf(email.links.find((link) => link.includes('/authorise'))!));

    await expect(page).toHaveURL(/\/Login\?message=/);
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
      'This browser is now authenticated. Log in to continue.',
    );
    await expectAccessible(page);
    await page.getByLabel('Email').fill(GUARD);
    await page.getByLabel('Password', { exact: true }).fill('Demo!2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/Members\/?$/);
  });

  test('a used or made-up authorisation link is refused', async ({ page }) => {
    await page.goto('/authorise?q=not-a-real-code');

    await expect(page.getByRole('alert')).toHaveText(
      'Error. Authentication is invalid or has expired.',
    );
    await expectAccessible(page);
  });
});
