import { FOLDER } from '#mail/folders.ts';
import { hasPendingAction, isHeld, MAIL_STATUS, type MailState } from '#mail/mail-status.ts';
import { mailAccess, type VerificationState } from '#mail/verification-gate.ts';
import type { DomainMessageKey } from '#messages/message-keys.ts';

/**
 * What a member may do to mail (§4). One per-item rule serves both sides: the server calls
 * {@link checkMailAction} on every item of a request, and the toolbar is enabled from the same rule
 * over the selection, so the screen never offers what the server would refuse.
 */

export const MAIL_ACTIONS = [
  'scan',
  'forward',
  'shred',
  'cancelAction',
  'rescan',
  'download',
  'email',
  'returnToSender',
  'delete',
  'moveToFolder',
  'rename',
] as const;
export type MailAction = (typeof MAIL_ACTIONS)[number];

export const MAIL_ACTION_LABEL_KEYS: Record<MailAction, DomainMessageKey> = {
  scan: 'mail.action.scan',
  forward: 'mail.action.forward',
  shred: 'mail.action.shred',
  cancelAction: 'mail.action.cancelAction',
  rescan: 'mail.action.rescan',
  download: 'mail.action.download',
  email: 'mail.action.email',
  returnToSender: 'mail.action.returnToSender',
  delete: 'mail.action.delete',
  moveToFolder: 'mail.action.moveToFolder',
  rename: 'mail.action.rename',
};

/** Why an action is refused on an item: a stable code for API error bodies and tests. */
export type MailRefusal =
  | 'verification_required'
  | 'pending_action'
  | 'no_pending_action'
  | 'not_unopened'
  | 'not_held'
  | 'plan_forbids_scan'
  | 'scanning_stopped'
  | 'account_locked';

export const MAIL_REFUSAL_KEYS: Record<MailRefusal, DomainMessageKey> = {
  verification_required: 'mail.gate.unverified',
  pending_action: 'mail.refused.pendingAction',
  no_pending_action: 'mail.refused.noPendingAction',
  not_unopened: 'mail.refused.notUnopened',
  not_held: 'mail.refused.notHeld',
  plan_forbids_scan: 'mail.refused.planForbidsScan',
  scanning_stopped: 'account.standing.scanningStopped',
  account_locked: 'account.standing.locked',
};

/**
 * The message of every refusal the server answers to a mail action, by its problem code: the
 * per-item refusals above and the two about pending forwards (cancel one in the Forward Log; mark
 * only items that are in one). Screens translate a refused action through it.
 */
export const MAIL_PROBLEM_KEYS: Record<
  MailRefusal | 'in_pending_forward' | 'not_in_pending_forward',
  DomainMessageKey
> = {
  ...MAIL_REFUSAL_KEYS,
  in_pending_forward: 'mail.refused.inPendingForward',
  not_in_pending_forward: 'mail.refused.notInPendingForward',
};

export interface MailActionContext {
  account: VerificationState;
  plan: { parcelForwardOnly: boolean };
  /**
   * True once the account has been unpaid too long to scan (`canScan` of accountStanding). The
   * server passes it; a screen that does not know it may leave it out and the server still refuses.
   */
  scanningStopped?: boolean;
  /**
   * True while the balance is below zero (§9: the account is locked): nothing that asks staff for
   * work (scan, rescan, forward, shred, return to sender) is taken until it is paid back.
   */
  locked?: boolean;
}

export type MailActionCheck = { ok: true } | { ok: false; code: MailRefusal };

const OK: MailActionCheck = { ok: true };
const refuse = (code: MailRefusal): MailActionCheck => ({ ok: false, code });

