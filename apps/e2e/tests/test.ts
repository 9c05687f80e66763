import { expect, test as base, type BrowserContext } from '@playwright/test';
import { VALIDATOR_TEXT } from '../validator-text.ts';

/**
 * Playwright's `test` with one check added to every test of the suite: no screen it opened showed a
 * JSON-schema validator's sentence (issue 36). Every page of the test's contexts, its own `context`
 * and those it opens with `browser.newContext()`, reports text as it appears, across navigations.
 */
export const test = base.extend<{ noValidatorText: void }>({
  noValidatorText: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      await watchValidatorText(context, seen);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watchValidatorText(opened, seen);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, 'a screen showed a validator message').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Adds to `seen` each validator sentence any page of `context` shows, with the page's address. */
export async function watchValidatorText(context: BrowserContext, seen: string[]) {
  await context.exposeBinding('__reportValidatorText', ({ page }, text: string) => {
    seen.push(`${page.url()} shows "${text}"`);
  });
  await context.addInitScript(reportValidatorText, VALIDATOR_TEXT.source);
}

/**
 * Runs in each page: reports every text that appears and matches the validator pattern, whether
 * the page rendered it first or later (an error after a submit), once per sentence.
 */
function reportValidatorText(pattern: string) {
  const validatorText = new RegExp(pattern);
  const reported = new Set<string>();
  const report = (window as unknown as { __reportValidatorText: (text: string) => void })
    .__reportValidatorText;
  const check = (node: Node) => {
    const text = node.textContent ?? '';
    const found = validatorText.exec(text);
    if (!found) return;
    // The sentence around the match: an element's text runs its children together.
    const sentence = text.slice(Math.max(0, found.index - 40), found.index + 60).trim();
    if (reported.has(sentence)) return;
    reported.add(sentence);
    report(sentence);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') check(record.target);
      else record.addedNodes.forEach(check);
    }
  });
  const start = () => {
    check(document.body);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
