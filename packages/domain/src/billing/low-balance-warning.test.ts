import { describe, expect, it } from 'vitest';
import {
  isWarningLevel,
  warningLevel,
  WARNING_LEVEL_CHOICES,
  NO_CHOSEN_WARNING,
} from './low-balance-warning.ts';

const noAutoTopUp = { balance: 3000, autoTopUp: 0, threshold: 0, hasCard: true, offered: true };
const autoTopUpBelow = (threshold: number) => ({ ...noAutoTopUp, autoTopUp: 2000, threshold });

describe('the balance a low-balance warning watches', () => {
  it('is the monthly fee when the member chose no level', () => {
    expect(warningLevel(1200, NO_CHOSEN_WARNING, noAutoTopUp)).toEqual({
      level: 1200,
      chosen: false,
    });
  });

  it('is the member’s level when it is above the fee, and the fee when it is not', () => {
    expect(warningLevel(1200, 5000, noAutoTopUp)).toEqual({ level: 5000, chosen: true });
    expect(warningLevel(1200, 1000, noAutoTopUp)).toEqual({ level: 1200, chosen: false });
  });

  it('is the member’s level for an account without a fee', () => {
    expect(warningLevel(0, 2000, noAutoTopUp)).toEqual({ level: 2000, chosen: true });
    expect(warningLevel(0, NO_CHOSEN_WARNING, noAutoTopUp)).toBeNull();
  });

  it('leaves out a level an auto top-up fills before it is reached', () => {
    // The card is charged below $50, so the balance never stays below $20 or $50.
    expect(warningLevel(1200, 2000, autoTopUpBelow(5000))).toBeNull();
    expect(warningLevel(1200, 5000, autoTopUpBelow(5000))).toBeNull();
    // Charged only below $10: a $20 level still warns; the fee's debit from $30 does not top up.
    expect(warningLevel(1200, 2000, autoTopUpBelow(1000))).toEqual({ level: 2000, chosen: true });
    // From $15 the $12 fee would take the balance below $10: the top-up covers the fee.
    expect(warningLevel(1200, NO_CHOSEN_WARNING, { ...autoTopUpBelow(1000), balance: 1500 })).toBe(
      null,
    );
  });

  it('offers levels a member may save, and refuses others', () => {
    expect(WARNING_LEVEL_CHOICES.every(isWarningLevel)).toBe(true);
    expect(isWarningLevel(20001)).toBe(false);
    expect(isWarningLevel(-1)).toBe(false);
    expect(isWarningLevel(10.5)).toBe(false);
  });
});
