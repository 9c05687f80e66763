import type { components } from '@portal/contract/schema';
import { accountStanding, negativeSince } from '@portal/domain/account-standing';
import {
  checkMailAction,
  type MailAction,
  type MailActionContext,
} from '@portal/domain/mail-actions';
import type { MailLifecycleRefusal, MailRequest } from '@portal/domain/mail-lifecycle';
import { PENDING_ACTION, type MailStatus, type PendingAction } from '@portal/domain/mail-status';
import { checkScanUse, type Payer } from '@portal/domain/paid-work';
import { isMailHeld } from '@portal/domain/pause';
import { mailAccess } from '@portal/domain/verification-gate';
import { formatDollars } from '@portal/domain/money';
import { amountToUnlock } from '@portal/domain/unpaid-notices';
import { verificationFlags } from '@portal/domain/verification-status';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { lockAccount } from '#platform/db/account-row.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';
import * as mailLifecycle from '#mail/lifecycle.ts';
import {
  lockMail,
  mailInPendingForward,
  verificationColumns,
  type MailRow,
  type MailViewRow,
} from '#mail/queries.ts';
import { balanceHistory } from '#money/ledger.ts';
import { storedMailOf } from '#mail/stored-mail.ts';
import { scanPlanOf } from '#mail/scan-plan.ts';
import { audit, type AuditText } from '#platform/audit.ts';
import type { Storage } from '#platform/storage/storage.ts';

export type MailItem = components['schemas']['MailItem'];

export const VERIFICATION_REQUIRED = new ApiProblem(
  403,
  'verification_required',
  'Unable to view or action mail until verification is complete.',
);

const verificationOf = (account: { id_verification: number; sms_verification: number }) =>
  verificationFlags({
    idVerification: account.id_verification,
    smsVerification: account.sms_verification,
  });

/** §4, §6: viewing, downloading or actioning mail needs SMS or photo ID verification. */
export const mayUseMail = (account: { id_verification: number; sms_verification: number }) =>
  mailAccess(verificationOf(account)).allowed;

/** Refuses an account that may not use its mail (mayUseMail). */
export async function assertMailAccess(db: Kysely<Tables>, accountId: number): Promise<void> {
  if (!mayUseMail(await verificationColumns(db, accountId))) throw VERIFICATION_REQUIRED;
}

/**
 * Who pays for paid staff work (paid-work.ts): the balance, or a saved card whose charges have not
 * kept failing; below zero the account is locked (§9).
 */
export const payerOf = (
  account: Pick<Selectable<AccountsTable>, 'balance_cents' | 'active_payment' | 'card_token'>,
): Payer => ({
  balance: account.balance_cents,
  workingCard: account.active_payment && account.card_token !== null,
  locked: account.balance_cents < 0,
});

/** What an account's standing adds to checkMailAction: locked below zero, scanning stopped after 14 days. */
interface StandingFacts {
  locked: boolean;
  scanningStopped: boolean;
  balance: number;
  daysNegative: number;
}

interface ActionFacts {
  /** What checkMailAction reads. */
  context: MailActionContext;
  standing: StandingFacts;
  /** What the mail machine reads of a request (mail/lifecycle.ts). */
  request: mailLifecycle.RequestFacts;
}

/**
 * Locks the account (so requests on one account's mail run one at a time) and gathers what
 * checkMailAction and the mail machine read: verification, the plan's parcel-forward-only flag, and the account's
 * standing (§9: locked while the balance is below zero, no scanning after 14 days unpaid).
 */
