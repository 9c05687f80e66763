import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavList, type NavListItem } from '#nav-list/nav-list.tsx';

const FOLDERS: NavListItem[] = [
  { id: '-4', label: 'Inbox' },
  { id: '-1', label: 'Deleted Items' },
  { id: '12', label: 'Receipts', deletable: true },
];

describe('NavList', () => {
  it('is a named navigation that marks the selected folder', () => {
    render(<NavList label="Folders" items={FOLDERS} selectedId="-1" />);
    const nav = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(nav).getByRole('button', { name: 'Deleted Items' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('button', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });

  it('selects a folder by click or keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<NavList label="Folders" items={FOLDERS} selectedId="-4" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Receipts' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Inbox' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['12', '-4']);
  });

  it('shows delete icons on deletable folders only while deleting is on', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const { rerender } = render(<NavList label="Folders" items={FOLDERS} />);
    expect(screen.queryByRole('button', { name: /Delete folder/ })).not.toBeInTheDocument();

    rerender(
      <NavList
        label="Folders"
        items={FOLDERS}
        deleteAction={{ onDelete, label: (item) => `Delete folder ${item.label}` }}
      />,
    );
    const deleteButtons = screen.getAllByRole('button', { name: /Delete folder/ });
    expect(deleteButtons).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete folder Receipts' }));
    expect(onDelete).toHaveBeenCalledWith('12');
  });

  it('renders routes as links with the current page marked', () => {
    render(
      <NavList
        label="Settings"
        selectedId="verification"
        items={[
          { id: 'account', label: 'Account', href: '/Members/Account' },
          { id: 'verification', label: 'Verification', href: '/Members/Account/Verification' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Verification' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/Members/Account',
    );
  });

  it("reads the counts once, in the words of the entry's name, and takes drops only where accepted", () => {
    const onDrop = vi.fn();
    const counted = FOLDERS.map((item) => ({
      ...item,
      badges: {
        content: (
          <>
            <span>6</span>
            <span>23</span>
          </>
        ),
        name: `${item.label}, 23 items, 6 unread`,
      },
    }));
    render(
      <NavList
        label="Folders"
        items={counted}
        dropAction={{ accepts: (id) => id !== '-1', onDrop }}
      />,
    );
    const receipts = screen.getByRole('button', { name: 'Receipts, 23 items, 6 unread' });
    // Drawn for the eye, and skipped by a screen reader moving through the page: no "6 23" after
    // the name that already said them.
    const badge = within(receipts).getByText('23');
    expect(badge).toBeVisible();
    expect(badge.closest('[aria-hidden="true"]')).not.toBeNull();
    const dataTransfer = { dropEffect: 'none', getData: () => '7' };
    fireEvent.dragOver(receipts, { dataTransfer });
    expect(receipts).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(receipts, { dataTransfer });
    expect(receipts).not.toHaveAttribute('data-drop-target');
    expect(onDrop).toHaveBeenCalledWith('12', dataTransfer);
    fireEvent.drop(screen.getByRole('button', { name: 'Deleted Items, 23 items, 6 unread' }), {
      dataTransfer,
    });
    expect(onDrop).toHaveBeenCalledTimes(1);
  });

  it('shows the whole of a long name on hover', () => {
    const name = 'Correspondence with the accountant about the 2025 and 2026 returns';
    render(<NavList label="Folders" items={[{ id: '14', label: name, deletable: true }]} />);
    expect(screen.getByRole('button', { name })).toContainElement(screen.getByTitle(name));
  });
});
