import { displayName } from '@portal/domain/display-name';
import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { LOCALES } from '@portal/i18n/locale';
import { Icon } from '@portal/ui/icon';
import { Menu } from '@portal/ui/menu';
import { useIntl } from 'react-intl';
import { useAccount, useLogOut, useSaveLanguage } from '#shared/api/account.ts';
import * as styles from '#shared/members-shell/members-layout.css.ts';
import { useUnpause } from '#shared/members-shell/use-unpause.ts';
import { useOtherAccounts, useSwitchAccount } from '#shared/members-shell/api/account-switch.ts';
import { useCan } from '#shared/use-can.ts';
import { useLocale } from '#shared/use-locale.ts';

/**
 * §2 user menu: name (20 characters, then '..') with the balance, and Inbox, Account, Unpause while
 * the account is paused, the language (each named in itself, so a member lost in another language
 * finds theirs), Logout. In a shared mailroom (issue 39) the name is the person signed in, and
 * Account says, to a user who joined it, whose mailbox it is and their role there; a login that
 * opens several mailboxes (decision 105) has a group of "Switch to <holder>'s mailbox", one per
 * other mailbox.
 */
export function UserMenu({ onShowAddress }: { onShowAddress: () => void }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const account = useAccount();
  const logOut = useLogOut();
  const saveLanguage = useSaveLanguage();
  const { paused, labelKey, unpause } = useUnpause();
  const can = useCan();
  const balance = formatMoney(intl, dollarsToCents(account.balance));
  const holderName = displayName(account.firstName, account.lastName);
  const { you } = account;
  const otherAccounts = useOtherAccounts();
  const switchAccount = useSwitchAccount();
  return (
    <Menu
      align="end"
      // On a phone the name is only read out, and a person icon stands beside the balance.
      trigger={
        <>
          <Icon name="user" className={styles.phoneOnly} />
          {/* One inline run, so the accessible name reads "Name ($87.40)" without extra spaces. */}
          <span>
            <span className={styles.wideOnly}>
              {you.isHolder ? holderName : displayName(you.name, '')} (
            </span>
            {balance}
            <span className={styles.wideOnly}>)</span>
          </span>
        </>
      }
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
          // A user who joined someone's mailbox is told whose it is and their role there.
          description:
            __BRAND__.includeTeamUsers && !you.isHolder
              ? intl.formatMessage(
                  { id: 'inbox.menu.mailboxOf' },
                  {
                    // In full: the line wraps, where the button's name has 20 characters' room.
                    name: `${account.firstName} ${account.lastName}`.trim(),
                    role: intl.formatMessage({ id: `team.role.${you.role}` }),
                  },
                )
              : undefined,
        },
        // The member's mailing addresses, in a dialog over whatever page they are on.
        {
          id: 'your-address',
          label: intl.formatMessage({ id: 'yourAddress.heading' }),
          icon: 'mail',
          onSelect: onShowAddress,
        },
        ...(paused && can('unpauseAccount')
          ? [
              {
                id: 'unpause',
                label: intl.formatMessage({ id: labelKey }),
                icon: 'play' as const,
                onSelect: unpause,
              },
            ]
          : []),
        ...otherAccounts.map((other, index) => ({
          id: `switch-${other.accountId}`,
          label: intl.formatMessage({ id: 'inbox.menu.switchTo' }, { name: other.name }),
          icon: 'user' as const,
          startsGroup: index === 0,
          onSelect: () => switchAccount(other.accountId),
        })),
        ...LOCALES.map((language, index) => ({
          id: `language-${language}`,
          label: intl.formatMessage({ id: `language.${language}` }),
          checked: language === locale,
          startsGroup: index === 0,
          onSelect: () => {
            setLocale(language);
            // The language is the account's (its emails' too): only an admin changes it for all.
            if (can('updateAccount')) saveLanguage.mutate({ account, language });
          },
        })),
        {
          id: 'logout',
          label: intl.formatMessage({ id: 'inbox.menu.logout' }),
          icon: 'logout',
          startsGroup: true,
          onSelect: logOut,
        },
      ]}
    />
  );
}
