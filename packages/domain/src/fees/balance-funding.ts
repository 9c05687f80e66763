import type { Cents } from '#money/money.ts';

/**
 * How a charge against the prepaid balance is paid (§9, DESIGN §3.7): from the balance when it
 * covers the charge; otherwise, when the member has a card on file with an auto top-up amount, the
 * card is charged that amount first (or the shortfall, when that is more); otherwise it cannot be
 * paid. The server charges by it and the screens tell the member the outcome before they confirm.
 */

export interface FundingSource {
  balance: Cents;
  /** The auto top-up amount charged to the card on file; 0 or null when there is no such card. */
  autoTopUp: Cents | null;
}

export type Funding =
  | { kind: 'balance'; balanceAfter: Cents }
  | { kind: 'topUp'; topUp: Cents; balanceAfter: Cents }
  | { kind: 'short'; shortBy: Cents };

export function fundCharge(source: FundingSource, charge: Cents): Funding {
  const shortfall = charge - source.balance;
  if (shortfall <= 0) return { kind: 'balance', balanceAfter: source.balance - charge };
  if (!source.autoTopUp || source.autoTopUp <= 0) return { kind: 'short', shortBy: shortfall };
  const topUp = Math.max(source.autoTopUp, shortfall);
  return { kind: 'topUp', topUp, balanceAfter: source.balance + topUp - charge };
}
