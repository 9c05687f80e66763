import { MINIMUM_TOP_UP } from '#fees/top-up.ts';
import type { Cents } from '#money/money.ts';

/**
 * Auto top-up in the background (§1, §3 autoTopUpAmount): when the balance falls below the
 * threshold (the $20 minimum top-up), the card on file is charged the account's auto top-up amount
 * — or, when the balance has fallen so far that it would not reach the threshold again, as much
 * as does — once per crossing: the entry that took the balance below the threshold names the
 * top-up, and the balance must climb back to the threshold before another crossing can happen.
 */

export const AUTO_TOP_UP_THRESHOLD: Cents = MINIMUM_TOP_UP;

export interface AutoTopUpSetting {
  balance: Cents;
  /** The account's auto top-up amount; 0 when it is not set. */
  autoTopUp: Cents;
  /** A saved card to charge. */
  hasCard: boolean;
  /** The member's brand offers auto top-up (`includeAutoTopup`). */
  offered: boolean;
}

/** How much to charge now, or null when no automatic top-up applies. */
export function autoTopUpAmount(setting: AutoTopUpSetting): Cents | null {
  if (!setting.offered || !setting.hasCard || setting.autoTopUp <= 0) return null;
  if (setting.balance >= AUTO_TOP_UP_THRESHOLD) return null;
  return Math.max(setting.autoTopUp, AUTO_TOP_UP_THRESHOLD - setting.balance);
}
