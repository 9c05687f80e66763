import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';

/**
 * The faces Chromium actually drew a page's heading with, as its DevTools report them: the shipped
 * Latin face arrives with the page; Japanese and Chinese come from the platform face the theme names
 * for that language (decision 065).
 */
async function facesOfHeading(
  page: Page,
): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'h1',
  });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

async function openLogin(page: Page, baseURL: string, locale: string) {
  await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  await page.goto('/Login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

test.describe('the type a member sees', () => {
  test('English is drawn in the shipped face, fetched once from the preload', async ({
    page,
    baseURL,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await openLogin(page, baseURL!, 'en');
    // A variable font reports the name of its default instance ("Source Sans 3 ExtraLight").
    expect(await facesOfHeading(page)).toEqual([
      { familyName: expect.stringMatching(/^Source Sans 3\b/), isCustomFont: true },
    ]);
    // The Latin range only: the page renders nothing in the other ranges or in the mono face.
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/);
  });

  for (const [locale, face] of [
    ['jp', 'Noto Sans CJK JP'],
    ['zh-CN', 'Noto Sans CJK SC'],
    ['zh-TW', 'Noto Sans CJK TC'],
  ] as const) {
    test(`${locale} takes its own glyph forms from ${face}`, async ({ page, baseURL }) => {
      await openLogin(page, baseURL!, locale);
      const faces = await facesOfHeading(page);
      expect(faces.map(({ familyName }) => familyName)).toContain(face);
      // No other CJK face stands in for some of the characters.
      expect(faces.filter(({ familyName }) => /CJK/.test(familyName))).toHaveLength(1);
    });
  }
});
