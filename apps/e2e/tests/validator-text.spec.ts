import { expect, test } from '@playwright/test';
import { brandUrl } from '../brand-urls.ts';
import { watchValidatorText } from './test.ts';

// The suite-wide check of ./test.ts can fail: a page showing a validator's sentence is caught when
// it loads with one, when one appears later, and on the next page after a navigation.
test('the validator-text watch reports what a page shows, as it appears', async ({
  context,
  page,
}) => {
  const seen: string[] = [];
  await watchValidatorText(context, seen);
  await page.goto(`${brandUrl('harbour-mail')}/Login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen).toEqual([]);

  await page.evaluate(() => {
    const error = document.createElement('p');
    error.textContent = 'email must match format "email"';
    document.body.append(error);
  });
  await expect.poll(() => seen).toEqual([expect.stringContaining('must match format "email"')]);

  await page.goto(`${brandUrl('harbour-mail')}/ForgotPassword`);
  await page.evaluate(() => {
    document.body.append("body must have required property 'email'");
  });
  await expect.poll(() => seen.length).toBe(2);
  expect(seen[1]).toContain('/ForgotPassword shows "body must have required property');
});
