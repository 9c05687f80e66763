import { AxeBuilder } from '@axe-core/playwright';
import { brandIds } from '@portal/brand/all-brands';
import { expect, openStory, test } from './story-page.ts';
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
      // One story load for both widths: the screen re-lays out when the viewport changes.
      test(`${brand} ${lang}`, async ({ storyPage: page }) => {
        await page.setViewportSize(VIEWPORTS.desktop);
        await openStory(page, id, brand, lang);
        await expect(page).toHaveScreenshot(`${id}/${brand}-${lang}-desktop.png`);
        // Axe in every brand, where contrast depends on the brand's colour.
        if (lang === 'en') {
          const { violations } = await new AxeBuilder({ page })
            .include('#storybook-root')
            .analyze();
          expect(violations.map(({ id: rule, nodes }) => `${rule} (${nodes.length})`)).toEqual([]);
        }
        await page.setViewportSize(VIEWPORTS.phone);
        await expect(page).toHaveScreenshot(`${id}/${brand}-${lang}-phone.png`);
      });
    }
  });
}
