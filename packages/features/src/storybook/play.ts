import { waitFor, within } from 'storybook/test';

const SPINNER = '[data-spinner]';

/**
 * Waits until the screen has settled: the app's frame is up and nothing shows a spinner (or, for a
 * story of a loading state, until the spinner shows). Screenshots and plays start from here.
 */
export async function screenSettled(canvasElement: HTMLElement, { loading = false } = {}) {
  const canvas = within(canvasElement);
  await canvas.findByRole('main', undefined, { timeout: 10_000 });
  // The app's own spinner, shown while a screen's code arrives, has no heading; the screen's has.
  if (loading) await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await waitFor(
    () => {
      if (Boolean(canvasElement.querySelector(SPINNER)) !== loading) throw new Error('not settled');
    },
    { timeout: 10_000 },
  );
}

/**
 * A screen's field by its autocomplete token, once it shows: found by attribute, not by label, so
 * a story's play runs the same in every language of the toolbar.
 */
export async function fieldFor(canvasElement: HTMLElement, token: string): Promise<HTMLElement> {
  return waitFor(() => {
    const input = canvasElement.querySelector<HTMLElement>(`[autocomplete="${token}"]`);
    if (!input) throw new Error(`The screen has no field with autocomplete="${token}"`);
    return input;
  });
}

/**
 * Ends a play with `element` centred in the window. After typing and clicking, where focus scrolls
 * and scroll anchoring leave a page depends on timing (one machine rested 20 px away), and the
 * visual suite screenshots the page where it rests.
 */
export function restOn(element: Element): void {
  element.scrollIntoView({ block: 'center' });
}

/**
 * Resolves once `element` has kept its place on the page for `frames` frames in a row: sections
 * that load after it and above it have arrived, so scrolling to it now stays put.
 */
export async function placeSettled(element: Element, frames = 20): Promise<void> {
  let last = Number.NaN;
  for (let still = 0; still < frames;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const top = element.getBoundingClientRect().top + window.scrollY;
    still = top === last ? still + 1 : 0;
    last = top;
  }
}
