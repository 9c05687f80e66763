import type { Transaction } from 'kysely';
import * as accountLifecycle from '#account/lifecycle.ts';
import { currentPlan, publicPlan } from '#account/queries.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import { accountView, type AccountView } from '#account/rules.ts';
import type { Tables } from '#platform/db/tables.ts';
import { notFound } from '#contract/problem.ts';
import { audit, type AuditText } from '#platform/audit.ts';
import { ensureFunds } from '#money/ledger.ts';
import { toDollars } from '#contract/money.ts';

/**
 * Moves the account to a public plan of its brand (ChoosePlan), in the caller's transaction with the
 * account row locked. The account machine settles it (decision 072): the pro-rata difference is
 * charged, a credit is at most the unused share of what the period charged, the new plan's setup
 * fee is charged once per account, and a paused account is refused. A charge the balance cannot
 * cover is refused (402). The plan it is on already changes nothing.
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
  if (account.plan_id === plan.plan_id) return accountView(trx, account);

  const current = await currentPlan(trx, account);
  const changed = await accountLifecycle.changePlan(trx, accountId, plan.plan_id, now);
  const settled = changed.postings.reduce((sum, posting) => sum + posting.amount, 0);
  // What the change charges must be covered (§9: no charge takes the balance below zero); the
  // refusal rolls the change back with the caller's transaction.
  if (settled < 0) ensureFunds(account.balance_cents, -settled);
  await audit(trx, accountId, planAudit(current?.plan_name, plan.plan_name, settled));
  return accountView(trx, changed.account);
}

function planAudit(from: string | undefined, to: string, settled: number): AuditText {
  if (from === undefined) return { key: 'audit.planSet', values: { plan: to } };
  if (settled === 0) return { key: 'audit.planChanged', values: { from, to } };
  return {
    key: settled < 0 ? 'audit.planChangedCharged' : 'audit.planChangedCredited',
    values: { from, to, amount: toDollars(Math.abs(settled)) },
  };
}
