import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { brandIds } from '@portal/brand/all-brands';
import { expect, openStory, test } from './story-page.ts';
import { screenStoryIds } from './screen-stories.ts';
import { looksOf, unknownStories } from './visual-matrix.ts';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const brands = brandIds();
const storyIds = screenStoryIds();

test('the matrix names only stories that exist', () => {
  expect(unknownStories(storyIds)).toEqual([]);
});

/**
 * Stories that show a date counted from today (the close dialog names its closing day). Each opens
 * in a page of its own with the clock fixed on one day, so its baselines hold whenever the suite
 * runs; the worker's shared page keeps real time, which the loading stories' spinners need.
 */
const COUNTS_FROM_TODAY = new Set(['screens-settings--close-account']);
const STORY_TODAY = new Date('2026-11-27T00:00:00Z');

async function checkStory(page: Page, id: string, brand: string, lang: string) {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openStory(page, id, brand, lang);
  await expect(page).toHaveScreenshot(`${id}/${brand}-${lang}-desktop.png`);
  // Axe in every brand a story is taken in, where contrast depends on the brand's colour.
  if (lang === 'en') {
    const { violations } = await new AxeBuilder({ page })
      .include('#storybook-root')
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(violations.map(({ id: rule, nodes }) => `${rule} (${nodes.length})`)).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(page).toHaveScreenshot(`${id}/${brand}-${lang}-phone.png`);
}

for (const id of storyIds) {
  test.describe(id, () => {
    for (const { brand, lang } of looksOf(id, brands)) {
      // One story load for both widths: the screen re-lays out when the viewport changes.
      if (COUNTS_FROM_TODAY.has(id)) {
        test(`${brand} ${lang}`, async ({ page }) => {
          await page.clock.setFixedTime(STORY_TODAY);
          await checkStory(page, id, brand, lang);
        });
      } else {
        test(`${brand} ${lang}`, ({ storyPage }) => checkStory(storyPage, id, brand, lang));
      }
    }
  });
}
