import { expect, test } from './test.ts';
import { expectNoSidewaysScroll, tabTo } from './keyboard.ts';
import { newMemberSignedInIn, XHR } from './members.ts';
import { expectAccessible } from './support.ts';

// A Japanese member on a 390 px phone chooses a low-balance warning level on Payment Method and
// then goes back to the monthly fee's warning alone, with the keyboard only (DESIGN §5, issue 41).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

test('a Japanese member on a phone sets a low-balance warning and takes it back, keyboard only', async ({
  page,
}) => {
  await newMemberSignedInIn(page, 'jp');
  const savedLevel = async () =>
    (await (await page.request.post('/api/account/GetAccount', { headers: XHR })).json())
      .lowBalanceWarning;

  await page.goto('/Members/Account/PaymentMethod');
  const section = page.getByRole('region', { name: '残高不足のお知らせ' });
  const level = section.getByLabel('残高がこの金額を下回ったらメールする');
  const save = section.getByRole('button', { name: 'お知らせを保存' });
  await expect(level).toHaveValue('0');
  await expect(
    section.getByText(/^現在の設定：残高が次回の月額料金に足りなくなった/),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await expectNoSidewaysScroll(page);

  // The arrow key moves the closed select to the next level, $10; Tab and Enter save it.
  await tabTo(page, level);
  await page.keyboard.press('ArrowDown');
  await expect(level).toHaveValue('1000');
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/を下回ったらメールでお知らせします$/)).toBeVisible();
  await expect(section.getByText(/^現在の設定：残高が.*10\.00を下回ったとき/)).toBeVisible();
  expect(await savedLevel()).toBe(10);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Back to the monthly fee's warning alone.
  await tabTo(page, level);
  await page.keyboard.press('ArrowUp');
  await expect(level).toHaveValue('0');
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('残高が月額料金に足りなくなったらメールでお知らせします'),
  ).toBeVisible();
  expect(await savedLevel()).toBe(0);
});
