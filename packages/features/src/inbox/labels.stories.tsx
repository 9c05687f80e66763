import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from '#storybook/api-handlers.ts';
import { screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { mailItems, member } from '#testing/fixtures.ts';

export default { title: 'Screens/Inbox/Labels' } satisfies Meta;

/** Every third item labelled Tax, every fifth Bank too: the chips after the names. */
const labelledMail = mailItems.map((item, index) => ({
  ...item,
  labelIds: [...(index % 3 === 0 ? [4] : []), ...(index % 5 === 0 ? [3] : [])],
}));

/** The list with its items' labels on their rows. */
export const LabelledMail: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  parameters: {
    msw: {
      handlers: { mail: http.get('/api/Mail', ({ response }) => response(200).json(labelledMail)) },
    },
  },
};

/** The Labels menu button over the list: the one menu button outside the toolbar (More is in it). */
const labelsButton = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('main [aria-haspopup="menu"]')].find(
    (button) => !button.closest('[role="toolbar"]'),
  )!;

/** Two items checked and the Labels menu open: a label to put on them, one to take off, Manage. */
export const LabelMenu: StoryObj = {
  ...LabelledMail,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const rows = await within(canvasElement).findAllByRole('row');
    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    await userEvent.click(within(rows[3]!).getByRole('checkbox'));
    await userEvent.click(labelsButton(canvasElement));
    await expect(within(canvasElement).getByRole('menu')).toBeVisible();
  },
};

/** Manage labels: each label's name and colour, and a new one. */
export const ManageLabels: StoryObj = {
  ...LabelledMail,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await userEvent.click(labelsButton(canvasElement));
    const items = within(canvasElement).getAllByRole('menuitem');
    await userEvent.click(items[items.length - 1]!);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // Focus goes to the first field there is when the dialog opens, which depends on whether the
    // labels have arrived: the picture is taken with both labels listed and focus on the first.
    const fields = await waitFor(() => {
      const found = within(dialog).getAllByRole('textbox');
      expect(found).toHaveLength(3);
      return found;
    });
    fields[0]!.focus();
  },
};
