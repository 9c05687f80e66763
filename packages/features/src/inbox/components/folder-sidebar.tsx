import { PortalApiError } from '@portal/api-client/errors';
import { FIXED_FOLDERS, FOLDER } from '@portal/domain/folders';
import { QUOTA } from '@portal/domain/quotas';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Inline } from '@portal/ui/inline';
import { NavList, type NavListItem } from '@portal/ui/nav-list';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useToast } from '@portal/ui/toast';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionRequiredTotal } from '#inbox/api/action-required.ts';
import {
  useCreateFolder,
  useDeleteFolder,
  useFolderCounts,
  useFolders,
  isPendingFolder,
  type FolderCount,
} from '#inbox/api/folders.ts';
import { DRAGGED_MAIL_TYPE } from '#inbox/components/mail-row.tsx';
import * as styles from '#inbox/components/folder-sidebar.css.ts';
import { useCan } from '#shared/use-can.ts';

/** The sidebar's entry for the Action Required view (issue 38), above the folders. */
const ACTION_REQUIRED = 'actionRequired';
export const ACTION_REQUIRED_PATH = '/Members/ActionRequired';

/** A plain left click, which the router handles; others (new tab, new window) the browser does. */
const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface FolderSidebarProps {
  /** The folder shown, or null while a search or Action Required is. */
  folderId: number | null;
  /** Action Required is shown. */
  actionRequired?: boolean;
  onSelect: (folderId: number) => void;
  /** Mail dropped on a folder: move it there. */
  onDropMail: (mailIds: number[], folderId: number) => void;
}

