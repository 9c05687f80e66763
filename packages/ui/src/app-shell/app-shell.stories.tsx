import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert } from '#alert/alert.tsx';
import { AppShell } from '#app-shell/app-shell.tsx';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { IconButton } from '#icon-button/icon-button.tsx';
import { Menu } from '#menu/menu.tsx';
import { NavList } from '#nav-list/nav-list.tsx';
import { Text } from '#text/text.tsx';

function Inbox({ withBanner = false }) {
  const [folder, setFolder] = useState('-4');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <AppShell
      menuLabel="Menu"
      skipLinkLabel="Skip to content"
      menuOpen={menuOpen}
      onMenuOpenChange={setMenuOpen}
      logo={
        <a href="/Members/" style={{ color: 'inherit' }}>
          <Text size="lg" weight="strong">
            Harbour Mail
          </Text>
        </a>
      }
      banner={
        withBanner ? (
          <Alert
            tone="info"
            layout="banner"
            dismissAction={{ onDismiss: () => {}, label: 'Dismiss' }}
          >
            <a href="/Members/Account/Verification">Verify your identity to view your mail</a>
          </Alert>
        ) : undefined
      }
      actions={
        <>
          <IconButton icon="help" label="Support" tooltipPlacement="bottom" />
          <Menu
            trigger="Jane Citizen ($42.50)"
            items={[
              { id: 'inbox', label: 'Inbox', href: '/Members/' },
              { id: 'account', label: 'Account', href: '/Members/Account' },
              { id: 'logout', label: 'Logout', onSelect: () => {} },
            ]}
          />
        </>
      }
      sidebar={
        <NavList
          label="Folders"
          selectedId={folder}
          onSelect={(id) => {
            setFolder(id);
            setMenuOpen(false);
          }}
          items={[
            { id: '-4', label: 'Inbox', icon: 'inbox' },
            { id: '-2', label: 'Forward Log', icon: 'forward' },
            { id: '-1', label: 'Deleted Items', icon: 'trash' },
            { id: '-5', label: 'All Stored Items', icon: 'folder' },
          ]}
        />
      }
    >
      <EmptyState title="We didn't find anything to show here" icon="inbox" />
    </AppShell>
  );
}

// Render-only stories: the shell needs a whole page of content, composed above.
const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Narrow the window below 768 px to get the menu button and the sidebar drawer. */
export const MembersInbox: Story = { render: () => <Inbox /> };
export const WithAlertBanner: Story = { render: () => <Inbox withBanner /> };
