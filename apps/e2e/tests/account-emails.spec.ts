import { expect, test } from './test.ts';
import { expectAccessible, freshEmail, logIn, newestEmail, pathOf, signUp } from './support.ts';

test.describe('links emailed to members', () => {
  test('forgot password: the emailed link sets a new password to log in with', async ({ page }) => {
    const email = freshEmail('reset');
    await signUp(page.request, email, 'first-Password-1');
    await page.context().clearCookies();

    await page.goto('/Login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/ForgotPassword$/);
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'check your junk folder',
    );

    const resetEmail = await newestEmail(page.request, email, (entry) =>
      entry.links.some((link) => link.includes('/ResetPassword')),
    );
    await page.goto(pathOf(resetEmail.links.find((link) => link.includes('/ResetPassword'))!));
    await page.getByLabel('New password', { exact: true }).fill('second-Password-2');
    await page.getByLabel('Repeat new password').fill('not the same');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Repeat new password').fill('second-Password-2');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been updated.',
    );
    await page.getByRole('link', { name: 'Log in' }).click();

    await logIn(page, email, 'second-Password-2');
    // A new member has not finished signing up: signed in, the wizard resumes.
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the email verification link approves the address', async ({ page }) => {
    const email = freshEmail('verify');
    await signUp(page.request, email, 'verify-Password-1');
    await logIn(page, email, 'verify-Password-1');
    await expect(page).toHaveURL(/\/signup$/);

    const verification = await newestEmail(page.request, email, (entry) =>
      entry.links.some((link) => link.includes('/verify')),
    );
    const link = pathOf(verification.links.find((candidate) => candidate.includes('/verify'))!);
    await page.goto(link);

    // Verified, the page moves on to /Members/, whose guard sends the unfinished signup back to
    // its wizard.
    await expect(page).toHaveURL(/\/signup$/);

    // The code is single-use: the same link now fails.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('Invalid code. Email has not been approved');
    await expectAccessible(page);
  });
});