async function actionFacts(
  trx: Transaction<Tables>,
  accountId: number,
  now: Date,
): Promise<ActionFacts> {
  const account = await lockAccount(trx, accountId);
  const standing: StandingFacts = {
    locked: false,
    scanningStopped: false,
    balance: account.balance_cents,
    daysNegative: 0,
  };
  if (account.balance_cents < 0) {
    const current = accountStanding(
      {
        balance: account.balance_cents,
        negativeSince: negativeSince(await balanceHistory(trx, accountId)),
        status: account.status,
      },
      now,
    );
    standing.locked = current.locked;
    standing.scanningStopped = !current.canScan;
    standing.daysNegative = current.daysNegative;
  }
  const plan = await scanPlanOf(trx, account);
  const context = {
    account: verificationOf(account),
    plan: { parcelForwardOnly: plan?.parcelForwardOnly ?? false },
    scanningStopped: standing.scanningStopped,
  };
  return {
    context: { ...context, locked: standing.locked },
    standing,
    request: { context, payer: payerOf(account), prices: plan?.prices ?? null },
  };
}

const DETAILS: Record<
  Exclude<
    MailLifecycleRefusal,
    'verification_required' | 'account_locked' | 'scanning_stopped' | 'payment_required'
  >,
  string
> = {
  pending_action: 'has a pending action; cancel it first',
  no_pending_action: 'has no pending action',
  not_unopened: 'is already opened',
  not_held: 'is no longer held (forwarded, shredded or returned)',
  plan_forbids_scan: 'cannot be scanned on a parcel-forward-only plan',
  parcel_not_opened: 'is a parcel: parcels are forwarded, returned or shredded, never opened',
};

const dollars = (cents: number) =>
  cents < 0 ? `-$${formatDollars(-cents)}` : `$${formatDollars(cents)}`;

/**
 * The refusal as the API answers it, each with its own code (the contract's ProblemCode): 403 for
 * what the account must fix first (verification, a locked account, scanning stopped), 409 for an
 * item whose state does not allow the action. A locked account is told how much to pay.
 */
function refusalProblem(
  code: MailLifecycleRefusal,
  mailId: number,
  standing: StandingFacts,
): ApiProblem {
  const pay = dollars(amountToUnlock(standing.balance));
  switch (code) {
    case 'verification_required':
      return VERIFICATION_REQUIRED;
    case 'account_locked':
      return new ApiProblem(
        403,
        'account_locked',
        `Your account is locked: its balance is ${dollars(standing.balance)}. Make a payment of at least ${pay} to unlock it.`,
      );
    case 'scanning_stopped':
      return new ApiProblem(
        403,
        'scanning_stopped',
        `Scanning has stopped: your balance has been below zero for ${standing.daysNegative} days. Make a payment of at least ${pay} to restart it.`,
      );
    case 'payment_required':
      return new ApiProblem(
        402,
        'payment_required',
        `Your balance of ${dollars(standing.balance)} does not cover opening and scanning mail item ${mailId}. Top up or save a card first.`,
      );
    default:
      return new ApiProblem(409, code, `Mail item ${mailId} ${DETAILS[code]}`);
  }
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
  now = new Date(),
): Promise<MailRow[]> {
  const { context, standing } = await actionFacts(trx, accountId, now);
  if (!mailAccess(context.account).allowed) throw VERIFICATION_REQUIRED;
  const rows = await lockMail(trx, accountId, mailIds);
  for (const row of rows) {
    const check = checkMailAction(action, stateOf(row), context);
    if (!check.ok) throw refusalProblem(check.code, row.mail_id, standing);
  }
  if (action === 'email') {
    // A locked member reads the scans paid for but sends none out (paid-work.ts).
    const use = checkScanUse({ locked: standing.locked }, 'email');
    if (!use.ok) throw refusalProblem(use.code, rows[0]?.mail_id ?? 0, standing);
  }
  return rows;
}

/**
 * A member's request on the items, through the mail machine (mail/lifecycle.ts): refused whole,
 * as the first item refused says, or applied whole and audited as `describe`. Answers the items
 * as they are now, in the caller's transaction.
 */
