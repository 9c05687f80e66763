import type { Cents } from '#money/money.ts';

/**
 * Auto top-up (§1, §3 autoTopUpAmount; decision 073): "when my balance falls below the threshold,
 * top up the amount". Both are the member's: the threshold is shown and set in settings, and an
 * amount of 0 turns auto top-up off. One card charge covers what is needed: before a charge the
 * balance cannot take (or in the background, after a debit took the balance below the threshold)
 * the card is charged the amount, or more when that would still leave the balance below the
 * threshold, so the debit that follows never asks for a second top-up.
 */

/** An amount of 0: auto top-up is off. */
export const AUTO_TOP_UP_OFF: Cents = 0;

/**
 * A member who never chose a threshold is topped up only when a charge finds too little on the
 * balance: a new member is not charged again straight after the signup's charge.
 */
export const DEFAULT_AUTO_TOP_UP_THRESHOLD: Cents = 0;

/** The thresholds settings offer, lowest first. */
export const AUTO_TOP_UP_THRESHOLD_CHOICES: readonly Cents[] = [0, 500, 1000, 2000, 5000, 10000];

/** The highest threshold a member may set: more would keep charging the card for credit unused. */
export const MAXIMUM_AUTO_TOP_UP_THRESHOLD: Cents = 20000;

/** Whole cents from $0 to the maximum; the screens offer only such choices. */
export function isAutoTopUpThreshold(threshold: Cents): boolean {
  return (
    Number.isInteger(threshold) && threshold >= 0 && threshold <= MAXIMUM_AUTO_TOP_UP_THRESHOLD
  );
}

export interface AutoTopUpSetting {
  balance: Cents;
  /** The account's auto top-up amount; 0 when it is off. */
  autoTopUp: Cents;
  /** The balance below which the card is charged. */
  threshold: Cents;
  /** A saved card to charge. */
  hasCard: boolean;
  /** The member's brand offers auto top-up (`includeAutoTopup`). */
  offered: boolean;
}

/**
 * How much to charge the card before `pending` is debited (0 when the debit is already on the
 * balance), or null when no top-up applies: the amount, or what brings the balance after the
 * debit back to the threshold when that is more.
 */
export function autoTopUpAmount(setting: AutoTopUpSetting, pending: Cents = 0): Cents | null {
  if (!setting.offered || !setting.hasCard || setting.autoTopUp <= AUTO_TOP_UP_OFF) return null;
  const after = setting.balance - pending;
  if (after >= setting.threshold) return null;
  return Math.max(setting.autoTopUp, setting.threshold - after);
}
