import { billingDayOfMonth } from '@portal/domain/date-format';
import { formatDollars } from '@portal/domain/money';
import { planChangeQuote, type PlanChangeQuote } from '@portal/domain/plan-change';
import type { Selectable, Transaction } from 'kysely';
import type { AccountsTable, Tables } from '#db/tables.ts';
import { notFound } from '#http/problem.ts';
import { lockAccount } from '#services/account-row.ts';
import { loadAccountView, type AccountView } from '#services/account-view.ts';
import { audit } from '#services/audit.ts';
import { ensureFunds, postLedgerEntry } from '#services/ledger.ts';

/** Registration status 2: RegistrationComplete was called. */
const REGISTRATION_COMPLETE = 2;

/**
 * Moves the account to a public plan of its brand (ChoosePlan), in the caller's transaction with the
 * account row locked. A registered, active account settles the pro-rata difference of the monthly
 * fees (domain plan-change) as one ledger entry: a charge its balance must cover, or a credit.
 * During signup there is nothing to settle yet, and a paused account is charged no fees (§9), so
 * those only record the plan.
 */
export async function changePlan(
  trx: Transaction<Tables>,
  accountId: number,
  planId: number,
  now: Date,
): Promise<AccountView> {
  const account = await lockAccount(trx, accountId);
  const plan = await trx
    .selectFrom('plans')
    .select(['plan_id', 'plan_name', 'monthly_fee_cents'])
    .where('plan_id', '=', planId)
    .where('webpage', '=', account.webpage)
    .where('public', '=', true)
    .executeTakeFirst();
  if (!plan) throw notFound(`Plan ${planId}`);
  if (account.plan_id === plan.plan_id) return loadAccountView(trx, accountId);

  const current = await currentPlan(trx, account);
  const settles =
    current && account.registration_status === REGISTRATION_COMPLETE && account.status === 'Active';
  const quote = settles
    ? planChangeQuote({
        currentMonthlyFee: current.monthly_fee_cents,
        newMonthlyFee: plan.monthly_fee_cents,
        billingDay: billingDayOfMonth(new Date(`${account.billing_date}T00:00:00Z`)),
        now,
      })
    : null;
  if (quote && quote.amount > 0) ensureFunds(account.balance_cents, quote.amount);

  await trx
    .updateTable('accounts')
    .set({ plan_id: plan.plan_id })
    .where('account_id', '=', accountId)
    .execute();
  if (current && quote && quote.amount !== 0) {
    await postLedgerEntry(trx, accountId, {
      amount: -quote.amount,
      description: `Plan change from ${current.plan_name} to ${plan.plan_name}, pro-rata for ${quote.daysRemaining} of ${quote.daysInPeriod} days`,
      planName: plan.plan_name,
    });
  }
  await audit(trx, accountId, auditMessage(current?.plan_name, plan.plan_name, quote));
  return loadAccountView(trx, accountId);
}

async function currentPlan(trx: Transaction<Tables>, account: Selectable<AccountsTable>) {
  if (account.plan_id === null) return undefined;
  return trx
    .selectFrom('plans')
    .select(['plan_name', 'monthly_fee_cents'])
    .where('plan_id', '=', account.plan_id)
    .executeTakeFirstOrThrow();
}

function auditMessage(from: string | undefined, to: string, quote: PlanChangeQuote | null) {
  if (from === undefined) return `Plan set to ${to}`;
  const settled =
    !quote || quote.amount === 0
      ? ''
      : quote.amount > 0
        ? `; charged $${formatDollars(quote.amount)}`
        : `; credited $${formatDollars(-quote.amount)}`;
  return `Plan changed from ${from} to ${to}${settled}`;
}
