import type { components } from '@portal/contract/schema';
import type { Kysely } from 'kysely';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { Tables } from '#platform/db/tables.ts';
import { toDollars } from '#contract/money.ts';
import type { RuleActionSpec } from '#mail-rules/queries.ts';

type MailRuleCost = components['schemas']['MailRuleCost'];

/**
 * What the action costs per matching item at the plan's prices (§9), the same prices staff charge
 * with: opening and scanning is the letter price plus the page price for each page; a forward is
 * the plan's letter forwarding fee plus the carrier's postage, quoted when the member pays. The
 * rest is free. An account without a plan is shown nothing to pay, as nothing can be charged yet.
 */
export async function ruleCost(
  db: Kysely<Tables>,
  account: Pick<AccountRow, 'plan_id'>,
  action: RuleActionSpec,
): Promise<MailRuleCost> {
  const free = { action: action.type, fixed: 0, perPage: 0, plusPostage: false };
  if (account.plan_id === null || (action.type !== 'scan' && action.type !== 'forward')) {
    return { ...free, plusPostage: action.type === 'forward' };
  }
  const plan = await db
    .selectFrom('plans')
    .select(['per_letter_cents', 'per_page_cents', 'letter_forward_cents'])
    .where('plan_id', '=', account.plan_id)
    .executeTakeFirstOrThrow();
  return action.type === 'scan'
    ? { ...free, fixed: toDollars(plan.per_letter_cents), perPage: toDollars(plan.per_page_cents) }
    : { ...free, fixed: toDollars(plan.letter_forward_cents), plusPostage: true };
}
