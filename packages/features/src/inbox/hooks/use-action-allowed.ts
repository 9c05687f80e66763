import type { MailAction } from '@portal/domain/mail-actions';
import { useCan, type MemberOperation } from '#shared/use-can.ts';

/** The operation each mail action calls; Restore (Delete in Deleted Items) moves the item back. */
const ACTION_OPERATIONS: Record<MailAction | 'restore', MemberOperation> = {
  scan: 'markMailPendingScan',
  rescan: 'rescanMail',
  forward: 'markMailPendingForward',
  shred: 'markMailPendingShred',
  returnToSender: 'markMailReturnToSender',
  cancelAction: 'cancelPendingMailAction',
  delete: 'recycleMail',
  restore: 'moveMailToFolder',
  moveToFolder: 'moveMailToFolder',
  rename: 'renameMail',
  download: 'downloadMail',
  email: 'emailMail',
};

/**
 * Whether the signed-in person's role lets them take a mail action (issue 39): a viewer's toolbar
 * and selection summary leave out what only members and admins may do.
 */
export function useActionAllowed(): (action: MailAction | 'restore') => boolean {
  const can = useCan();
  return (action) => can(ACTION_OPERATIONS[action]);
}
