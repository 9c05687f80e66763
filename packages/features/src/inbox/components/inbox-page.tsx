import { FOLDER } from '@portal/domain/folders';
import type { MailView } from '@portal/domain/mail-list';
import { EmptyState } from '@portal/ui/empty-state';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MembersSidebar } from '#shared/members-shell/members-sidebar.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { InboxAddressPanel } from '#shared/your-address/inbox-address-panel.tsx';
import { useFolderCounts, useFolders } from '#inbox/api/folders.ts';
import { useMailView } from '#inbox/api/mail.ts';
import { ClosingBanner } from '#inbox/components/closing-banner.tsx';
import { FolderSidebar } from '#inbox/components/folder-sidebar.tsx';
import { ForwardLogView } from '#inbox/components/forward-log-view.tsx';
import { InboxWorkspace } from '#inbox/components/inbox-workspace.tsx';
import { PausedBanner } from '#inbox/components/paused-banner.tsx';
import { SearchBox } from '#inbox/components/search-box.tsx';
import * as styles from '#inbox/components/inbox.css.ts';
import { useInboxActions, type InboxActions } from '#inbox/hooks/use-inbox-actions.ts';
import { folderName } from '#inbox/folder-name.ts';
import type { InboxSearch } from '#inbox/inbox-search.ts';

/** What the address asks for: a search, or a folder (the inbox when it names none). */
function useInboxSearch(): InboxSearch & { view: MailView } {
  const search = useSearch({ from: '/data/Members/' });
  return {
    ...search,
    view: search.q ? { search: search.q } : { folderId: search.folder ?? FOLDER.inbox },
  };
}

interface InboxFrameProps {
  children: ReactNode;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Mail dropped on a folder; absent while the list is not there to drag from. */
  actions?: InboxActions;
}

/**
 * The sidebar, the heading and the search box around whatever the view shows, with the closing
 * and the paused account's banners in every folder, and the member's address on the Inbox.
 */
function InboxFrame({ children, searchRef, actions }: InboxFrameProps) {
  const intl = useIntl();
  const navigate = useNavigate({ from: '/Members/' });
  const { view, sort } = useInboxSearch();
  const folders = useFolders().data ?? [];
  const counts = useFolderCounts();
  const folderId = 'folderId' in view ? view.folderId : null;
  const title =
    folderId === null
      ? intl.formatMessage({ id: 'inbox.search.title' })
      : folderName(intl, folders, folderId);
  usePageTitle(title || null);

  const showFolder = (chosen: number) =>
    void navigate({ search: { folder: chosen === FOLDER.inbox ? undefined : chosen, sort } });
  const onSearch = useCallback(
    (text: string) =>
      void navigate({
        search: (previous) => ({ ...previous, q: text || undefined }),
        replace: true,
      }),
    [navigate],
  );

  return (
    <>
      <MembersSidebar>
        <FolderSidebar
          folderId={folderId}
          onSelect={showFolder}
          onDropMail={(mailIds, target) => actions?.moveByIds(mailIds, target)}
        />
      </MembersSidebar>
      <div className={styles.page}>
        <div className={styles.pageHeader}>
          <Heading level={1} size={2}>
            {title}
          </Heading>
          <SearchBox
            value={'search' in view ? view.search : ''}
            onSearch={onSearch}
            inputRef={searchRef}
          />
        </div>
        <ClosingBanner />
        <PausedBanner />
        {folderId === FOLDER.inbox && (
          // Until the counts arrive the card stays folded, so the list never jumps down.
          <InboxAddressPanel
            hasMail={counts.size === 0 || [...counts.values()].some((count) => count.items > 0)}
          />
        )}
        {children}
      </div>
    </>
  );
}

/**
 * §2 /Members/: the folders, and the chosen folder's or search's mail with its toolbar; the
 * Forward Log folder shows the forwards instead.
 */
export function InboxPage() {
  const { view } = useInboxSearch();
  const searchRef = useRef<HTMLInputElement>(null);
  return 'folderId' in view && view.folderId === FOLDER.forwardLog ? (
    <InboxFrame searchRef={searchRef}>
      <ForwardLogView />
    </InboxFrame>
  ) : (
    <MailFolderPage />
  );
}

/** A folder's or a search's mail, with the toolbar, the list and the preview. */
function MailFolderPage() {
  const { view, sort = 'date', open } = useInboxSearch();
  const navigate = useNavigate({ from: '/Members/' });
  const searchRef = useRef<HTMLInputElement>(null);
  // The item opens once; the address forgets it, so a later search or reload starts closed.
  useEffect(() => {
    if (open !== undefined) {
      void navigate({ search: (previous) => ({ ...previous, open: undefined }), replace: true });
    }
  }, [open, navigate]);
  const items = useMailView(view);
  const actions = useInboxActions(view, items);
  return (
    <InboxFrame searchRef={searchRef} actions={actions}>
      <InboxWorkspace
        // A new view starts with nothing selected (§2: changing folder clears the selection).
        key={JSON.stringify(view)}
        view={view}
        items={items}
        sort={sort}
        onSort={(next) =>
          void navigate({
            search: (previous) => ({ ...previous, sort: next === 'date' ? undefined : next }),
          })
        }
        actions={actions}
        searchRef={searchRef}
        startOpen={open}
      />
    </InboxFrame>
  );
}

/** While a view's items load for the first time. */
export function InboxPending() {
  const intl = useIntl();
  return (
    <InboxFrame searchRef={useRef(null)}>
      <div className={styles.centred}>
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      </div>
    </InboxFrame>
  );
}

/** A view's items could not be fetched: the folders stay usable. */
export function InboxUnavailable() {
  return (
    <InboxFrame searchRef={useRef(null)}>
      <EmptyState icon="warning" title={<FormattedMessage id="inbox.unavailable" />} />
    </InboxFrame>
  );
}
