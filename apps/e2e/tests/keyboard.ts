import { type Locator, type Page } from '@playwright/test';
import { expect } from './test.ts';

/** Presses Tab until the control has the focus; fails if forty presses never reach it. */
export async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

/** Nothing is wider than the phone: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
