import { FOLDER } from '@portal/domain/folders';
import { isHeld } from '@portal/domain/mail-status';
import { actionableMailIds, type ToolbarContext } from '@portal/domain/mail-actions';
import type { MailView } from '@portal/domain/mail-list';
import { useToast } from '@portal/ui/toast';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchPendingForwards, type PendingForwardChoice } from '#inbox/api/forward-log.ts';
import type { MailItem } from '#inbox/api/mail.ts';
import {
  mailActionError,
  useMailActionMutation,
  type MailActionRequest,
} from '#inbox/api/mail-actions.ts';
import type { OpenDialog } from '#inbox/components/action-dialogs.tsx';
import type { ToolbarAction } from '#inbox/components/mail-toolbar.tsx';

export interface InboxActions {
  dialog: OpenDialog | null;
  /** The pending forwards the items could join (§4), while the member chooses. */
  forwardChoice: { items: MailItem[]; choices: PendingForwardChoice[] } | null;
  closeForwardChoice: () => void;
  /** Opens the forward wizard for the items (§2: the ids are held in history state). */
  forwardInWizard: (items: MailItem[]) => void;
  busy: boolean;
  closeDialog: () => void;
  /** A toolbar button or shortcut on the selection: opens its dialog, or runs it at once. */
  start: (action: ToolbarAction, selection: MailItem[], context: ToolbarContext) => void;
  /** Runs an action; a refusal is told in a toast and the list is put back. */
  submit: (request: MailActionRequest) => Promise<boolean>;
  /** Mail dropped on a folder in the sidebar. */
  moveByIds: (mailIds: number[], folderId: number) => void;
  /** Puts back what the last delete, move or restore took away (the toast's Undo, `z`). */
  undo: () => void;
  /** The folder the member last moved mail to, which Move offers first. */
  lastMoveFolderId: number | undefined;
}

/** Moves that file each item back in its own folder (the Inbox when none). */
export function homeFolderMoves(items: readonly MailItem[]): MailActionRequest[] {
  const byFolder = new Map<number, MailItem[]>();
  for (const item of items) {
    const folderId = item.folderId ?? FOLDER.inbox;
    byFolder.set(folderId, [...(byFolder.get(folderId) ?? []), item]);
  }
  return [...byFolder].map(([folderId, moved]) => ({
    action: 'moveToFolder',
    items: moved,
    folderId,
  }));
}

/**
 * What undoes `done`: items moved or deleted go back to their folders, or into Deleted Items again
 * when they came out of it. Deleting a letter we still hold also asked for it to be shredded
 * (mail-lifecycle), so putting it back calls the shredding off.
 */
export function undoRequests(
  done: readonly MailActionRequest[],
  fromDeleted: boolean,
): MailActionRequest[] {
  const taken = done.flatMap((request) =>
    request.action === 'delete' || request.action === 'moveToFolder' ? request.items : [],
  );
  if (taken.length === 0 || fromDeleted) {
    return taken.length === 0 ? [] : [{ action: 'delete', items: taken }];
  }
  const shredAsked = done.flatMap((request) =>
    request.action === 'delete'
      ? request.items.filter((item) => isHeld(item) && item.mailActions === null)
      : [],
  );
  // The shredding is called off first, while the items are still out of the list: the moves then
  // bring them back into it as the server has them, with nothing pending.
  return [
    ...(shredAsked.length > 0 ? [{ action: 'cancelAction' as const, items: shredAsked }] : []),
    ...homeFolderMoves(taken),
  ];
}

