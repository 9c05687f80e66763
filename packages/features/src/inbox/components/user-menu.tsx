import { displayName } from '@portal/domain/display-name';
import { dollarsToCents, formatMoney } from '@portal/domain/money';
import { Menu } from '@portal/ui/menu';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { logOut } from '#shared/account-query.ts';
import type { Account } from '#shared/session.ts';

/** §2 user menu: name (20 characters, then '..') with the balance, and Inbox, Account, Logout. */
export function UserMenu({ account }: { account: Account }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const balance = formatMoney(dollarsToCents(account.balance), intl.locale);
  return (
    <Menu
      align="end"
      trigger={`${displayName(account.firstName, account.lastName)} (${balance})`}
      items={[
        {
          id: 'inbox',
          label: intl.formatMessage({ id: 'mail.folder.inbox' }),
          icon: 'inbox',
          href: '/Members/',
        },
        {
          id: 'account',
          label: intl.formatMessage({ id: 'inbox.menu.account' }),
          icon: 'user',
          href: '/Members/Account',
        },
        {
          id: 'logout',
          label: intl.formatMessage({ id: 'inbox.menu.logout' }),
          icon: 'logout',
          onSelect: () => logOut(queryClient),
        },
      ]}
    />
  );
}
