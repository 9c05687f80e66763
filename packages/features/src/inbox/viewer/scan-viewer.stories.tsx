import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';

export default { title: 'Screens/Inbox/Scan viewer' } satisfies Meta;

const PAINTED_PAGE = 'canvas[aria-busy="false"]';

/** Opens the sixth item (scanned, no action pending) and waits until its first page is drawn. */
async function openScan(canvasElement: HTMLElement) {
  await screenSettled(canvasElement);
  await userEvent.click((await within(canvasElement).findAllByRole('row'))[5]!);
  await waitFor(() => expect(canvasElement.querySelector(`aside ${PAINTED_PAGE}`)).toBeTruthy(), {
    timeout: 10_000,
  });
  await waitFor(() => expect(canvasElement.querySelector('aside [role="progressbar"]')).toBeNull());
}

/**
 * The scan in the preview pane, fitted to its width. On a phone (the viewport's Phone, and the
 * visual suite's 390 px shot) the page runs edge to edge and the tools are finger-sized.
 */
export const InPane: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openScan(canvasElement);
  },
};

/** Full window (its button, or f): the scan over the whole window, fitted to its width. */
export const FullWindow: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  play: async ({ canvasElement }) => {
    await openScan(canvasElement);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[aria-keyshortcuts="f"]')!);
    await waitFor(
      () => expect(canvasElement.querySelector(`dialog[open] ${PAINTED_PAGE}`)).toBeTruthy(),
      { timeout: 10_000 },
    );
  },
};
