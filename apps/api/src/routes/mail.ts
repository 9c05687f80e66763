import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** The member's mail: lists, search, scans and the actions of §4. */
export function mailOperations(
  _ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'listMail'
  | 'searchMail'
  | 'downloadMail'
  | 'downloadMailBulk'
  | 'isMailHeld'
  | 'rescanMail'
  | 'renameMail'
  | 'moveMailToFolder'
  | 'cancelPendingMailAction'
  | 'markMailPendingScan'
  | 'markMailPendingShred'
  | 'markMailPendingForward'
  | 'recycleMail'
  | 'markMailReturnToSender'
  | 'emailMail'
> {
  return {
    listMail: notImplemented,
    searchMail: notImplemented,
    downloadMail: notImplemented,
    downloadMailBulk: notImplemented,
    isMailHeld: notImplemented,
    rescanMail: notImplemented,
    renameMail: notImplemented,
    moveMailToFolder: notImplemented,
    cancelPendingMailAction: notImplemented,
    markMailPendingScan: notImplemented,
    markMailPendingShred: notImplemented,
    markMailPendingForward: notImplemented,
    recycleMail: notImplemented,
    markMailReturnToSender: notImplemented,
    emailMail: notImplemented,
  };
}
