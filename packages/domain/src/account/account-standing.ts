import { elapsedDays } from '#calendar/calendar-date.ts';
import type { DomainMessageKey } from '#messages/message-keys.ts';
import type { Cents } from '#money/money.ts';

/**
 * An account's standing from its balance and dates (§9): locked while the balance is below zero,
 * no more scanning once it has been unpaid for more than 14 days, termination (with shredding) due
 * once it has been negative for more than 90 days. Paused accounts ('On Hold') are charged no fees.
 * Days are whole 24-hour periods since the balance went negative, so day 15 is the first without
 * scanning and day 91 the first of termination.
 */

export type AccountStatus = 'Active' | 'On Hold';

export const SCANNING_GRACE_DAYS = 14;
export const TERMINATION_AFTER_DAYS = 90;

export type StandingState = 'active' | 'paused' | 'locked' | 'scanningStopped' | 'terminationDue';

export interface AccountStanding {
  /** The most severe state that applies; a paused account in debt shows its debt. */
  state: StandingState;
  locked: boolean;
  canScan: boolean;
  chargesFees: boolean;
  daysNegative: number;
}

export interface StandingInput {
  balance: Cents;
  /** When the balance last went below zero (negativeSince of the ledger); null when it is not. */
  negativeSince: Date | null;
  status: AccountStatus;
}

export function accountStanding(input: StandingInput, now: Date): AccountStanding {
  const locked = input.balance < 0;
  const daysNegative = locked && input.negativeSince ? elapsedDays(input.negativeSince, now) : 0;
  const canScan = daysNegative <= SCANNING_GRACE_DAYS;
  const paused = input.status === 'On Hold';
  const state = stateOf({ daysNegative, canScan, locked, paused });
  return { state, locked, canScan, chargesFees: !paused, daysNegative };
}

function stateOf(facts: {
  daysNegative: number;
  canScan: boolean;
  locked: boolean;
  paused: boolean;
}): StandingState {
  if (facts.daysNegative > TERMINATION_AFTER_DAYS) return 'terminationDue';
  if (!facts.canScan) return 'scanningStopped';
  if (facts.locked) return 'locked';
  return facts.paused ? 'paused' : 'active';
}

const NOTICE_KEYS: Partial<Record<StandingState, DomainMessageKey>> = {
  locked: 'account.standing.locked',
  scanningStopped: 'account.standing.scanningStopped',
  terminationDue: 'account.standing.terminationDue',
};

/** The warning a member in debt should see; null when there is none. */
export function standingNoticeKey(standing: AccountStanding): DomainMessageKey | null {
  return NOTICE_KEYS[standing.state] ?? null;
}

/**
 * When the balance last went below zero, from the ledger (§3 transactions: each row's balance after
 * it); null when the latest balance is not negative. Rows may come in any order.
 */
export function negativeSince(ledger: readonly { date: Date; balance: Cents }[]): Date | null {
  const byDate = [...ledger].sort((a, b) => a.date.getTime() - b.date.getTime());
  let since: Date | null = null;
  for (const row of byDate) {
    if (row.balance >= 0) since = null;
    else since ??= row.date;
  }
  return since;
}
