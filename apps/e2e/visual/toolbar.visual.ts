import { loadBrands } from '@portal/brand/all-brands';
import { expect, openStory, test } from './story-page.ts';

test('the brand and language toolbars change the whole screen', async ({ page }) => {
  const [first, second] = await loadBrands();
  if (!first || !second) throw new Error('Two brands are needed to compare');
  const shown = async (brand: string, lang: string) => {
    await openStory(page, 'screens-landing--landing', brand, lang);
    const heading = page.getByRole('heading', { level: 1 });
    return {
      heading: await heading.textContent(),
      logo: await page.getByRole('img').first().getAttribute('src'),
      // The Sign up button: filled with the brand's highlight.
      highlight: await page
        .locator('a[href="/signup"]')
        .first()
        .evaluate((link) => getComputedStyle(link).backgroundColor),
    };
  };

  const firstBrand = await shown(first.id, 'en');
  const secondBrand = await shown(second.id, 'en');
  expect(firstBrand.heading).toContain(first.webpageName);
  expect(secondBrand.heading).toContain(second.webpageName);
  expect(secondBrand.logo).toContain(second.id);
  expect(secondBrand.highlight).not.toBe(firstBrand.highlight);

  const japanese = await shown(first.id, 'ja');
  expect(japanese.heading).toContain(first.webpageName);
  expect(japanese.heading).not.toBe(firstBrand.heading);
  expect(await page.locator('html').getAttribute('lang')).toBe('ja');
});