/** §2 sidebar: the fixed folders, the member's own, their counts, and Add/Delete Folder. */
export function FolderSidebar({
  folderId,
  actionRequired = false,
  onSelect,
  onDropMail,
}: FolderSidebarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const waiting = useActionRequiredTotal();
  const folders = useFolders().data ?? [];
  const counts = useFolderCounts();
  const [editing, setEditing] = useState(false);
  // A viewer files nothing (issue 39): no folder editing, and mail is not dropped on folders.
  const mayFile = useCan()('createFolder');
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const deleteFolder = useDeleteFolder();
  const toast = useToast();

  const entry = (id: number, label: string, deletable: boolean): NavListItem => {
    const count = counts.get(id);
    return {
      id: String(id),
      label,
      deletable,
      icon: id === FOLDER.inbox ? 'inbox' : id === FOLDER.deletedItems ? 'trash' : 'folder',
      badges: count && {
        content: <FolderCounts count={count} />,
        name: intl.formatMessage(
          { id: 'inbox.folder.name' },
          { name: label, items: count.items, unread: count.unread },
        ),
      },
    };
  };
  const actionRequiredLabel = intl.formatMessage({ id: 'inbox.actionRequired' });
  const items: NavListItem[] = [
    {
      id: ACTION_REQUIRED,
      label: actionRequiredLabel,
      icon: 'warning',
      href: ACTION_REQUIRED_PATH,
      badges: waiting
        ? {
            content: <span className={styles.unreadPill}>{waiting}</span>,
            name: intl.formatMessage(
              { id: 'inbox.actionRequired.name' },
              { name: actionRequiredLabel, count: waiting },
            ),
          }
        : undefined,
    },
    ...FIXED_FOLDERS.map(({ folderId: id, nameKey }) =>
      entry(id, intl.formatMessage({ id: nameKey }), false),
    ),
    ...folders.map((folder) =>
      entry(folder.folderId, folder.name, !isPendingFolder(folder.folderId)),
    ),
  ];
  // Mail can be filed in the Inbox or a member's folder; the other fixed folders are views.
  const acceptsMail = (id: string) => Number(id) > 0 || Number(id) === FOLDER.inbox;

  return (
    <Stack space="md">
      <NavList
        label={intl.formatMessage({ id: 'inbox.folders' })}
        items={items}
        selectedId={
          actionRequired ? ACTION_REQUIRED : folderId === null ? undefined : String(folderId)
        }
        onSelect={(id, event) => {
          if (id === ACTION_REQUIRED) {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            void navigate({ to: ACTION_REQUIRED_PATH });
          } else if (!isPendingFolder(Number(id))) onSelect(Number(id));
        }}
        deleteAction={
          editing
            ? {
                onDelete: (id) =>
                  setDeleting({
                    id: Number(id),
                    name: folders.find((folder) => folder.folderId === Number(id))?.name ?? '',
                  }),
                label: (item) =>
                  intl.formatMessage({ id: 'inbox.folder.delete' }, { name: item.label }),
              }
            : undefined
        }
        dropAction={{
          accepts: (id) => mayFile && acceptsMail(id),
          onDrop: (id, data) => {
            const mailIds = JSON.parse(data.getData(DRAGGED_MAIL_TYPE) || '[]') as number[];
            if (mailIds.length) onDropMail(mailIds, Number(id));
          },
        }}
      >
        {folders.length === 0 && (
          <Text size="sm" tone="secondary" className={styles.sidebarNote}>
            {intl.formatMessage({ id: mayFile ? 'inbox.folder.none' : 'inbox.folder.noneYet' })}
          </Text>
        )}
      </NavList>
      {editing && <NewFolderForm existing={folders.map((folder) => folder.name)} />}
      {mayFile && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.editButton}
          onClick={() => setEditing(!editing)}
        >
          {intl.formatMessage({ id: editing ? 'inbox.folder.doneEditing' : 'inbox.folder.edit' })}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={
          <span className={styles.breakAnywhere}>
            {intl.formatMessage({ id: 'inbox.folder.deleteTitle' }, { name: deleting?.name })}
          </span>
        }
        message={intl.formatMessage({ id: 'inbox.folder.deleteConfirm' })}
        confirmLabel={intl.formatMessage({ id: 'common.delete' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          // The folder leaves the sidebar at once and the Inbox is selected (§2); a refusal
          // puts it back and says so.
          deleteFolder.mutate(deleting.id, {
            onError: () =>
              toast(intl.formatMessage({ id: 'inbox.action.failed' }), { tone: 'error' }),
          });
          setDeleting(null);
          onSelect(FOLDER.inbox);
        }}
      />
    </Stack>
  );
}

/** The unread items in a pill (when there are any), then all the folder's items. */
function FolderCounts({ count }: { count: FolderCount }) {
  const intl = useIntl();
  return (
    <>
      {count.unread > 0 && (
        <span className={styles.unreadPill}>{intl.formatNumber(count.unread)}</span>
      )}
      <span className={styles.itemCount}>{intl.formatNumber(count.items)}</span>
    </>
  );
}

/**
 * §2 New Folder: Enter or Save adds it, listed before the server answers; a blank or taken name is
 * refused with a reason.
 */
function NewFolderForm({ existing }: { existing: readonly string[] }) {
  const intl = useIntl();
  const create = useCreateFolder();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    const taken = existing.some((folder) => folder.toLowerCase() === wanted.toLowerCase());
    if (!wanted || taken) {
      setError(intl.formatMessage({ id: wanted ? 'inbox.folder.taken' : 'inbox.folder.blank' }));
      return;
    }
    const atLimit = () =>
      setError(intl.formatMessage({ id: 'inbox.folder.limit' }, { max: QUOTA.folders }));
    // The list on screen already shows the quota is reached: no call the server would refuse.
    if (existing.length >= QUOTA.folders) return atLimit();
    // The folder is listed at once, so the field is ready for the next name; a refused one comes
    // back into the field (unless another is being typed) with the reason.
    setName('');
    setError(undefined);
    create.mutateAsync(wanted).catch((failure: unknown) => {
      setName((typing) => typing || wanted);
      if (failure instanceof PortalApiError && failure.code === 'folder_limit_reached') atLimit();
      else setError(intl.formatMessage({ id: 'inbox.action.failed' }));
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="xs">
        <TextField
          label={intl.formatMessage({ id: 'inbox.folder.new' })}
          value={name}
          maxLength={50}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Inline space="xs">
          <Button type="submit" size="sm">
            {intl.formatMessage({ id: 'common.save' })}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
