import { AppShell } from '@portal/ui/app-shell';
import { Icon } from '@portal/ui/icon';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AlertBanner } from '#shared/members-shell/alert-banner.tsx';
import { LockedBanner } from '#shared/members-shell/locked-banner.tsx';
import { MemberTimeZone } from '#shared/members-shell/member-time-zone.tsx';
import * as styles from '#shared/members-shell/members-layout.css.ts';
import { SidebarSlotContext } from '#shared/members-shell/members-sidebar.tsx';
import { MenuReturnsToInboxContext } from '#shared/members-shell/menu-action.ts';
import { UserMenu } from '#shared/members-shell/user-menu.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { YourAddressDialog } from '#shared/your-address/your-address-dialog.tsx';

/**
 * The frame every /Members screen shares (§2): top bar, first unread alert, user menu, sidebar;
 * dates and times in it are in the member's time zone.
 */
export function MembersLayout() {
  return (
    <MemberTimeZone>
      <MembersFrame />
    </MemberTimeZone>
  );
}

function MembersFrame() {
  const intl = useIntl();
  const brand = useBrand();
  const [sidebarSlot, setSidebarSlot] = useState<HTMLElement | null>(null);
  // The phone drawer stays open only on the page it was opened on: a choice in it navigates and
  // so closes it.
  const href = useRouterState({ select: (state) => state.location.href });
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [menuReturnsToInbox, setMenuReturnsToInbox] = useState(false);
  const navigate = useNavigate();
  const [addressOpen, setAddressOpen] = useState(false);

  return (
    <AppShell
      menuLabel={intl.formatMessage({ id: 'inbox.menu' })}
      skipLinkLabel={intl.formatMessage({ id: 'inbox.skipToContent' })}
      menuOpen={menuOpenOn === href}
      onMenuOpenChange={(open) => setMenuOpenOn(open ? href : null)}
      menuAction={
        menuReturnsToInbox
          ? {
              label: intl.formatMessage({ id: 'inbox.backToInbox' }),
              onClick: () => void navigate({ to: '/Members' }),
            }
          : undefined
      }
      logo={
        <Link to="/Members">
          <img
            className={styles.logo}
            src={brand.logo}
            alt={intl.formatMessage({ id: 'brand.logoAlt' }, { webpageName: brand.webpageName })}
            width={120}
            height={40}
          />
        </Link>
      }
      banner={
        <>
          <LockedBanner />
          <AlertBanner />
        </>
      }
      actions={
        <>
          <Link
            to="/Members/Support"
            className={styles.support}
            aria-label={intl.formatMessage({ id: 'inbox.support' })}
            title={intl.formatMessage({ id: 'inbox.support' })}
          >
            <Icon name="help" />
          </Link>
          <UserMenu onShowAddress={() => setAddressOpen(true)} />
          <YourAddressDialog open={addressOpen} onClose={() => setAddressOpen(false)} />
        </>
      }
      sidebar={<div ref={setSidebarSlot} />}
    >
      <SidebarSlotContext.Provider value={sidebarSlot}>
        <MenuReturnsToInboxContext.Provider value={setMenuReturnsToInbox}>
          <Outlet />
        </MenuReturnsToInboxContext.Provider>
      </SidebarSlotContext.Provider>
    </AppShell>
  );
}
