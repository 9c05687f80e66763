import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { brandIds } from '@portal/brand/all-brands';
import { openStory } from './open-story.ts';
import { screenStoryIds } from './screen-stories.ts';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const brands = brandIds();
const languageBrand = brands[0] ?? 'harbour-mail';
/** Every brand in English; the CJK languages in one brand, to catch overflow and missing glyphs. */
const looks = [
  ...brands.map((brand) => ({ brand, lang: 'en' })),
  { brand: languageBrand, lang: 'ja' },
  { brand: languageBrand, lang: 'zh-TW' },
];

for (const id of screenStoryIds()) {
  test.describe(id, () => {
    for (const { brand, lang } of looks) {
      for (const [viewport, size] of Object.entries(VIEWPORTS)) {
        test(`${brand} ${lang} ${viewport}`, async ({ page }) => {
          await page.setViewportSize(size);
          await openStory(page, id, brand, lang);
          await expect(page).toHaveScreenshot(`${id}/${brand}-${lang}-${viewport}.png`);
          // Axe in every brand, where contrast depends on the brand's colour.
          if (lang === 'en' && viewport === 'desktop') {
            const { violations } = await new AxeBuilder({ page })
              .include('#storybook-root')
              .analyze();
            expect(violations.map(({ id: rule, nodes }) => `${rule} (${nodes.length})`)).toEqual(
              [],
            );
          }
        });
      }
    }
  });
}
