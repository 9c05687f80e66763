import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '#icon/icon.tsx';
import { Menu } from '#menu/menu.tsx';

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    trigger: (
      <>
        <Icon name="user" />
        Jane Citizen ($42.50)
      </>
    ),
    align: 'start',
    items: [
      { id: 'inbox', label: 'Inbox', icon: 'inbox', href: '/Members/' },
      { id: 'account', label: 'Account', icon: 'user', href: '/Members/Account' },
      { id: 'logout', label: 'Logout', icon: 'logout', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar's user menu (§2). */
export const UserMenu: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Jane Citizen/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Inbox' })).toHaveFocus();
  },
};

/** With the language choice the members' top bar offers: the current language is ticked. */
export const WithLanguages: Story = {
  args: {
    items: [
      { id: 'inbox', label: 'Inbox', icon: 'inbox', href: '/Members/' },
      { id: 'account', label: 'Account', icon: 'user', href: '/Members/Account' },
      { id: 'en', label: 'English', checked: true, startsGroup: true, onSelect: fn() },
      { id: 'jp', label: '日本語', checked: false, onSelect: fn() },
      { id: 'logout', label: 'Logout', icon: 'logout', startsGroup: true, onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Jane Citizen/ }));
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
  },
};

/**
 * A toolbar's More, looking like the buttons beside it: the actions that did not fit, a disabled one
 * saying why under its name.
 */
export const ToolbarMore: Story = {
  args: {
    trigger: (
      <>
        <Icon name="more" />
        More
      </>
    ),
    triggerLook: 'button',
    align: 'end',
    items: [
      { id: 'shred', label: 'Shred', icon: 'shred', onSelect: fn() },
      {
        id: 'rename',
        label: 'Rename',
        icon: 'edit',
        disabled: true,
        description: 'Select one item only.',
        onSelect: fn(),
      },
      { id: 'download', label: 'Download', icon: 'download', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveAccessibleDescription(
      'Select one item only.',
    );
  },
};
