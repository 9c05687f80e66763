import { MAIL_STATUS } from '@portal/domain/mail-status';
import type { AccountFacts } from './account-facts.ts';
import type { LedgerRow } from './money-rules.ts';

/** The invariants, by the names a failure prints and `MONEY_MODEL_IGNORE` takes. */
export const INVARIANTS = [
  'ledger-whole',
  'no-money-from-nothing',
  'setup-fee-once',
  'monthly-fee-per-period',
  'expired-credit-unspent',
  'no-mail-lost',
] as const;
export type Invariant = (typeof INVARIANTS)[number];

export interface Violation {
  invariant: Invariant;
  detail: string;
}

/** Mail we no longer hold because staff carried out what the member (or §9's termination) asked. */
const DISPOSED: readonly number[] = [
  MAIL_STATUS.forwarded,
  MAIL_STATUS.shredded,
  MAIL_STATUS.returned,
];

/** The balance is the sum of the ledger, and each entry's balance follows from the one before. */
export function ledgerWhole(
  previousBalance: number,
  entries: readonly LedgerRow[],
  balance: number,
): Violation[] {
  let running = previousBalance;
  for (const entry of entries) {
    running += entry.amount_cents;
    if (entry.balance_after_cents !== running) {
      return [
        {
          invariant: 'ledger-whole',
          detail: `entry ${entry.transaction_id} says balance ${entry.balance_after_cents}, the entries sum to ${running}`,
        },
      ];
    }
  }
  return running === balance
    ? []
    : [{ invariant: 'ledger-whole', detail: `balance ${balance}, ledger sum ${running}` }];
}

/**
 * Every item that arrived is still held, or gone by a fulfilled staff action (forwarded, shredded,
 * returned). `disposed` collects items seen in such a state, which a member may later delete.
 */
export function noMailLost(
  received: readonly number[],
  disposed: Set<number>,
  mail: AccountFacts['mail'],
): Violation[] {
  const present = new Set<number>();
  for (const item of mail) {
    present.add(item.mail_id);
    if (DISPOSED.includes(item.status)) disposed.add(item.mail_id);
  }
  const lost = received.filter((id) => !present.has(id) && !disposed.has(id));
  return lost.map((id) => ({
    invariant: 'no-mail-lost',
    detail: `mail item ${id} is gone from the account, never forwarded, shredded or returned`,
  }));
}

/** Setup fees by plan: never twice for one plan; once registered on a plan that has one, charged. */
export function setupFeeOnce(
  setupFees: Map<string, number>,
  entries: readonly LedgerRow[],
  owed: { planName: string; cents: number } | null,
): Violation[] {
  for (const entry of entries) {
    if (entry.amount_cents < 0 && entry.text_key === 'ledger.setupFee') {
      setupFees.set(entry.plan_name, (setupFees.get(entry.plan_name) ?? 0) + 1);
    }
  }
  const violations: Violation[] = [...setupFees]
    .filter(([, count]) => count > 1)
    .map(([plan, count]) => ({
      invariant: 'setup-fee-once',
      detail: `the setup fee of ${plan} was charged ${count} times`,
    }));
  if (owed && owed.cents > 0 && setupFees.size === 0) {
    violations.push({
      invariant: 'setup-fee-once',
      detail: `registered on ${owed.planName} (setup fee ${owed.cents}), no setup fee charged`,
    });
  }
  return violations;
}