/**
 * Whether `action` may be applied to one item, and if not, why. Rules (§4, with the choices made
 * where §4 is silent):
 * - every action needs SMS or photo ID verification (§4, §6);
 * - scan: an unopened item with no pending action, on a plan that scans and an account still
 *   scanned for;
 * - rescan (§4 says status 2 or 3): also no pending action, and the plan and account must scan;
 * - forward, shred, return to sender: an item we still hold (unopened or scanned) with no pending
 *   action; return to sender is not in §4's list and follows forward and shred, since it also sends
 *   the physical item away;
 * - scan, rescan, forward, shred, return to sender: refused while the account is locked (§9); a
 *   scan on an account whose scanning has stopped says so rather than just "locked";
 * - cancel action: the item has a pending action;
 * - delete: no pending action, because the member's request would be lost with the item;
 * - download, email, move to folder, rename: any item the member can see.
 */
export function checkMailAction(
  action: MailAction,
  item: MailState,
  context: MailActionContext,
): MailActionCheck {
  if (!mailAccess(context.account).allowed) return refuse('verification_required');
  switch (action) {
    case 'scan':
    case 'rescan':
      if (context.plan.parcelForwardOnly) return refuse('plan_forbids_scan');
      if (context.scanningStopped) return refuse('scanning_stopped');
      if (context.locked) return refuse('account_locked');
      if (hasPendingAction(item)) return refuse('pending_action');
      if (action === 'scan') {
        return item.status === MAIL_STATUS.unopened ? OK : refuse('not_unopened');
      }
      return isHeld(item) ? OK : refuse('not_held');
    case 'forward':
    case 'shred':
    case 'returnToSender':
      if (context.locked) return refuse('account_locked');
      if (hasPendingAction(item)) return refuse('pending_action');
      return isHeld(item) ? OK : refuse('not_held');
    case 'cancelAction':
      return hasPendingAction(item) ? OK : refuse('no_pending_action');
    case 'delete':
      return hasPendingAction(item) ? refuse('pending_action') : OK;
    case 'download':
    case 'email':
    case 'moveToFolder':
    case 'rename':
      return OK;
  }
}

/** The ids of the selected items an action applies to: what a screen sends to the server. */
export function actionableMailIds<T extends MailState & { mailId: number }>(
  action: MailAction,
  selection: readonly T[],
  context: MailActionContext,
): number[] {
  return selection
    .filter((item) => checkMailAction(action, item, context).ok)
    .map((item) => item.mailId);
}

export interface ToolbarContext extends MailActionContext {
  /** The folder the list shows; omitted for search results. */
  folderId?: number;
}

/**
 * Which toolbar buttons are enabled for a selection (§4):
 * - Scan and Cancel Action: some selected item qualifies;
 * - Forward, Shred and Return to sender: no selected item has a pending action and at least one is
 *   held (unopened or scanned);
 * - Re-scan and Rename: exactly one item is selected (the API takes one mailId) and it qualifies;
 * - Download, Email and Move to folder: anything is selected;
 * - Delete: something is selected, none has a pending action, and the list is not already the
 *   Deleted Items folder (which empties itself after 30 days, §9).
 */
export function toolbarState(
  selection: readonly MailState[],
  context: ToolbarContext,
): Record<MailAction, boolean> {
  const passes = (action: MailAction) =>
    selection.map((item) => checkMailAction(action, item, context));
  const some = (action: MailAction) => passes(action).some((check) => check.ok);
  const every = (action: MailAction) =>
    selection.length > 0 && passes(action).every((check) => check.ok);
  const single = (action: MailAction) => selection.length === 1 && every(action);
  const sendAway = (action: MailAction) =>
    some(action) && passes(action).every((check) => check.ok || check.code !== 'pending_action');

  return {
    scan: some('scan'),
    forward: sendAway('forward'),
    shred: sendAway('shred'),
    cancelAction: some('cancelAction'),
    rescan: single('rescan'),
    download: every('download'),
    email: every('email'),
    returnToSender: sendAway('returnToSender'),
    delete: every('delete') && context.folderId !== FOLDER.deletedItems,
    moveToFolder: every('moveToFolder'),
    rename: single('rename'),
  };
}
