import type { Posting } from '@portal/domain/account-lifecycle';
import type { Transaction } from 'kysely';
import { planTerms } from '#account/account-state.ts';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { Tables } from '#platform/db/tables.ts';
import { postLedgerEntry, type LedgerText } from '#money/ledger.ts';

export interface PostingContext {
  /** The plan the account was on before the transition, for a plan change's description. */
  fromPlanId: number | null;
  /** The card payment just made pays these charges (signup's today's charge, §9). */
  paidWithPayment?: boolean;
  date?: Date;
}

/**
 * Posts the machine's ledger entries through the ledger, each once-only charge under its billing
 * key. A key posted before (a repeated billing run) is skipped rather than charged twice. Answers
 * the account as the last entry left it; undefined when nothing was posted.
 */
export async function postPostings(
  trx: Transaction<Tables>,
  accountId: number,
  postings: readonly Posting[],
  context: PostingContext,
): Promise<AccountRow | undefined> {
  let account: AccountRow | undefined;
  for (const posting of postings) {
    if (posting.key !== null && (await isPosted(trx, accountId, posting.key))) continue;
    const plan = await planTerms(trx, posting.planId);
    account = await postLedgerEntry(trx, accountId, {
      amount: posting.amount,
      description: await describe(trx, posting, plan?.name ?? '', context.fromPlanId),
      planName: plan?.name,
      ...(posting.key === null ? {} : { billingKey: posting.key }),
      ...(context.paidWithPayment ? { paidWithPayment: true } : {}),
      ...(context.date ? { date: context.date } : {}),
    });
  }
  return account;
}

async function isPosted(trx: Transaction<Tables>, accountId: number, key: string) {
  const posted = await trx
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .where('account_id', '=', accountId)
    .where('billing_key', '=', key)
    .executeTakeFirst();
  return posted !== undefined;
}

async function describe(
  trx: Transaction<Tables>,
  posting: Posting,
  planName: string,
  fromPlanId: number | null,
): Promise<LedgerText> {
  switch (posting.kind) {
    case 'setupFee':
      return { key: 'ledger.setupFee', values: {} };
    case 'monthlyFee':
      return { key: 'ledger.monthlyFee', values: {} };
    case 'storageFee':
      return { key: 'ledger.storageFee', values: {} };
    case 'planChangeCharge':
    case 'planChangeCredit': {
      const from = (await planTerms(trx, fromPlanId))?.name;
      return from === undefined
        ? { key: 'ledger.planChosen', values: { to: planName } }
        : { key: 'ledger.planChange', values: { from, to: planName } };
    }
  }
}
