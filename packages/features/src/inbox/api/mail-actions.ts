import { PortalApiError } from '@portal/api-client/errors';
import { FOLDER } from '@portal/domain/folders';
import { MAIL_PROBLEM_KEYS } from '@portal/domain/mail-actions';
import {
  listAfterChange,
  markRead,
  replaceMailItem,
  type ListChange,
  type MailView,
} from '@portal/domain/mail-list';
import { PENDING_ACTION, type PendingAction } from '@portal/domain/mail-status';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { fetchScanPdf, mailViewQueryOptions, type MailItem } from '#inbox/api/mail.ts';

/** One toolbar action on the items it applies to, with what its dialog asked for. */
export type MailActionRequest =
  | { action: 'scan' | 'shred' | 'cancelAction' | 'delete' | 'download'; items: MailItem[] }
  | { action: 'returnToSender'; items: MailItem[]; reason: string }
  | { action: 'rescan'; item: MailItem; reason: string }
  | { action: 'rename'; item: MailItem; name: string }
  | { action: 'moveToFolder'; items: MailItem[]; folderId: number }
  | { action: 'email'; items: MailItem[]; email: string; subject: string; body: string };

const PENDING: Partial<Record<MailActionRequest['action'], PendingAction | null>> = {
  scan: PENDING_ACTION.scan,
  shred: PENDING_ACTION.shred,
  returnToSender: PENDING_ACTION.returnToSender,
  rescan: PENDING_ACTION.rescan,
  cancelAction: null,
};

const idsOf = (request: MailActionRequest) =>
  'item' in request ? [request.item.mailId] : request.items.map((item) => item.mailId);

/** What the list was before an action changed it, and whether a read of it was stopped for it. */
interface ListBefore {
  items: MailItem[] | undefined;
  interrupted: boolean;
}

/**
 * Mail actions on the list on screen (§4 list updates), as one mutation: the list changes at once
 * (`onMutate`), the server's answer then replaces the changed items, and a refusal puts the list
 * back (`onError`) and rejects with the error (see {@link mailActionError}). Folder counts and the
 * other lists refresh after either (`onSettled`).
 */
