import { FOLDER } from '@portal/domain/folders';
import { actionableMailIds, type ToolbarContext } from '@portal/domain/mail-actions';
import type { MailView } from '@portal/domain/mail-list';
import { useToast } from '@portal/ui/toast';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchPendingForwards, type PendingForwardChoice } from '#inbox/api/forward-log.ts';
import type { MailItem } from '#inbox/api/mail.ts';
import {
  mailActionError,
  useMailActions,
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
}

/** The inbox's actions on the view's items: which dialog is open and the running request. */
export function useInboxActions(view: MailView, items: readonly MailItem[]): InboxActions {
  const intl = useIntl();
  const toast = useToast();
  const run = useMailActions(view);
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

  const submit = async (request: MailActionRequest) => {
    setBusy(true);
    try {
      await run(request);
      setDialog(null);
      toast(intl.formatMessage({ id: `inbox.done.${request.action}` }), { tone: 'success' });
      return true;
    } catch (error) {
      setDialog(null);
      toast(mailActionError(intl, error), { tone: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
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
        void submit({ action: 'moveToFolder', items: selection, folderId: FOLDER.inbox });
        return;
    }
  };

  return {
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
