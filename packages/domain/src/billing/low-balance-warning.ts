import type { Cents } from '#money/money.ts';
import { autoTopUpAmount, type AutoTopUpSetting } from '#billing/auto-top-up.ts';

/**
 * The low-balance warning (issue 41): the holder hears that money is running out before the next
 * monthly fee finds the balance short, or, earlier, below an amount they chose. One level is
 * watched, the higher of the two; a level an auto top-up will fill first warns of nothing.
 */

/** No level of the member's own: only the warning before the monthly fee. */
export const NO_CHOSEN_WARNING: Cents = 0;

/** The levels settings offer, lowest first (0: only before the monthly fee). */
export const WARNING_LEVEL_CHOICES: readonly Cents[] = [0, 1000, 2000, 5000, 10000];

/** The highest level a member may choose, as for the auto top-up's threshold. */
export const MAXIMUM_WARNING_LEVEL: Cents = 20000;

export function isWarningLevel(level: Cents): boolean {
  return Number.isInteger(level) && level >= 0 && level <= MAXIMUM_WARNING_LEVEL;
}

export interface WarningLevel {
  level: Cents;
  /** The level is the member's own, not the monthly fee. */
  chosen: boolean;
}

/**
 * The balance below which the holder is warned now, or null when nothing needs a warning: the
 * monthly fee (when the fee's debit will not set off an auto top-up) or the member's level (when
 * the balance falling below it will not), whichever is higher.
 */
export function warningLevel(
  monthlyFee: Cents,
  chosenLevel: Cents,
  autoTopUp: AutoTopUpSetting,
): WarningLevel | null {
  const fee = monthlyFee > 0 && autoTopUpAmount(autoTopUp, monthlyFee) === null ? monthlyFee : 0;
  const chosen =
    chosenLevel > NO_CHOSEN_WARNING &&
    autoTopUpAmount({ ...autoTopUp, balance: chosenLevel - 1 }) === null
      ? chosenLevel
      : 0;
  if (fee === 0 && chosen === 0) return null;
  return chosen > fee ? { level: chosen, chosen: true } : { level: fee, chosen: false };
}
