import { expect, type Page } from '@playwright/test';

/** Opens a story for a brand and language and waits until its play has finished. */
export async function openStory(page: Page, id: string, brand: string, lang: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=brand:${brand};lang:${lang}`);
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