/** The inbox's actions on the view's items: which dialog is open and the running request. */
export function useInboxActions(view: MailView, items: readonly MailItem[]): InboxActions {
  const intl = useIntl();
  const toast = useToast();
  const { mutateAsync: run } = useMailActionMutation(view);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [forwardChoice, setForwardChoice] = useState<InboxActions['forwardChoice']>(null);
  const navigate = useNavigate();
  const fetchPendingForwards = useFetchPendingForwards();

  const forwardInWizard = (forwarded: MailItem[]) =>
    void navigate({
      to: '/Members/Forward',
      state: (state) => ({ ...state, forwardMailIds: forwarded.map((item) => item.mailId) }),
    });

  /** §4: with no forward waiting, straight to the wizard; otherwise the member chooses. */
  const forward = async (forwarded: MailItem[]) => {
    try {
      const choices = await fetchPendingForwards();
      if (choices.length === 0) forwardInWizard(forwarded);
      else setForwardChoice({ items: forwarded, choices });
    } catch (error) {
      toast(mailActionError(intl, error), { tone: 'error' });
    }
  };

  const inDeletedItems = 'folderId' in view && view.folderId === FOLDER.deletedItems;
  const lastUndo = useRef<(() => Promise<void>) | null>(null);
  const [lastMoveFolderId, setLastMoveFolderId] = useState<number>();

  /** Runs requests in turn; true when all went through, else the refusal is told in a toast. */
  const runAll = async (requests: readonly MailActionRequest[]) => {
    setBusy(true);
    try {
      for (const request of requests) await run(request);
      return true;
    } catch (error) {
      toast(mailActionError(intl, error), { tone: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    const putBack = lastUndo.current;
    lastUndo.current = null;
    await putBack?.();
  };

  /** Runs a change and says so; one that takes items out of the list can be undone. */
  const change = async (requests: readonly MailActionRequest[], doneKey: string) => {
    const done = await runAll(requests);
    setDialog(null);
    if (!done) return false;
    const putBack = undoRequests(requests, inDeletedItems);
    lastUndo.current =
      putBack.length === 0
        ? null
        : async () => {
            if (await runAll(putBack)) {
              toast(intl.formatMessage({ id: 'inbox.undone' }), { tone: 'success' });
            }
          };
    const label = intl.formatMessage({ id: 'inbox.undo' });
    toast(intl.formatMessage({ id: doneKey }), {
      tone: 'success',
      ...(putBack.length > 0 ? { action: { label, onAction: () => void undo() } } : {}),
    });
    return true;
  };

  const submit = (request: MailActionRequest) => {
    if (request.action === 'moveToFolder') setLastMoveFolderId(request.folderId);
    return change([request], `inbox.done.${request.action}`);
  };

  const start = (action: ToolbarAction, selection: MailItem[], context: ToolbarContext) => {
    // An action on a mixed selection applies to the items it suits (§4 toolbar rules).
    const suited = (mailAction: Exclude<ToolbarAction, 'restore'>) => {
      const ids = new Set(actionableMailIds(mailAction, selection, context));
      return selection.filter((item) => ids.has(item.mailId));
    };
    const [first] = selection;
    switch (action) {
      case 'rescan':
      case 'rename':
        if (first) setDialog({ kind: action, item: first });
        return;
      case 'scan':
      case 'shred':
      case 'returnToSender':
        setDialog({ kind: action, items: suited(action) });
        return;
      case 'email':
      case 'moveToFolder':
        setDialog({ kind: action, items: selection });
        return;
      case 'forward':
        void forward(suited('forward'));
        return;
      case 'cancelAction':
        void submit({ action, items: suited(action) });
        return;
      case 'delete':
      case 'download':
        void submit({ action, items: selection });
        return;
      case 'restore':
        void change(homeFolderMoves(selection), 'inbox.done.restore');
        return;
    }
  };

  return {
    undo: () => void undo(),
    lastMoveFolderId,
    dialog,
    forwardChoice,
    closeForwardChoice: () => setForwardChoice(null),
    forwardInWizard,
    busy,
    closeDialog: () => setDialog(null),
    start,
    submit,
    moveByIds: (mailIds, folderId) => {
      const moving = new Set(mailIds);
      void submit({
        action: 'moveToFolder',
        items: items.filter((item) => moving.has(item.mailId)),
        folderId,
      });
    },
  };
}
