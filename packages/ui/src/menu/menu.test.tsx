import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '#menu/menu.tsx';

function renderMenu() {
  const onLogout = vi.fn();
  render(
    <>
      <Menu
        trigger="Jane Citizen ($42.50)"
        items={[
          { id: 'inbox', label: 'Inbox', href: '#inbox' },
          { id: 'account', label: 'Account', href: '#account' },
          { id: 'logout', label: 'Logout', onSelect: onLogout },
        ]}
      />
      <button type="button">Support</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Jane Citizen ($42.50)' });
  return { onLogout, trigger };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('opens from its button on the first item and says it is expanded', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Jane Citizen ($42.50)' })).toBeVisible();
    expect(item('Inbox')).toHaveFocus();
  });

  it('moves with arrow keys, Home, End and typed letters, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Inbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Inbox')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('a');
    expect(item('Account')).toHaveFocus();
  });

  it('closes on Escape and puts focus back on its button', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(item('Inbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs an action item from Enter or Space, then closes', async () => {
    const user = userEvent.setup();
    const { trigger, onLogout } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('offers links as link items', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(trigger);
    expect(item('Account')).toHaveAttribute('href', '#account');
    await user.click(item('Account'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click elsewhere or when Tab leaves it', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(trigger);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('reads a set of choices as radio items, the chosen one checked, after a separator', async () => {
    const user = userEvent.setup();
    const onEnglish = vi.fn();
    render(
      <Menu
        trigger="Jane Citizen ($42.50)"
        items={[
          { id: 'inbox', label: 'Inbox', href: '#inbox' },
          { id: 'en', label: 'English', checked: true, startsGroup: true, onSelect: onEnglish },
          { id: 'jp', label: '日本語', checked: false },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Jane Citizen ($42.50)' }));
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // The separator is skipped by the arrow keys.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEnglish).toHaveBeenCalledTimes(1);
  });

  it('keeps a disabled item in reach, saying why, and does nothing when it is chosen', async () => {
    const user = userEvent.setup();
    const onShred = vi.fn();
    const onDownload = vi.fn();
    render(
      <Menu
        trigger="More"
        items={[
          {
            id: 'shred',
            label: 'Shred',
            onSelect: onShred,
            disabled: true,
            description: 'Select mail first.',
          },
          { id: 'download', label: 'Download', onSelect: onDownload },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    const shred = item('Shred');
    expect(shred).toHaveFocus();
    expect(shred).toHaveAttribute('aria-disabled', 'true');
    expect(shred).toHaveAccessibleDescription('Select mail first.');
    expect(screen.getByText('Select mail first.')).toBeVisible();

    await user.keyboard('{Enter}');
    expect(onShred).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onDownload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
