import { expect, test as base, type Page } from '@playwright/test';

/**
 * A test whose `storyPage` is one page per worker, kept between tests: Storybook's bundle is then
 * fetched and compiled once per worker instead of once per story.
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      // Its own context, as AxeBuilder needs.
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * Opens a story for a brand and language and waits until its play has finished. The a11y addon's
 * own automatic check is off here: the suites run axe themselves, and two runs at once collide.
 */
export async function openStory(page: Page, id: string, brand: string, lang: string) {
  const globals = `brand:${brand};lang:${lang};a11y.manual:!true`;
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  const phase = await page.waitForFunction(
    () => {
      const current = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return current === 'finished' || current === 'errored' ? current : false;
    },
    null,
    { timeout: 30_000 },
  );
  expect(await phase.jsonValue(), `story ${id} did not render`).toBe('finished');
  await page.evaluate(() => document.fonts.ready);
}
