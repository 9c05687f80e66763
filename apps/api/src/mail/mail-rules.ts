import { accountStanding, negativeSince } from '@portal/domain/account-standing';
import {
  checkMailAction,
  type MailAction,
  type MailActionContext,
  type MailRefusal,
} from '@portal/domain/mail-actions';
import type { MailStatus, PendingAction } from '@portal/domain/mail-status';
import { mailAccess } from '@portal/domain/verification-gate';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '#db/tables.ts';
import { ApiProblem, notFound } from '#http/problem.ts';
import { mailOf, type MailRow } from '#mail/mail-rows.ts';
import { lockAccount } from '#account/queries.ts';

const VERIFICATION_REQUIRED = new ApiProblem(
  403,
  'verification_required',
  'Unable to view or action mail until verification is complete.',
);

/** §4, §6: viewing or downloading scans needs SMS or photo ID verification. */
export async function assertMailAccess(db: Kysely<Tables>, accountId: number): Promise<void> {
  const account = await db
    .selectFrom('accounts')
    .select(['id_verification', 'sms_verification'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (!mailAccess(verificationOf(account)).allowed) throw VERIFICATION_REQUIRED;
}

const verificationOf = (account: { id_verification: number; sms_verification: number }) => ({
  idVerified: account.id_verification === 2,
  smsVerified: account.sms_verification === 2,
});

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
  const plan = account.plan_id
    ? await trx
        .selectFrom('plans')
        .select('parcel_forward_only')
        .where('plan_id', '=', account.plan_id)
        .executeTakeFirst()
    : undefined;
  let scanningStopped = false;
  if (account.balance_cents < 0) {
    const ledger = await trx
      .selectFrom('ledger_entries')
      .select(['date', 'balance_after_cents as balance'])
      .where('account_id', '=', accountId)
      .orderBy('transaction_id')
      .execute();
    const standing = accountStanding(
      {
        balance: account.balance_cents,
        negativeSince: negativeSince(ledger),
        status: account.status,
      },
      new Date(),
    );
    scanningStopped = !standing.canScan;
  }
  return {
    account: verificationOf(account),
    plan: { parcelForwardOnly: plan?.parcel_forward_only ?? false },
    scanningStopped,
  };
}

/**
 * The member's items `mailIds`, locked for update inside a transaction. Any id that is not theirs
 * (or does not exist) answers 404, the same for both, so nothing is learnt about other accounts'
 * mail.
 */
export async function lockMail(
  trx: Transaction<Tables>,
  accountId: number,
  mailIds: readonly number[],
): Promise<MailRow[]> {
  return findMail(trx, accountId, mailIds, { lock: true });
}

/** The member's items `mailIds` for reading; 404 as in {@link lockMail}. */
export async function findMail(
  db: Kysely<Tables>,
  accountId: number,
  mailIds: readonly number[],
  { lock = false } = {},
): Promise<MailRow[]> {
  const query = mailOf(db, accountId)
    .selectAll()
    .where('mail_id', 'in', mailIds)
    .orderBy('mail_id');
  const rows = await (lock ? query.forUpdate() : query).execute();
  const found = new Set(rows.map((row) => row.mail_id));
  const missing = mailIds.find((mailId) => !found.has(mailId));
  if (missing !== undefined) throw notFound(`Mail item ${missing}`);
  return rows;
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

export const stateOf = (row: MailRow) => ({
  status: row.status as MailStatus,
  mailActions: row.mail_action as PendingAction | null,
});
