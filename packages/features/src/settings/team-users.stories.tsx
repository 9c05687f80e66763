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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite someone' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.type(await fieldFor(dialog, 'off'), 'jordan@test.example');
    await expect(within(dialog).getByRole('radio', { name: /Member/ })).toBeChecked();
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
