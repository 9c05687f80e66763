import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fieldFor, screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';
import { signedInAsMember } from '#testing/team-fixtures.ts';

export default { title: 'Screens/Settings/Users' } satisfies Meta;

const PATH = '/Members/Account/Users';

/** The holder, a member and a viewer, each but the holder with a role to change and Remove; one invitation waiting. */
export const Users = screenStory(PATH, { signedInAs: member });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Invite someone: an email typed, the three roles with what each may do, Member chosen. */
export const Invite: StoryObj = {
  ...Users,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    // By place, not by name: the story is screenshotted in Japanese too.
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>(
        'section[aria-labelledby="settings-users"] > div > button',
      )!,
    );
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.type(await fieldFor(dialog, 'off'), 'kim@test.example');
    await expect(dialog.querySelector('input[type="radio"][value="member"]')).toBeChecked();
  },
};

/** Remove asks first, saying the person is signed out at once and what they did stays logged. */
export const RemoveConfirm: StoryObj = {
  ...Users,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Sam Lee' }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};

/** Settings as Sam, a member: only the sections a member may use, Addresses first. */
export const AsMember = screenStory('/Members/Account', { signedInAs: signedInAsMember });
