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
import { useLocale } from '#shared/use-locale.ts';

/**
 * §2 user menu: name (20 characters, then '..') with the balance, and Inbox, Account, Unpause while
 * the account is paused, the language (each named in itself, so a member lost in another language
 * finds theirs), Logout.
 */
export function UserMenu({ onShowAddress }: { onShowAddress: () => void }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const account = useAccount();
  const logOut = useLogOut();
  const saveLanguage = useSaveLanguage();
  const { paused, labelKey, unpause } = useUnpause();
  const balance = formatMoney(intl, dollarsToCents(account.balance));
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
              {displayName(account.firstName, account.lastName)} (
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
        },
        // The member's mailing addresses, in a dialog over whatever page they are on.
        {
          id: 'your-address',
          label: intl.formatMessage({ id: 'yourAddress.heading' }),
          icon: 'mail',
          onSelect: onShowAddress,
        },
        ...(paused
          ? [
              {
                id: 'unpause',
                label: intl.formatMessage({ id: labelKey }),
                icon: 'play' as const,
                onSelect: unpause,
              },
            ]
          : []),
        ...LOCALES.map((language, index) => ({
          id: `language-${language}`,
          label: intl.formatMessage({ id: `language.${language}` }),
          checked: language === locale,
          startsGroup: index === 0,
          onSelect: () => {
            setLocale(language);
            saveLanguage.mutate({ account, language });
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
