import { FIXED_FOLDERS, FOLDER } from '@portal/domain/folders';
import { AppShell } from '@portal/ui/app-shell';
import { Icon } from '@portal/ui/icon';
import { NavList } from '@portal/ui/nav-list';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import { accountQueryOptions } from '#shared/account-query.ts';
import { useBrand } from '#shared/use-brand.ts';
import { AlertBanner } from '#inbox/components/alert-banner.tsx';
import { MailList } from '#inbox/components/mail-list.tsx';
import * as styles from '#inbox/components/members-page.css.ts';
import { UserMenu } from '#inbox/components/user-menu.tsx';

/** §2 /Members/: the top bar over the chosen folder's items. */
export function MembersPage() {
  const intl = useIntl();
  const brand = useBrand();
  const { client } = usePortalApi();
  // The route guard has loaded the account before this page renders.
  const account = useQuery(accountQueryOptions(client)).data;
  const [folder, setFolder] = useState<number>(FOLDER.inbox);
  const [menuOpen, setMenuOpen] = useState(false);
  const folders = FIXED_FOLDERS.map(({ folderId, nameKey }) => ({
    id: String(folderId),
    label: intl.formatMessage({ id: nameKey }),
  }));
  const folderName = folders.find((item) => item.id === String(folder))?.label;

  return (
    <AppShell
      menuLabel={intl.formatMessage({ id: 'inbox.menu' })}
      skipLinkLabel={intl.formatMessage({ id: 'inbox.skipToContent' })}
      menuOpen={menuOpen}
      onMenuOpenChange={setMenuOpen}
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
      banner={<AlertBanner />}
      actions={
        <>
          <a
            className={styles.support}
            href={`mailto:${brand.email}`}
            aria-label={intl.formatMessage({ id: 'inbox.support' })}
            title={intl.formatMessage({ id: 'inbox.support' })}
          >
            <Icon name="help" />
          </a>
          {account && <UserMenu account={account} />}
        </>
      }
      sidebar={
        <NavList
          label={intl.formatMessage({ id: 'inbox.folders' })}
          items={folders}
          selectedId={String(folder)}
          onSelect={(id) => {
            setFolder(Number(id));
            setMenuOpen(false);
          }}
        />
      }
    >
      <div className={styles.content}>
        <h1>{folderName}</h1>
        <MailList folder={folder} />
      </div>
    </AppShell>
  );
}
