import { displayName } from '@portal/domain/display-name';
import { dollarsToCents, formatMoney } from '@portal/domain/money';
import { Menu } from '@portal/ui/menu';
import { useIntl } from 'react-intl';
import { useAccount, useLogOut } from '#shared/api/account.ts';

/** §2 user menu: name (20 characters, then '..') with the balance, and Inbox, Account, Logout. */
export function UserMenu() {
  const intl = useIntl();
  const account = useAccount();
  const logOut = useLogOut();
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
          onSelect: logOut,
        },
      ]}
    />
  );
}
