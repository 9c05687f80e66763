import type { components } from '@portal/api-client/schema';
import { accountStanding, negativeSince } from '@portal/domain/account-standing';
import {
  checkMailAction,
  type MailAction,
  type MailActionContext,
  type MailRefusal,
} from '@portal/domain/mail-actions';
import { PENDING_ACTION, type MailStatus, type PendingAction } from '@portal/domain/mail-status';
import { isMailHeld } from '@portal/domain/pause';
import { mailAccess } from '@portal/domain/verification-gate';
import { verificationFlags } from '@portal/domain/verification-status';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { lockAccount } from '#account/queries.ts';
import type { MailItemsTable, Tables } from '#db/tables.ts';
import { ApiProblem } from '#http/problem.ts';
import {
  balanceHistory,
  isParcelForwardOnly,
  lockMail,
  mailInPendingForward,
  storedMailOf,
  updateMail,
  verificationColumns,
  type MailRow,
  type MailViewRow,
} from '#mail/queries.ts';
import { audit } from '#services/audit.ts';
import type { Storage } from '#storage/storage.ts';

export type MailItem = components['schemas']['MailItem'];

const VERIFICATION_REQUIRED = new ApiProblem(
  403,
  'verification_required',
  'Unable to view or action mail until verification is complete.',
);

const verificationOf = (account: { id_verification: number; sms_verification: number }) =>
  verificationFlags({
    idVerification: account.id_verification,
    smsVerification: account.sms_verification,
  });

/** §4, §6: viewing or downloading scans needs SMS or photo ID verification. */
export async function assertMailAccess(db: Kysely<Tables>, accountId: number): Promise<void> {
  const account = await verificationColumns(db, accountId);
  if (!mailAccess(verificationOf(account)).allowed) throw VERIFICATION_REQUIRED;
}

/**
 * Locks the account (so requests on one account's mail run one at a time) and gathers what
 * checkMailAction reads: verification, the plan's parcel-forward-only flag, and whether the
 * account has been unpaid long enough for scanning to stop.
 */
async function actionContext(
  trx: Transaction<Tables>,
  accountId: number,
): Promise<MailActionContext> {
  const account = await lockAccount(trx, accountId);
  let scanningStopped = false;
  if (account.balance_cents < 0) {
    const standing = accountStanding(
      {
        balance: account.balance_cents,
        negativeSince: negativeSince(await balanceHistory(trx, accountId)),
        status: account.status,
      },
      new Date(),
    );
    scanningStopped = !standing.canScan;
  }
  return {
    account: verificationOf(account),
    plan: { parcelForwardOnly: await isParcelForwardOnly(trx, account.plan_id) },
    scanningStopped,
  };
}

const DETAILS: Record<MailRefusal, string> = {
  verification_required: VERIFICATION_REQUIRED.message,
  pending_action: 'has a pending action; cancel it first',
  no_pending_action: 'has no pending action',
  not_unopened: 'is already opened',
  not_held: 'is no longer held (forwarded, shredded or returned)',
  plan_forbids_scan: 'cannot be scanned on a parcel-forward-only plan',
  scanning_stopped: 'cannot be scanned while the account is unpaid',
};

/**
 * The refusal as the API answers it: 403 for verification, 409 otherwise. The contract's codes
 * carry `pending_action`; the other domain refusals answer its general `conflict` with the domain
 * code at the start of `detail`.
 */
function refusalProblem(code: MailRefusal, mailId: number): ApiProblem {
  if (code === 'verification_required') return VERIFICATION_REQUIRED;
  const detail = `Mail item ${mailId} ${DETAILS[code]}`;
  return code === 'pending_action'
    ? new ApiProblem(409, 'pending_action', detail)
    : new ApiProblem(409, 'conflict', `${code}: ${detail}`);
}

/**
 * Locks the account and the items, and refuses the whole request (changing nothing) when any item
 * may not take `action`. Answers the locked rows for the caller to change.
 */
export async function mailForAction(
  trx: Transaction<Tables>,
  accountId: number,
  action: MailAction,
  mailIds: readonly number[],
): Promise<MailRow[]> {
  const context = await actionContext(trx, accountId);
  if (!mailAccess(context.account).allowed) throw VERIFICATION_REQUIRED;
  const rows = await lockMail(trx, accountId, mailIds);
  for (const row of rows) {
    const check = checkMailAction(action, stateOf(row), context);
    if (!check.ok) throw refusalProblem(check.code, row.mail_id);
  }
  return rows;
}

/**
 * Applies `change` to the items when every one may take `action` (else changes nothing), audits it
 * as `describe`, and answers the items as they are now, in the caller's transaction.
 */
