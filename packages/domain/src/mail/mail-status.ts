import type { DomainMessageKey } from '#messages/message-keys.ts';

/**
 * A mail item's status and pending action (§4), as the API and the database carry them: numbers.
 */

export const MAIL_STATUS = {
  unopened: 2,
  /** Opened and scanned. */
  scanned: 3,
  forwarded: 4,
  shredded: 5,
  /** Shown as shredded, but the shred itself has not happened yet. */
  shreddedPending: 6,
  returned: 7,
} as const;
export type MailStatus = (typeof MAIL_STATUS)[keyof typeof MAIL_STATUS];

/** The `mailActions` field: what the member asked for and staff have not done yet (null: nothing). */
export const PENDING_ACTION = {
  scan: 0,
  forward: 1,
  shred: 2,
  returnToSender: 3,
  rescan: 4,
} as const;
export type PendingAction = (typeof PENDING_ACTION)[keyof typeof PENDING_ACTION];

/** The part of a mail item the rules read; API objects and database rows both fit. */
export interface MailState {
  status: MailStatus;
  mailActions: PendingAction | null;
}

/** `mailType` 0 is an envelope; every other value is a parcel (§3). */
export function isParcel(item: { mailType: number }): boolean {
  return item.mailType !== 0;
}

export function hasPendingAction(item: MailState): boolean {
  return item.mailActions !== null;
}

/** Still with us and not yet disposed of: unopened or opened and scanned. */
export function isHeld(item: MailState): boolean {
  return item.status === MAIL_STATUS.unopened || item.status === MAIL_STATUS.scanned;
}

/**
 * Still the member's to decide: held, and nothing asked of staff but a scan. The daily digest lists
 * only these: an item already on its way out (forwarded, shredded, returned, or asked to be) is news
 * the member made themselves (issue 41).
 */
export function awaitsMember(item: MailState): boolean {
  return (
    isHeld(item) &&
    (item.mailActions === null ||
      item.mailActions === PENDING_ACTION.scan ||
      item.mailActions === PENDING_ACTION.rescan)
  );
}

/** One word of a status label; `pending` parts are shown in red (§4). */
export interface StatusLabelPart {
  key: DomainMessageKey;
  pending: boolean;
}

const STATUS_KEYS: Record<MailStatus, DomainMessageKey> = {
  2: 'mail.status.unopened',
  3: 'mail.status.scanned',
  4: 'mail.status.forwarded',
  5: 'mail.status.shredded',
  // Not shredded yet: saying "Shredded" would tell the member it is done (issue 34).
  6: 'mail.pending.shred',
  7: 'mail.status.returned',
};

/** A requested shred or return reads as waiting, in red, never as the finished one (issue 34). */
const PENDING_KEYS: Record<PendingAction, DomainMessageKey> = {
  0: 'mail.pending.scan',
  1: 'mail.pending.forward',
  2: 'mail.pending.shred',
  3: 'mail.pending.returnToSender',
  4: 'mail.pending.rescan',
};

/**
 * The status label of an item: its status, then its pending action in red (§4), e.g. "Scanned" +
 * red "Pending forward". Status 6 is a shred still to happen, so it reads "Pending shred" in red;
 * the same words are never shown twice.
 */
export function statusLabel(item: MailState): StatusLabelPart[] {
  const status: StatusLabelPart = {
    key: STATUS_KEYS[item.status],
    pending: item.status === MAIL_STATUS.shreddedPending,
  };
  if (item.mailActions === null) return [status];
  const pending: StatusLabelPart = { key: PENDING_KEYS[item.mailActions], pending: true };
  return pending.key === status.key ? [pending] : [status, pending];
}
