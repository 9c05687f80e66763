import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './test.ts';
import { brandUrl, type BrandId } from '../brand-urls.ts';

/** What a visitor of each brand's landing page sees: its own name, colour, logo and language. */
const BRANDS: {
  id: BrandId;
  name: string;
  colour: string;
  title: string;
  logoAlt: string;
  signUp: string;
  lang: RegExp;
}[] = [
  {
    id: 'harbour-mail',
    name: 'Harbour Mail',
    colour: 'rgb(15, 118, 110)',
    title: 'Welcome to Harbour Mail',
    logoAlt: 'Harbour Mail logo',
    signUp: 'Sign up',
    lang: /^en\b/,
  },
  {
    id: 'outback-post',
    name: 'Outback Post',
    colour: 'rgb(180, 83, 9)',
    title: 'Welcome to Outback Post',
    logoAlt: 'Outback Post logo',
    signUp: 'Sign up',
    lang: /^en\b/,
  },
  // Sakura Box speaks Japanese to a browser in none of the portal's languages, until the visitor
  // picks another language.
  {
    id: 'sakura-box',
    name: 'Sakura Box',
    colour: 'rgb(190, 24, 93)',
    title: 'Sakura Boxへようこそ',
    logoAlt: 'Sakura Boxのロゴ',
    signUp: '新規登録',
    lang: /^ja\b/,
  },
];

for (const brand of BRANDS) {
  test.describe(`${brand.id} landing page`, () => {
    // A French browser: the brand's default language shows (first-visit.spec.ts has the others).
    test.use({ baseURL: brandUrl(brand.id), locale: 'fr-FR' });

    test('shows its own name, highlight colour and logo', async ({ page }) => {
      await page.goto('/');

      await expect(page).toHaveTitle(brand.name);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.title);
      await expect(page.getByRole('link', { name: brand.signUp })).toHaveCSS(
        'background-color',
        brand.colour,
      );

      const logo = page.getByRole('img', { name: brand.logoAlt });
      await expect(logo).toBeVisible();
      expect(
        await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      const svg = await page.request.get((await logo.getAttribute('src'))!);
      expect(await svg.text()).toContain(`<title id="title">${brand.name}</title>`);
    });

    test('answers /api on the same origin', async ({ request }) => {
      const health = await request.get('/api/health');
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: brand.signUp })).toBeVisible();

      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  });
}