export async function requestMail(
  trx: Transaction<Tables>,
  accountId: number,
  action: MailRequest,
  mailIds: readonly number[],
  describe: AuditText,
  details: mailLifecycle.RequestDetails = {},
): Promise<MailItem[]> {
  const { context, standing, request } = await actionFacts(trx, accountId, new Date());
  if (!mailAccess(context.account).allowed) throw VERIFICATION_REQUIRED;
  const rows = await lockMail(trx, accountId, mailIds);
  const updated = await mailLifecycle
    .request(trx, rows, action, request, details)
    .catch((error: unknown) => {
      if (error instanceof mailLifecycle.MailRefused) {
        throw refusalProblem(error.code, error.mailId, standing);
      }
      throw error;
    });
  await audit(trx, accountId, withItems(describe, updated));
  return updated.map(mailItemView);
}

/** How an action changes the items: a lifecycle step (mail/lifecycle.ts) or updateMail. */
export type MailChange = (
  trx: Transaction<Tables>,
  mailIds: readonly number[],
) => Promise<MailRow[]>;

/**
 * Makes `change` to the items when every one may take `action` (else changes nothing), audits it
 * as `describe`, and answers the items as they are now, in the caller's transaction.
 */
export async function applyMailAction(
  trx: Transaction<Tables>,
  accountId: number,
  action: MailAction,
  mailIds: readonly number[],
  change: MailChange,
  describe: AuditText,
): Promise<MailItem[]> {
  await mailForAction(trx, accountId, action, mailIds);
  const updated = await change(trx, mailIds);
  await audit(trx, accountId, withItems(describe, updated));
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
  // The account before the items, as every change takes them (decision 080).
  await lockAccount(trx, accountId);
  await assertMailAccess(trx, accountId);
  const rows = await lockMail(trx, accountId, mailIds);
  const forwarding = rows.find((row) => row.mail_action === PENDING_ACTION.forward);
  if (forwarding) {
    throw new ApiProblem(
      409,
      'in_pending_forward',
      `Mail item ${forwarding.mail_id} is in a pending forward: cancel that forward in the Forward Log`,
    );
  }
  const pending = rows.filter((row) => row.mail_action !== null).map((row) => row.mail_id);
  if (pending.length > 0) {
    await applyMailAction(trx, accountId, 'cancelAction', pending, mailLifecycle.cancelAction, {
      key: 'audit.mail.actionCancelled',
    });
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
  // The account before the items, as every change takes them (decision 080).
  await lockAccount(trx, accountId);
  await assertMailAccess(trx, accountId);
  const rows = await lockMail(trx, accountId, mailIds);
  const inForward = await mailInPendingForward(trx, accountId, mailIds);
  const outside = rows.find((row) => !inForward.has(row.mail_id));
  if (outside) {
    throw new ApiProblem(
      409,
      'not_in_pending_forward',
      `Mail item ${outside.mail_id} is in no pending forward`,
    );
  }
  const toMark = rows
    .filter((row) => row.mail_action !== PENDING_ACTION.forward)
    .map((row) => row.mail_id);
  if (toMark.length > 0) {
    await requestMail(trx, accountId, 'forward', toMark, {
      key: 'audit.mail.forwardRequested',
    });
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
    folderId: row.folder_id,
    labelIds: row.label_ids,
    protectedKind: row.protected_kind,
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

/**
 * An audit line about items, naming them `#10452 "Letter from Service NSW"`, at most five, and
 * counting the rest (`more`), which the catalog message words.
 */
export function withItems(text: AuditText, rows: readonly MailRow[]): AuditText {
  const items = rows
    .slice(0, 5)
    .map((row) => `#${row.mail_id} "${row.name}"`)
    .join(', ');
  return { ...text, values: { ...text.values, items, more: Math.max(rows.length - 5, 0) } };
}

/**
 * Whether the account still holds mail in the sense of the pause rule (§4, §8): unopened or scanned
 * items with no forward, shred or return requested. Pausing and `GET /api/mail/MailHeld` ask it.
 */
export async function isMailHeldFor(db: Kysely<Tables>, accountId: number): Promise<boolean> {
  return isMailHeld(await storedMailOf(db, accountId));
}
