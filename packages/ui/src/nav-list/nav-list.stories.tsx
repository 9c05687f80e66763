import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { NavList, type NavListItem } from '#nav-list/nav-list.tsx';

const FOLDERS: NavListItem[] = [
  { id: '-4', label: 'Inbox', icon: 'inbox' },
  { id: '-2', label: 'Forward Log', icon: 'forward' },
  { id: '-1', label: 'Deleted Items', icon: 'trash' },
  { id: '-5', label: 'All Stored Items', icon: 'folder' },
  { id: '12', label: 'Receipts', icon: 'folder', deletable: true },
  { id: '13', label: 'Tax 2025 — accountant', icon: 'folder', deletable: true },
];

const meta = {
  title: 'Navigation/NavList',
  component: NavList,
  args: { label: 'Folders', items: FOLDERS, selectedId: '-4', onSelect: fn() },
  decorators: [
    // The members' sidebar inside its padding.
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folders: Story = {};

/** Add/Delete Folder mode: user folders get a delete icon (§2). */
export const DeletingFolders: Story = {
  args: { deleteAction: { onDelete: fn(), label: (item) => `Delete folder ${item.label}` } },
};

const counted = (item: NavListItem, unread: number, items: number): NavListItem => ({
  ...item,
  badges: {
    content: (
      <>
        <strong>{unread}</strong>
        <span>{items.toLocaleString('en')}</span>
      </>
    ),
    name: `${item.label}, ${items} items, ${unread} unread`,
  },
});

/**
 * Long names beside wide counts and delete icons: two lines, then an ellipsis (the whole name on
 * hover); the counts keep their room and the list never scrolls sideways.
 */
export const LongNamesWithCounts: Story = {
  args: {
    ...DeletingFolders.args,
    items: [
      counted({ id: '-4', label: '受信トレイ', icon: 'inbox' }, 128, 1024),
      counted({ id: '-5', label: '保管中のすべてのアイテム', icon: 'folder' }, 128, 1024),
      counted(
        {
          id: '13',
          label: '2025年度と2026年度の確定申告について税理士とやり取りした書類一式',
          icon: 'folder',
          deletable: true,
        },
        3,
        12,
      ),
      counted(
        {
          id: '14',
          label: 'Accountant_correspondence_FY2025_FY2026_final_copy',
          icon: 'folder',
          deletable: true,
        },
        0,
        7,
      ),
    ],
  },
};

export const SettingsSections: Story = {
  args: {
    label: 'Settings',
    selectedId: 'verification',
    items: [
      { id: 'account', label: 'Account', href: '#account' },
      { id: 'addresses', label: 'Addresses', href: '#addresses' },
      { id: 'verification', label: 'Verification', href: '#verification' },
      { id: 'payment', label: 'Payment Method', href: '#payment' },
    ],
  },
};

function Selectable() {
  const [selected, setSelected] = useState('-4');
  return <NavList label="Folders" items={FOLDERS} selectedId={selected} onSelect={setSelected} />;
}

export const Interactive: Story = { render: () => <Selectable /> };
