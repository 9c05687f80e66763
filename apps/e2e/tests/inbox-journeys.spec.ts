import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl, type BrandId } from '../brand-urls.ts';
import { expectJourneyEnd } from './support.ts';
import { receiveMail, registerMember, signedInAs, type NewMember } from './members.ts';

// A member's minute in the inbox, played as they would: each journey has its own new member (API
// signup, then staff receive their mail, a process an item), so the journeys run side by side.
test.describe.configure({ timeout: 240_000 });

const SENDERS = [
  'ANZ',
  'Telstra',
  'Australian Taxation Office',
  'Sydney Water',
  'Service NSW',
  'Medicare',
  'Origin Energy',
  'NRMA Insurance',
  'City of Sydney',
  'Commonwealth Bank',
  'AGL',
  'Optus',
  'Westpac',
  'Australia Post',
  'Qantas',
  'Bupa',
  'Transport for NSW',
  'Woolworths',
  'Allianz',
  'Vodafone',
];
/** The browser's clock and the first item's arrival: dates on screen are the same every run. */
const NOW = new Date('2026-11-25T01:30:00Z');

/** A member of `brand` with `count` letters, the first sender newest, signed in on the inbox. */
async function memberWithMail(
  page: Page,
  count: number,
  options: { brand?: BrandId; language?: string } = {},
): Promise<NewMember> {
  const member = await registerMember(page.request, options);
  // An hour apart, the first sender newest, so the list shows SENDERS in order. One at a time:
  // each command holds the member's account while it records the item.
  for (const [index, sender] of SENDERS.slice(0, count).entries()) {
    const receivedAt = new Date(NOW.getTime() - (index + 1) * 3_600_000).toISOString();
    await receiveMail(member, { sender, receivedAt });
  }
  await page.clock.setFixedTime(NOW);
  await signedInAs(page, member);
  const origin = brandUrl(options.brand ?? 'harbour-mail');
  // The language signing in would have chosen (signedInAs skips the sign-in screen).
  if (options.language) {
    await page.context().addCookies([{ name: 'locale', value: options.language, url: origin }]);
  }
  await page.goto(`${origin}/Members`);
  await expect(page.getByRole('row').first()).toBeVisible();
  await expect(listed(page)).toHaveAttribute('aria-rowcount', String(count));
  return member;
}

/** The list, whose rowcount is every item in it (only those in sight are rows in the page). */
const listed = (page: Page) => page.getByRole('grid');
const preview = (page: Page) => page.getByRole('complementary', { name: /Preview|プレビュー/ });
/** The text of the row that has focus; empty when focus is elsewhere. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('role') === 'row' ? (focused.textContent ?? '') : '';
  });

/**
 * What inside `region` (and the button under it) reaches past the column that holds it, or makes the
 * column scroll sideways: the labels of what is cut off, empty when everything fits.
 */
function fitsItsColumn(region: Locator) {
  return region.evaluate((nav) => {
    let column = nav.parentElement!;
    while (column.parentElement && getComputedStyle(column).overflowX === 'visible') {
      column = column.parentElement;
    }
    const edge = column.getBoundingClientRect().right;
    const cut = Array.from(column.querySelectorAll('a, button, span'))
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => element.textContent ?? '');
    if (column.scrollWidth > column.clientWidth) cut.push('(the column scrolls sideways)');
    return cut;
  });
}

/** The end of a journey, once the scan is drawn: the screenshot is of what the member reads. */
async function endsLike(page: Page, name: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('canvas[aria-busy="true"]')).toHaveCount(0);
  await expectJourneyEnd(page, name);
}

test('opening five items in a row shows only the last, once, beside the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await memberWithMail(page, 6);
  for (const sender of SENDERS.slice(0, 5)) {
    await page.getByRole('row', { name: new RegExp(sender) }).click();
    await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText(sender);
  }
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveCount(1);
  // One item's actions and one viewer (its page tools and its page), not one per item opened.
  await expect(preview(page).getByRole('toolbar', { name: 'Actions for this item' })).toHaveCount(
    1,
  );
  await expect(preview(page).getByRole('toolbar', { name: 'Page tools' })).toHaveCount(1);
  await expect(preview(page).getByRole('img', { name: /^Page 1 of 1/ })).toHaveCount(1);
  await endsLike(page, 'open-five-harbour-desktop.png');
});

test('checking several, deleting them and undoing puts every one back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await memberWithMail(page, 6, { brand: 'outback-post' });
  for (const sender of ['ANZ', 'Sydney Water', 'Medicare']) {
    await page.getByRole('checkbox', { name: new RegExp(`Select ${sender}`) }).check();
  }
  const pane = preview(page);
  await expect(pane.getByRole('heading', { level: 2, name: '3 selected' })).toBeVisible();
  await expect(pane).toContainText('Total weight 60 g');
  await pane.getByRole('button', { name: 'Delete' }).click();
  await expect(listed(page)).toHaveAttribute('aria-rowcount', '3');
  await expect(pane).toContainText('Nothing is selected');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Put back where it was')).toBeVisible();
  await expect(listed(page)).toHaveAttribute('aria-rowcount', '6');
  // Deleting asked for the letters to be shredded; Undo called that off too, as the server says.
  await page.reload();
  await expect(listed(page)).toHaveAttribute('aria-rowcount', '6');
  await expect(page.getByRole('row', { name: /Medicare/ })).toContainText('Unopened');
  await expect(page.getByRole('grid')).not.toContainText('Pending shred');
  await page.getByRole('row', { name: /Telstra/ }).click();
  await expect(page.getByText('Put back where it was')).toBeHidden();
  await endsLike(page, 'select-delete-undo-outback-desktop.png');
});