export async function applyMailAction(
  trx: Transaction<Tables>,
  accountId: number,
  action: MailAction,
  mailIds: readonly number[],
  change: Updateable<MailItemsTable>,
  describe: string,
): Promise<MailItem[]> {
  await mailForAction(trx, accountId, action, mailIds);
  const updated = await updateMail(trx, mailIds, change);
  await audit(trx, accountId, `${describe}: ${itemList(updated)}`);
  return updated.map(mailItemView);
}

/**
 * Cancels the pending actions of the items (CancelPendingMailAction); items with nothing pending
 * are left as they are (contract). An item in a pending forward refuses the whole request: the
 * forward is cancelled in the Forward Log. Answers every item as it is now.
 */
export async function cancelPendingActions(
  trx: Transaction<Tables>,
  accountId: number,
  mailIds: readonly number[],
): Promise<MailItem[]> {
  await assertMailAccess(trx, accountId);
  const rows = await lockMail(trx, accountId, mailIds);
  const forwarding = rows.find((row) => row.mail_action === PENDING_ACTION.forward);
  if (forwarding) {
    throw new ApiProblem(
      409,
      'conflict',
      `Mail item ${forwarding.mail_id} is in a pending forward: cancel that forward in the Forward Log`,
    );
  }
  const pending = rows.filter((row) => row.mail_action !== null).map((row) => row.mail_id);
  if (pending.length > 0) {
    await applyMailAction(
      trx,
      accountId,
      'cancelAction',
      pending,
      { mail_action: null, rescan_reason: null, return_reason: null },
      'Pending action cancelled',
    );
  }
  return (await lockMail(trx, accountId, mailIds)).map(mailItemView);
}

/**
 * Marks items of the member's pending forwards as pending forward again (MarkMailPendingForward);
 * an item in no pending forward refuses the whole request. Answers every item as it is now.
 */
export async function markPendingForward(
  trx: Transaction<Tables>,
  accountId: number,
  mailIds: readonly number[],
): Promise<MailItem[]> {
  await assertMailAccess(trx, accountId);
  const rows = await lockMail(trx, accountId, mailIds);
  const inForward = await mailInPendingForward(trx, accountId, mailIds);
  const outside = rows.find((row) => !inForward.has(row.mail_id));
  if (outside) {
    throw new ApiProblem(409, 'conflict', `Mail item ${outside.mail_id} is in no pending forward`);
  }
  const toMark = rows
    .filter((row) => row.mail_action !== PENDING_ACTION.forward)
    .map((row) => row.mail_id);
  if (toMark.length > 0) {
    await applyMailAction(
      trx,
      accountId,
      'forward',
      toMark,
      { mail_action: PENDING_ACTION.forward },
      'Forward requested',
    );
  }
  return (await lockMail(trx, accountId, mailIds)).map(mailItemView);
}

export const stateOf = (row: Pick<MailRow, 'status' | 'mail_action'>) => ({
  status: row.status as MailStatus,
  mailActions: row.mail_action as PendingAction | null,
});

export function mailItemView(row: MailViewRow): MailItem {
  return {
    mailId: row.mail_id,
    name: row.name,
    ...stateOf(row),
    mailType: row.mail_type === 0 ? 0 : 1,
    dateScanned: (row.date_scanned ?? row.date_received).toISOString(),
    weight: row.weight_grams,
    blurb: row.blurb || null,
    read: row.read,
  };
}

/** The preview a member sees: the opened contents once scanned, else the envelope. */
export const previewKey = (row: Pick<MailRow, 'contents_key' | 'envelope_key'>) =>
  row.contents_key ?? row.envelope_key;

/** The scan bytes of the member's items, for downloads and email; items with no scan are left out. */
export async function scansOf(storage: Storage, rows: readonly MailRow[]) {
  const scans: { row: MailRow; bytes: Uint8Array }[] = [];
  for (const row of rows) {
    const key = previewKey(row);
    const bytes = key ? await storage.get(key) : null;
    if (bytes) scans.push({ row, bytes });
  }
  return scans;
}

/** How an audit line names items: `#10452 "Letter from Service NSW"`, at most five, then a count. */
export function itemList(rows: readonly MailRow[]): string {
  const named = rows.slice(0, 5).map((row) => `#${row.mail_id} "${row.name}"`);
  const more = rows.length > 5 ? ` and ${rows.length - 5} more` : '';
  return named.join(', ') + more;
}

/** The name of an item's scan in a zip or an email: `10452 Letter from Service NSW.pdf`. */
export function scanFileName(row: Pick<MailRow, 'mail_id' | 'name'>): string {
  // No path separators or control characters from the member's item name.
  return `${row.mail_id} ${row.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 100)}.pdf`;
}

/**
 * Whether the account still holds mail in the sense of the pause rule (§4, §8): unopened or scanned
 * items with no forward, shred or return requested. Pausing and `GET /api/mail/MailHeld` ask it.
 */
export async function isMailHeldFor(db: Kysely<Tables>, accountId: number): Promise<boolean> {
  return isMailHeld(await storedMailOf(db, accountId));
}
