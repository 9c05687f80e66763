import { AUTO_ACTION, type AutoAction } from '#account/auto-action.ts';
import { contentsCharge, scanKindOf, type ScanPrices } from '#fees/scan-fee.ts';
import { checkPaidWork, type Payer, type PayerRefusal } from '#lifecycle/paid-work.ts';
import { checkMailAction, type MailActionContext, type MailRefusal } from '#mail/mail-actions.ts';
import {
  isHeld,
  isParcel,
  MAIL_STATUS,
  PENDING_ACTION,
  type MailState,
  type MailStatus,
  type PendingAction,
} from '#mail/mail-status.ts';
import type { Cents } from '#money/money.ts';

/**
 * A mail item's lifecycle (issue 32, §4) in the status and pending-action vocabulary of
 * mail-status.ts: a member requests work, staff fulfil it, the member cancels it while pending.
 * The server applies the answer; nothing else writes an item's status or pending action.
 *
 * - Deleting an item still on the shelf (unopened or scanned) asks staff to shred it: the item
 *   leaves the member's lists but is never forgotten while it physically exists. Deleting one
 *   already gone (forwarded, shredded, returned) only removes the digital copy.
 * - Opening and scanning is priced per letter (§3 perLetter, perPage). A rescan of a letter never
 *   opened is its first opening, so it costs the open-and-scan price. Parcels have no opening price
 *   in any plan (§9 names none), so a parcel is never opened: it is forwarded, returned or shredded.
 * - Paid work (open and scan, rescan) starts only for a member who can pay (paid-work.ts).
 */

export type MailRequest = 'scan' | 'rescan' | 'forward' | 'shred' | 'returnToSender' | 'delete';

export interface MailItem extends MailState {
  mailType: number;
}

export type MailEvent =
  | {
      type: 'request';
      action: MailRequest;
      /** Verification, plan and scanning standing; whether it is locked comes from `payer`. */
      context: Omit<MailActionContext, 'locked'>;
      payer: Payer;
      prices: ScanPrices | null;
    }
  | { type: 'fulfil'; pages: number; prices: ScanPrices | null }
  | { type: 'cancel' };

export type MailLifecycleRefusal = MailRefusal | PayerRefusal | 'parcel_not_opened';

export type MailPostingKind = 'openAndScan' | 'rescan';

/** A charge for staff work, with the ledger's sign (debits ≤ 0). */
export interface MailPosting {
  kind: MailPostingKind;
  amount: Cents;
}

export type MailTransition =
  | {
      ok: true;
      item: MailState;
      postings: MailPosting[];
      /** The member deleted it: it moves to Deleted Items (purged 30 days on, §9). */
      deleted: boolean;
    }
  | { ok: false; code: MailLifecycleRefusal };

const REQUESTED: Record<Exclude<MailRequest, 'delete'>, PendingAction> = {
  scan: PENDING_ACTION.scan,
  rescan: PENDING_ACTION.rescan,
  forward: PENDING_ACTION.forward,
  shred: PENDING_ACTION.shred,
  returnToSender: PENDING_ACTION.returnToSender,
};

const FULFILLED: Record<PendingAction, MailStatus> = {
  [PENDING_ACTION.scan]: MAIL_STATUS.scanned,
  [PENDING_ACTION.rescan]: MAIL_STATUS.scanned,
  [PENDING_ACTION.forward]: MAIL_STATUS.forwarded,
  [PENDING_ACTION.shred]: MAIL_STATUS.shredded,
  [PENDING_ACTION.returnToSender]: MAIL_STATUS.returned,
};

const refuse = (code: MailLifecycleRefusal): MailTransition => ({ ok: false, code });
const done = (item: MailState, postings: MailPosting[] = [], deleted = false): MailTransition => ({
  ok: true,
  item,
  postings,
  deleted,
});

export function transitionMail(item: MailItem, event: MailEvent): MailTransition {
  switch (event.type) {
    case 'request':
      return request(item, event);
    case 'fulfil':
      return fulfil(item, event.pages, event.prices);
    case 'cancel':
      return item.mailActions === null
        ? refuse('no_pending_action')
        : done({ status: item.status, mailActions: null });
  }
}

function request(item: MailItem, event: Extract<MailEvent, { type: 'request' }>): MailTransition {
  const allowed = checkMailAction(event.action, item, {
    ...event.context,
    locked: event.payer.locked,
  });
  if (!allowed.ok) return refuse(allowed.code);
  if (event.action === 'delete') {
    return isHeld(item)
      ? done({ status: item.status, mailActions: PENDING_ACTION.shred }, [], true)
      : done({ status: item.status, mailActions: item.mailActions }, [], true);
  }
  if (event.action === 'scan' || event.action === 'rescan') {
    if (isParcel(item)) return refuse('parcel_not_opened');
    const payable = checkPaidWork(event.payer, contentsCharge(event.prices, 1, scanKindOf(item)));
    if (!payable.ok) return refuse(payable.code);
  }
  return done({ status: item.status, mailActions: REQUESTED[event.action] });
}

function fulfil(item: MailItem, pages: number, prices: ScanPrices | null): MailTransition {
  if (item.mailActions === null) return refuse('no_pending_action');
  const next: MailState = { status: FULFILLED[item.mailActions], mailActions: null };
  if (item.mailActions !== PENDING_ACTION.scan && item.mailActions !== PENDING_ACTION.rescan) {
    return done(next);
  }
  // A scan asked for before this rule (or by an old auto action) still never opens a parcel.
  if (isParcel(item)) return refuse('parcel_not_opened');
  const price = contentsCharge(prices, pages, scanKindOf(item));
  const kind: MailPostingKind =
    item.mailActions === PENDING_ACTION.rescan ? 'rescan' : 'openAndScan';
  return done(next, price === 0 ? [] : [{ kind, amount: -price }]);
}

/**
 * The pending action a new item arrives with (§3 autoAction): a letter is opened and scanned only
 * when the member chose it, the account is not paused and the member can pay for it; otherwise
 * it waits, envelope scanned, for the member to ask.
 */
export function arrivalAction(
  item: Pick<MailItem, 'mailType'>,
  account: { autoAction: AutoAction; paused: boolean; payer: Payer; prices: ScanPrices | null },
): PendingAction | null {
  const opens =
    account.autoAction === AUTO_ACTION.openAndScan &&
    !isParcel(item) &&
    !account.paused &&
    checkPaidWork(account.payer, contentsCharge(account.prices, 1, 'scan')).ok;
  return opens ? PENDING_ACTION.scan : null;
}
