import { expect, test as base, type Page } from '@playwright/test';
import { validatorSentences } from '../validator-text.ts';

/**
 * A test whose `storyPage` is one page per worker, kept between tests: Storybook's bundle is then
 * fetched and compiled once per worker instead of once per story. Both it and the usual `page`
 * record how each story played, for `openStory`.
 */
export const test = base.extend<{ page: Page }, { storyPage: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript(recordStoryOutcome);
    await use(page);
  },
  storyPage: [
    async ({ browser }, use) => {
      // Its own context, as AxeBuilder needs.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(recordStoryOutcome);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

interface StoryOutcome {
  status: 'success' | 'error';
  error?: string;
}

/**
 * Keeps how each story's render ended, from Storybook's channel: the render's own phase reads
 * "finished" even when the play threw, so a broken play would otherwise be screenshotted as done.
 * Runs in the page before Storybook, trapping the channel as Storybook sets it.
 */
function recordStoryOutcome() {
  type Channel = { on(event: string, listener: (payload: never) => void): void };
  const page = window as unknown as {
    __storyOutcome?: StoryOutcome;
    __playError?: string;
    __harmlessErrors?: boolean;
  };
  // MSW asks the browser to re-check its already-registered worker on every story and does not
  // wait for the answer (mswjs/msw#2006); a failed check leaves the active worker mocking as before,
  // and the screenshot still shows whether the story's answers arrived.
  const harmless = (message = '') => message.startsWith('Failed to update a ServiceWorker');
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel) {
      channel = next;
      next.on('playFunctionThrewException', (error: { message?: string }) => {
        page.__playError = error.message;
      });
      next.on('storyThrewException', (error: { message?: string }) => {
        page.__playError = error.message;
      });
      next.on('unhandledErrorsWhilePlaying', (errors: { message?: string }[]) => {
        const real = errors.filter((error) => !harmless(error.message));
        if (real.length) page.__playError = real.map((error) => error.message).join('; ');
        else page.__harmlessErrors = true;
      });
      next.on('storyFinished', ({ status }: { status: StoryOutcome['status'] }) => {
        const onlyHarmless = status === 'error' && page.__harmlessErrors && !page.__playError;
        page.__storyOutcome = {
          status: onlyHarmless ? 'success' : status,
          error: page.__playError,
        };
      });
    },
  });
}

/**
 * Opens a story for a brand and language and waits until its play has finished, failing when the
 * play threw or the story shows a validator's sentence. The a11y addon's own automatic check is off
 * here: the suites run axe themselves, and two runs at once collide.
 */
export async function openStory(page: Page, id: string, brand: string, lang: string) {
  const globals = `brand:${brand};lang:${lang};a11y.manual:!true`;
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  const outcome = await page.waitForFunction(
    () => (window as unknown as { __storyOutcome?: StoryOutcome }).__storyOutcome ?? false,
    null,
    { timeout: 30_000 },
  );
  expect(await outcome.jsonValue(), `story ${id} did not play through`).toEqual({
    status: 'success',
  });
  // Laying the page out first starts the loads of the font ranges its text needs (each range is
  // fetched only once something renders in it); then wait for them.
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
  // No story shows a JSON-schema validator's sentence where a catalog message belongs (issue 36).
  const shown = await page.locator('body').innerText();
  expect(validatorSentences(shown), `story ${id} shows a validator message`).toEqual([]);
}
