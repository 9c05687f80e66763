import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenSettled } from '#shared/storybook/play.ts';
import { http, never, problem } from '#shared/storybook/api-handlers.ts';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';

export default { title: 'Screens/Inbox' } satisfies Meta;

/** The members' frame (top bar, alert banner, user menu, folders) around forty items. */
export const Inbox = screenStory('/Members/', { signedInAs: member });

export const Empty: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  parameters: {
    msw: { handlers: { mail: http.get('/api/Mail', ({ response }) => response(200).json([])) } },
  },
};

export const Loading: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member, loading: true }),
  parameters: { msw: { handlers: { mail: http.get('/api/Mail', never) } } },
};

export const Unavailable: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  parameters: {
    msw: {
      handlers: {
        mail: http.get('/api/Mail', ({ response }) =>
          response.untyped(problem(503, 'unavailable', 'The mail store is down')),
        ),
      },
    },
  },
};

/** Three items selected (a click, then two checkboxes): the toolbar offers what suits them. */
export const Selection: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const rows = await within(canvasElement).findAllByRole('row');
    await userEvent.click(rows[0]!);
    await userEvent.click(within(rows[1]!).getByRole('checkbox'));
    await userEvent.click(within(rows[2]!).getByRole('checkbox'));
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A search from the box over the list: the server's matches, the words marked. */
export const SearchResults = screenStory('/Members/?q=bank', { signedInAs: member });

/** A member not yet verified clicks an item: the §8 toast, and a banner saying where to verify. */
export const NotVerified: StoryObj = {
  ...screenStory('/Members/', { signedInAs: { ...member, idVerified: false, smsVerified: false } }),
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('row'))[0]!);
    await waitFor(() =>
      expect(
        canvasElement.querySelector('main a[href="/Members/Account/Verification"]'),
      ).toBeTruthy(),
    );
    // The toast leaves after 3 s (§9): the screenshot shows the banner that stays, never half a toast.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
  },
};

/** `?` lists the keyboard shortcuts. */
export const Shortcuts: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await userEvent.keyboard('?');
    await expect(await within(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

/** Scan asks first, with the plan's price and the balance it leaves (§4). */
export const ScanPrice: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    await userEvent.click(rows[0]!);
    // Scan is the toolbar's first button, in every language.
    const [scan] = within(canvas.getByRole('toolbar')).getAllByRole('button');
    await userEvent.click(scan!);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};
