import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl } from '../brand-urls.ts';
import { receiveMail, registerMember, signedInAs } from './members.ts';

// New members through the API and staff commands (a process each): slow on two cores.
test.describe.configure({ timeout: 120_000 });

/** 08:00 on 25 November 2026 in Sydney (AEDT, UTC+11): still the 24th in UTC, 06:00 in Tokyo. */
const EIGHT_AM_IN_SYDNEY = '2026-11-24T21:00:00Z';

/** Chooses the member's zone in Account, as they would after moving. */
async function chooseTimeZone(page: Page, label: string, zone: string, save: string) {
  await page.goto('/Members/Account');
  await page.getByLabel(label, { exact: true }).selectOption(zone);
  const saved = page.waitForResponse((response) => response.url().includes('UpdateAccount'));
  await page.getByRole('button', { name: save, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  // The browser's clock is the next morning in Sydney, whatever the machine's.
  await page.clock.setFixedTime(new Date('2026-11-25T01:30:00Z'));
});

test("a letter received at 08:00 in Sydney shows that day's date to a Sydney member", async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await receiveMail(member, { sender: 'Sydney Water', receivedAt: EIGHT_AM_IN_SYDNEY });
  await signedInAs(page, member);
  await chooseTimeZone(page, 'Time zone', 'Australia/Sydney', 'Save');

  await page.goto('/Members');
  const letter = page.getByRole('row', { name: /Sydney Water/ });
  await expect(letter).toContainText('25/11/2026');
  await letter.click();
  await expect(page.getByText('25/11/2026, 08:00 am AEDT')).toBeVisible();
});

test('the same letter shows a Tokyo member the time it arrived in Tokyo, in Japanese', async ({
  page,
}) => {
  const member = await registerMember(page.request, { language: 'jp' });
  await receiveMail(member, { sender: 'Sydney Water', receivedAt: EIGHT_AM_IN_SYDNEY });
  await signedInAs(page, member);
  // The language signing in would have chosen (signedInAs skips the sign-in screen).
  await page.context().addCookies([{ name: 'locale', value: 'jp', url: brandUrl('harbour-mail') }]);
  await chooseTimeZone(page, 'タイムゾーン', 'Asia/Tokyo', '保存');

  await page.goto('/Members');
  const letter = page.getByRole('row', { name: /Sydney Water/ });
  await expect(letter).toContainText('2026/11/25');
  await letter.click();
  await expect(page.getByText('2026/11/25 06:00 JST')).toBeVisible();
});
