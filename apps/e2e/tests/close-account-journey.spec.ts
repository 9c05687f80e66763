import { expect, test } from './test.ts';
import { expectNoSidewaysScroll, tabTo } from './keyboard.ts';
import { newMemberSignedInIn, XHR } from './members.ts';
import { expectAccessible } from './support.ts';

// A Japanese member on a 390 px phone gives notice to close and then withdraws it, with the
// keyboard alone (DESIGN §5): every control is reached by Tab and used by Space or Enter.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

test('a Japanese member on a phone gives notice to close and withdraws it, keyboard only', async ({
  page,
}) => {
  const member = await newMemberSignedInIn(page, 'jp');

  await page.goto('/Members/Account/CloseAccount');
  const open = page.getByRole('button', { name: 'アカウントを閉鎖' });
  await expect(open).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Escape leaves the dialog and gives the focus back to the button that opened it.
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'アカウントを閉鎖しますか？' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Submitted empty, every missing answer is named in Japanese.
  const submit = dialog.getByRole('button', { name: '閉鎖を通知する' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('お預かり中の郵便物の扱いを選んでください')).toBeVisible();
  await expect(dialog.getByText('チェックを入れて確認してください')).toBeVisible();

  // The radio group takes one Tab; the arrow keys choose within it.
  await tabTo(page, dialog.getByRole('radio', { name: 'シュレッダーにかける' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: '差出人に返送する' })).toBeChecked();
  const acknowledge = dialog.getByRole('checkbox', {
    name: '前払いのクレジットが返金されないことを理解しました',
  });
  await tabTo(page, acknowledge);
  await page.keyboard.press('Space');
  await expect(acknowledge).toBeChecked();
  await tabTo(page, dialog.getByLabel('「閉鎖」と入力'));
  await page.keyboard.insertText('閉鎖');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/Login/);
  await expect(page.getByText(/^閉鎖を通知しました。アカウントは.+に閉鎖されます。/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Signing in again, by keyboard, during the notice.
  await tabTo(page, page.getByLabel('メールアドレス'));
  await page.keyboard.insertText(member.email);
  await tabTo(page, page.getByLabel('パスワード', { exact: true }));
  await page.keyboard.insertText(member.password);
  await page.keyboard.press('Enter');
  const banner = page.getByRole('status').filter({ hasText: '閉鎖予定日：' });
  await expect(banner).toBeVisible();
  await expectNoSidewaysScroll(page);

  await tabTo(page, banner.getByRole('link', { name: '通知を取り消せます' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('その時点でお預かりしている郵便物は、差出人に返送します。'),
  ).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: '通知を取り消す' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('通知を取り消しました。アカウントはそのまま続きます')).toBeVisible();
  await expect(page.getByRole('button', { name: 'アカウントを閉鎖' })).toBeVisible();

  const response = await page.request.post('/api/account/GetAccount', { headers: XHR });
  expect(response.status()).toBe(200);
  expect((await response.json()).closing ?? null).toBeNull();
});