test('twenty items triaged by keyboard alone, focus always on the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await memberWithMail(page, 20);
  const press = async (keys: string) => {
    for (const key of keys.split(' ')) await page.keyboard.press(key);
  };

  await press('j');
  expect(await focusedRow(page)).toContain('ANZ');
  await press('Enter');
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText('ANZ');
  await press('j j');
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText(
    'Australian Taxation Office',
  );
  await press('Escape');
  await expect(preview(page)).toContainText('Nothing is selected');

  // Three to recycle: x on Sydney Water, skip Service NSW, x on Medicare, Shift+j over Origin Energy.
  await press('j x j j x Shift+J');
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText('3 selected');
  await press('#');
  await expect(listed(page)).toHaveAttribute('aria-rowcount', '17');
  // Undo is offered once the server has done the delete, as its message appears.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(await focusedRow(page), 'focus stays on the list, on the next row').toContain(
    'NRMA Insurance',
  );

  await press('z');
  await expect(listed(page)).toHaveAttribute('aria-rowcount', '20');
  for (let step = 0; step < 9; step += 1) await press('j');
  expect(await focusedRow(page)).toContain('Transport for NSW');
  await press('o');
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText('Transport for NSW');
  // The delete's message, with its Undo already used by z, goes after its eight seconds.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
  await endsLike(page, 'keyboard-triage-harbour-desktop.png');
});

test('on a phone an item opens full screen and Back returns to its row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await memberWithMail(page, 12, { brand: 'outback-post' });
  const list = page.getByRole('grid');
  await list.getByRole('row', { name: /Commonwealth Bank/ }).click();
  await expect(list).toBeHidden();
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText('Commonwealth Bank');
  await preview(page).getByRole('button', { name: 'Back to the list' }).click();
  await expect(list).toBeVisible();
  await expect(list.getByRole('row', { name: /Commonwealth Bank/ })).toBeInViewport();
  expect(await focusedRow(page)).toContain('Commonwealth Bank');
  await endsLike(page, 'phone-back-outback-phone.png');
});

test('on a phone, letters checked in the list are shredded from More', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await memberWithMail(page, 8, { brand: 'harbour-mail' });
  for (const sender of ['Telstra', 'Service NSW']) {
    await page.getByRole('checkbox', { name: new RegExp(`Select ${sender}`) }).check();
  }
  // A few labelled buttons that fit the screen, the rest under More: nothing scrolls sideways.
  const toolbar = page.getByRole('toolbar', { name: 'Mail actions' });
  for (const name of ['Scan', 'Forward', 'Delete', 'More']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  expect(
    await toolbar.evaluate((bar) => bar.scrollWidth <= bar.clientWidth),
    'the toolbar fits the phone',
  ).toBe(true);
  await toolbar.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: /^Shred/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Shred', exact: true }).click();
  await expect(page.getByText('Shredding requested')).toBeVisible();
  for (const sender of ['Telstra', 'Service NSW']) {
    await expect(page.getByRole('row', { name: new RegExp(sender) })).toContainText(
      'Pending shred',
    );
  }
  await expect(page.getByRole('row', { name: /ANZ/ })).not.toContainText('Pending shred');
  // The confirmation goes after its few seconds; the list stays as it was.
  await expect(page.getByText('Shredding requested')).toBeHidden();
  await endsLike(page, 'phone-shred-more-harbour-phone.png');
});

test('in Japanese: the selection’s summary and Undo speak Japanese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await memberWithMail(page, 6, { brand: 'sakura-box', language: 'jp' });
  // The folder list fits its column, and its counts are read once, in the folder's name.
  const folders = page.getByRole('navigation', { name: 'フォルダー' });
  expect(await fitsItsColumn(folders), 'nothing in the folder list is cut off').toEqual([]);
  await expect(folders.locator('[aria-current]')).toHaveAccessibleName(
    /^受信トレイ、6件(、未読6件)?$/,
  );
  await page.getByRole('row', { name: /ANZ/ }).click();
  await page.keyboard.press('Shift+J');
  await page.keyboard.press('Shift+J');
  const pane = preview(page);
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText('3件を選択中');
  await expect(pane).toContainText('3件中3件が対象');
  await page.keyboard.press('#');
  await page.getByRole('button', { name: '取り消す', exact: true }).click();
  await expect(page.getByText('元の場所に戻しました')).toBeVisible();
  await page.reload();
  await expect(listed(page)).toHaveAttribute('aria-rowcount', '6');
  await expect(page.getByRole('row', { name: /ANZ/ })).toContainText('未開封');
  await expect(page.getByRole('grid')).not.toContainText('シュレッダー処理待ち');
  await endsLike(page, 'japanese-summary-undo-sakura-desktop.png');
});
