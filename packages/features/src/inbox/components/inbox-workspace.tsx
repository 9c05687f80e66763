import type { MailView } from '@portal/domain/mail-list';
import { dollarsToCents } from '@portal/domain/money';
import { mailAccess } from '@portal/domain/verification-gate';
import {
  checkMailAction,
  MAIL_REFUSAL_KEYS,
  toolbarState,
  type ToolbarContext,
} from '@portal/domain/mail-actions';
import { Checkbox } from '@portal/ui/checkbox';
import { Select } from '@portal/ui/select';
import { useToast } from '@portal/ui/toast';
import { useMediaQuery } from '@portal/ui/use-media-query';
import { useCallback, useMemo, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { VerifyBanner } from '#inbox/components/verify-banner.tsx';
import { useAccount } from '#shared/api/account.ts';
import { usePlans } from '#shared/api/plans.ts';
import { isPendingFolder, useFolders } from '#inbox/api/folders.ts';
import type { MailItem } from '#inbox/api/mail.ts';
import { ActionDialogs, type ScanPrices } from '#inbox/components/action-dialogs.tsx';
import { ForwardChoiceDialog } from '#inbox/components/forward-choice-dialog.tsx';
import { MailList } from '#inbox/components/mail-list.tsx';
import { LabelMenu } from '#inbox/components/label-menu.tsx';
import { MailToolbar } from '#inbox/components/mail-toolbar.tsx';
import { ShortcutsDialog } from '#inbox/components/shortcuts-dialog.tsx';
import * as styles from '#inbox/components/inbox.css.ts';
import { MAIL_SORTS, type MailSort } from '#inbox/inbox-search.ts';
import { sortMail } from '#inbox/sort-mail.ts';
import type { InboxActions } from '#inbox/hooks/use-inbox-actions.ts';
import { useInboxShortcuts } from '#inbox/hooks/use-inbox-shortcuts.ts';
import { useMailExport } from '#inbox/hooks/use-mail-export.ts';
import { useMailSelection } from '#inbox/hooks/use-mail-selection.ts';
import { PreviewPane } from '#inbox/components/preview-pane.tsx';
import { useReportScan } from '#inbox/api/report-scan.ts';
import { WIDE_LAYOUT } from '#inbox/components/wide-layout.ts';

interface InboxWorkspaceProps {
  view: MailView;
  items: readonly MailItem[];
  sort: MailSort;
  onSort: (sort: MailSort) => void;
  actions: InboxActions;
  searchRef: RefObject<HTMLInputElement | null>;
  /** The item the view starts with open, if it lists it. */
  startOpen?: number;
}

/** The toolbar, the list and the opened item of one view, with the selection and shortcuts. */
export function InboxWorkspace({
  view,
  items: unsorted,
  sort,
  onSort,
  actions,
  searchRef,
  startOpen,
}: InboxWorkspaceProps) {
  const intl = useIntl();
  const toast = useToast();
  const account = useAccount();
  const plan = usePlans().data?.find((each) => each.planId === account.planId);
  const folders = useFolders().data ?? [];
  const items = useMemo(() => sortMail(unsorted, sort, intl.locale), [unsorted, sort, intl.locale]);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const reportScan = useReportScan();
  const viewExport = useMailExport(view, sort);
  // Below the wide layout an empty pane is hidden: not built, it costs the first load nothing.
  const showsPane = useMediaQuery(WIDE_LAYOUT);

  const access = mailAccess(account);
  const onRefused = useCallback(() => {
    if (access.allowed) return;
    toast(intl.formatMessage({ id: access.toastKey }), { tone: 'error' });
  }, [access, intl, toast]);
  const selection = useMailSelection(items, access.allowed, onRefused, startOpen);

  const context: ToolbarContext = {
    account,
    plan: { parcelForwardOnly: plan?.parcelForwardOnly ?? false },
    folderId: 'folderId' in view ? view.folderId : undefined,
  };
  const start = (action: Parameters<InboxActions['start']>[0]) =>
    actions.start(action, selection.items, context);
  const prices: ScanPrices | null = plan
    ? {
        envelopeScan: dollarsToCents(plan.envelopeScan),
        perLetter: dollarsToCents(plan.perLetter),
        perPage: dollarsToCents(plan.perPage),
      }
    : null;

  // The same items, the same rule: `#` acts on the selection, or on the keyboard's row if none.
  const targets = () => {
    const activeItem = selection.active === null ? undefined : items[selection.active];
    return selection.items.length > 0 ? selection.items : activeItem ? [activeItem] : [];
  };
  const startOn = (action: 'delete' | 'moveToFolder') => {
    const chosen = targets();
    if (toolbarState(chosen, context)[action]) return actions.start(action, chosen, context);
    const refusal = chosen
      .map((item) => checkMailAction(action, item, context))
      .find((check) => !check.ok);
    if (refusal && !refusal.ok) {
      toast(intl.formatMessage({ id: MAIL_REFUSAL_KEYS[refusal.code] }), { tone: 'error' });
    }
  };
  useInboxShortcuts({
    selection,
    enabled: !actions.dialog && !shortcutsOpen,
    onRecycle: () => startOn('delete'),
    onMove: () => startOn('moveToFolder'),
    onUndo: actions.undo,
    onSearch: () => searchRef.current?.focus(),
    onHelp: () => setShortcutsOpen(true),
  });

  const allSelected = items.length > 0 && selection.items.length === items.length;
  // Wide, the pane shows the selection; narrow, the list and an opened item take turns.
  const paneItems = showsPane ? selection.items : selection.opened ? [selection.opened] : [];
  const paneItem = paneItems.length === 1 ? paneItems[0] : undefined;
  const folderName =
    'folderId' in view
      ? folders.find((folder) => folder.folderId === view.folderId)?.name
      : undefined;
  return (
    // Below the wide layout the list and the preview take turns on the screen.
    <div className={styles.workspace} data-previewing={selection.opened ? '' : undefined}>
      {!access.allowed && <VerifyBanner />}
      <MailToolbar
        selection={selection.items}
        context={context}
        onAction={start}
        viewExport={viewExport}
      />
      <div className={styles.listHeader}>
        <div className={styles.selectAll}>
          <Checkbox
            label={intl.formatMessage({ id: 'inbox.list.selectAll' }, { items: items.length })}
            checked={allSelected}
            indeterminate={selection.items.length > 0 && !allSelected}
            onChange={() => selection.toggleAll()}
          />
        </div>
        <span className={styles.selectedCount} aria-live="polite">
          {selection.items.length > 0 &&
            intl.formatMessage({ id: 'inbox.list.selected' }, { items: selection.items.length })}
        </span>
        <div className={styles.listTools}>
          <LabelMenu view={view} selection={selection.items} />
          <Select
            label={intl.formatMessage({ id: 'inbox.sort.label' })}
            hideLabel
            value={sort}
            options={MAIL_SORTS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `inbox.sort.${value}` }),
            }))}
            onChange={(event) => onSort(event.target.value as MailSort)}
          />
        </div>
      </div>
      <div className={styles.listAndDetails}>
        <MailList
          items={items}
          selection={selection}
          search={'search' in view ? view.search : undefined}
          folderId={context.folderId}
          hidden={!showsPane && selection.opened !== undefined}
        />
        {paneItems.length + (showsPane ? 1 : 0) > 0 && (
          <PreviewPane
            items={paneItems}
            found={
              'search' in view && paneItem?.snippet
                ? { query: view.search, page: paneItem.snippet.page }
                : undefined
            }
            folderName={folderName}
            context={context}
            prices={prices}
            onAction={(action) => actions.start(action, paneItems.slice(), context)}
            onReport={() => paneItem && reportScan(paneItem)}
            onRename={async (name) =>
              !!paneItem && actions.submit({ action: 'rename', item: paneItem, name })
            }
            onBack={selection.clear}
          />
        )}
      </div>
      <ActionDialogs
        dialog={actions.dialog}
        busy={actions.busy}
        account={account}
        prices={prices}
        // Mail is filed only into folders the server has made.
        folders={folders.filter((folder) => !isPendingFolder(folder.folderId))}
        lastMoveFolderId={actions.lastMoveFolderId}
        onSubmit={(request) => void actions.submit(request)}
        onClose={actions.closeDialog}
      />
      {actions.forwardChoice && (
        <ForwardChoiceDialog
          {...actions.forwardChoice}
          onNewForward={actions.forwardInWizard}
          onClose={actions.closeForwardChoice}
        />
      )}
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </div>
  );
}