export function useMailActionMutation(view: MailView) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = mailViewQueryOptions(client, view);

  const update = (change: (items: MailItem[]) => MailItem[]) =>
    queryClient.setQueryData<MailItem[]>(queryKey, (items) => items && change(items));

  /** What the list looks like once the action is done, before the server has said so. */
  const expected = (request: MailActionRequest) => {
    const ids = new Set(idsOf(request));
    const pending = PENDING[request.action];
    const change = (listChange: ListChange) => (items: MailItem[]) =>
      listAfterChange(items, [...ids], view, listChange);
    if (pending !== undefined) {
      return (items: MailItem[]) =>
        items.map((item) => (ids.has(item.mailId) ? { ...item, mailActions: pending } : item));
    }
    switch (request.action) {
      case 'rename':
        return (items: MailItem[]) =>
          replaceMailItem(items, { ...request.item, name: request.name });
      case 'delete':
        return change({ kind: 'recycle' });
      case 'moveToFolder':
        return change({ kind: 'move', folderId: request.folderId });
      case 'download':
        return (items: MailItem[]) => markRead(items, [...ids]);
      default:
        return (items: MailItem[]) => items;
    }
  };

  /** The call itself; answers the items as the server now has them, when it says. */
  const send = async (request: MailActionRequest): Promise<MailItem[]> => {
    const body = { mailIds: idsOf(request) };
    switch (request.action) {
      case 'scan':
        return (await client.POST('/api/mail/MarkPendingScan', { body })).data ?? [];
      case 'shred':
        return (await client.POST('/api/mail/MarkPendingShred', { body })).data ?? [];
      case 'cancelAction':
        return (await client.POST('/api/mail/CancelPending', { body })).data ?? [];
      case 'returnToSender':
        return (
          (
            await client.POST('/api/ReturnToSender/MarkReturnToSender', {
              body: { MailIds: body.mailIds, Reason: request.reason },
            })
          ).data ?? []
        );
      case 'rescan': {
        const query = { mailId: request.item.mailId, reason: request.reason };
        const { data } = await client.POST('/api/mail/Rescan', { params: { query } });
        return data ? [data] : [];
      }
      case 'rename': {
        const query = { mailId: request.item.mailId, mailName: request.name };
        const { data } = await client.POST('/api/mail/RenameMail', { params: { query } });
        return data ? [data] : [];
      }
      case 'delete':
        await client.POST('/api/mail/Recycle', { body });
        return [];
      case 'moveToFolder':
        await client.POST('/api/mail/MoveToFolder', {
          params: { query: { folderId: request.folderId } },
          body,
        });
        return [];
      case 'email': {
        const { email, subject, body: text } = request;
        await client.POST('/api/Email/Send', {
          body: { email, subject, body: text, mailIds: body.mailIds },
        });
        return [];
      }
      case 'download':
        await download(request.items);
        return [];
    }
  };

  const download = async (items: MailItem[]) => {
    const [only] = items;
    if (items.length === 1 && only) {
      saveFile(await fetchScanPdf(client, only.mailId), `${only.name}.pdf`);
      return;
    }
    const { data, response } = await client.GET('/api/mail/DownloadBulk', {
      params: { query: { mailId: items.map((item) => item.mailId) } },
      parseAs: 'blob',
    });
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    if (data) saveFile(data, name?.[1] ?? 'mail.zip');
  };

  return useMutation<MailItem[], Error, MailActionRequest, ListBefore>({
    mutationFn: send,
    onMutate: async (request) => {
      // A list still arriving (its later pages, or a refetch) is stopped so it cannot overwrite
      // the change, and read again once the action is done.
      const interrupted = queryClient.isFetching({ queryKey, exact: true }) > 0;
      await queryClient.cancelQueries({ queryKey });
      const items = queryClient.getQueryData<MailItem[]>(queryKey);
      update(expected(request));
      return { items, interrupted };
    },
    onSuccess: (answered) => update((items) => answered.reduce(replaceMailItem, items)),
    onError: (_error, _request, before) => queryClient.setQueryData(queryKey, before?.items),
    onSettled: (_answered, _error, request, before) => {
      // Items coming into the list shown (an Undo, a restore while Deleted Items is shown) are
      // read again with it; a change that only takes items out needs no second read.
      if (before?.interrupted || bringsIntoView(request, view)) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.folderCounts() });
      if (request.action === 'delete' || request.action === 'moveToFolder') {
        const shownHash = hashKey(queryKey);
        void queryClient.invalidateQueries({
          queryKey: queryKeys.mail(),
          predicate: (query) => query.queryHash !== shownHash,
        });
      }
    },
  });
}

/**
 * Whether a request may add items to the view: a move (which also restores deleted items) into its
 * folder, into any folder for All Stored Items and a search; a delete while Deleted Items is shown.
 */
function bringsIntoView(request: MailActionRequest, view: MailView): boolean {
  if (request.action === 'moveToFolder') {
    return (
      !('folderId' in view) ||
      view.folderId === FOLDER.allStoredItems ||
      view.folderId === request.folderId
    );
  }
  return request.action === 'delete' && 'folderId' in view && view.folderId === FOLDER.deletedItems;
}

/** Hands a file to the browser's downloads. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What to tell the member when the server refused an action: the rule it broke, in their language. */
export function mailActionError(intl: IntlShape, error: unknown): string {
  if (error instanceof PortalApiError) {
    const key =
      error.code && Object.hasOwn(MAIL_PROBLEM_KEYS, error.code)
        ? MAIL_PROBLEM_KEYS[error.code as keyof typeof MAIL_PROBLEM_KEYS]
        : undefined;
    if (key) return intl.formatMessage({ id: key });
    if (error.text) return intl.formatMessage({ id: error.text.key }, error.text.values);
  }
  return intl.formatMessage({ id: 'inbox.action.failed' });
}
