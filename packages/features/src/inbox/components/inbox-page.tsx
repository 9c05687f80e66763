import { FIXED_FOLDERS, FOLDER } from '@portal/domain/folders';
import { Box } from '@portal/ui/box';
import { EmptyState } from '@portal/ui/empty-state';
import { Heading } from '@portal/ui/heading';
import { NavList } from '@portal/ui/nav-list';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MembersSidebar } from '#shared/members-shell/members-sidebar.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { MailList } from '#inbox/components/mail-list.tsx';

/** The folder the address names; the inbox when it names none. */
function useFolder(): number {
  return useSearch({ from: '/data/Members/' }).folder ?? FOLDER.inbox;
}

/** The folders in the sidebar and the chosen one's name over what the page shows of it. */
function InboxFrame({ folder, children }: { folder: number; children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate({ from: '/Members/' });
  const folders = FIXED_FOLDERS.map(({ folderId, nameKey }) => ({
    id: String(folderId),
    label: intl.formatMessage({ id: nameKey }),
  }));
  const folderName = folders.find((item) => item.id === String(folder))?.label ?? null;
  usePageTitle(folderName);
  return (
    <>
      <MembersSidebar>
        <NavList
          label={intl.formatMessage({ id: 'inbox.folders' })}
          items={folders}
          selectedId={String(folder)}
          onSelect={(id) => {
            const chosen = Number(id);
            void navigate({ search: { folder: chosen === FOLDER.inbox ? undefined : chosen } });
          }}
        />
      </MembersSidebar>
      <Box padding={{ mobile: 'none', tablet: 'sm' }}>
        <Stack space="md">
          <Heading level={1} size={2}>
            {folderName}
          </Heading>
          {children}
        </Stack>
      </Box>
    </>
  );
}

/** §2 /Members/: the chosen folder's items. */
export function InboxPage() {
  const folder = useFolder();
  return (
    <InboxFrame folder={folder}>
      <MailList folder={folder} />
    </InboxFrame>
  );
}

/** While a folder's items load for the first time. */
export function InboxPending() {
  const intl = useIntl();
  return (
    <InboxFrame folder={useFolder()}>
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
    </InboxFrame>
  );
}

/** A folder's items could not be fetched: the folders stay usable. */
export function InboxUnavailable() {
  return (
    <InboxFrame folder={useFolder()}>
      <EmptyState icon="warning" title={<FormattedMessage id="inbox.unavailable" />} />
    </InboxFrame>
  );
}
