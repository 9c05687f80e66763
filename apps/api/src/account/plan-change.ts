import { billingDayOfMonth } from '@portal/domain/date-format';
import { formatDollars } from '@portal/domain/money';
import { planChangeQuote, type PlanChangeQuote } from '@portal/domain/plan-change';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Transaction } from 'kysely';
import * as accountLifecycle from '#account/lifecycle.ts';
import { currentPlan, lockAccount, publicPlan } from '#account/queries.ts';
import { loadAccountView, type AccountView } from '#account/rules.ts';
import type { Tables } from '#db/tables.ts';
import { notFound } from '#http/problem.ts';
import { audit } from '#services/audit.ts';
import { ensureFunds, postLedgerEntry } from '#services/ledger.ts';

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
  const plan = await publicPlan(trx, account.webpage, planId);
  if (!plan) throw notFound(`Plan ${planId}`);
  if (account.plan_id === plan.plan_id) return loadAccountView(trx, accountId);

  const current = await currentPlan(trx, account);
  const settles =
    current &&
    account.registration_status === REGISTRATION_STATUS.complete &&
    account.status === 'Active';
  const quote = settles
    ? planChangeQuote({
        currentMonthlyFee: current.monthly_fee_cents,
        newMonthlyFee: plan.monthly_fee_cents,
        billingDay: billingDayOfMonth(new Date(`${account.billing_date}T00:00:00Z`)),
        now,
      })
    : null;
  if (quote && quote.amount > 0) ensureFunds(account.balance_cents, quote.amount);

  await accountLifecycle.changePlan(trx, accountId, plan.plan_id);
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
