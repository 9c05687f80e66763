import { expect, test } from './test.ts';
import { expectAccessible, logIn } from './support.ts';

test.describe('route guard gates', () => {
  test('a member who has not agreed to the terms must agree before the inbox', async ({ page }) => {
    await logIn(page, 'terms@harbour.test');

    await expect(page).toHaveURL(/\/TermsAndConditions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel('I have read and agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/Members\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  test('a member without a working card must save one, tokenised in the browser', async ({
    page,
  }) => {
    await logIn(page, 'unpaid@harbour.test');

    await expect(page).toHaveURL(/\/PaymentRequired$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible();
    // It says why: this member has no card on file.
    await expect(page.getByText('Add a card to start using your mailbox.')).toBeVisible();
    await expectAccessible(page);

    // A card its bank declines is refused when saved, in the portal's own words: the gate stays.
    await page.getByLabel('Name on card').fill('Riley Unpaid');
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiry').fill('1239');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your card was declined. Try another card or contact your bank.',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible();

    const sentBodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sentBodies.push(request.postData() ?? '');
    });
    await page.getByLabel('Name on card').fill('Riley Unpaid');
    await page.getByLabel('Card number').fill('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('1239');
    await expect(page.getByLabel('Expiry')).toHaveValue('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();

    await expect(page).toHaveURL(/\/Members\/?$/);
    expect(sentBodies.join('\n')).not.toContain('4242424242424242');
    expect(sentBodies.join('\n')).toContain('tok_sandbox_success_visa_4242');
  });
});
