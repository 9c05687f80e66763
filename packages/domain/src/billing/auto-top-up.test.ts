import { describe, expect, it } from 'vitest';
import {
  AUTO_TOP_UP_THRESHOLD_CHOICES,
  autoTopUpAmount,
  DEFAULT_AUTO_TOP_UP_THRESHOLD,
  isAutoTopUpThreshold,
  MAXIMUM_AUTO_TOP_UP_THRESHOLD,
} from './auto-top-up.ts';

const on = { balance: 1500, autoTopUp: 2000, threshold: 1000, hasCard: true, offered: true };

describe('auto top-up at the member’s threshold', () => {
  it('charges the amount once the balance is below the threshold, not at it', () => {
    expect(autoTopUpAmount({ ...on, balance: 999 })).toBe(2000);
    expect(autoTopUpAmount({ ...on, balance: 1000 })).toBeNull();
  });

  it('covers a pending charge in one top-up that leaves the balance at the threshold', () => {
    // $15 on the balance, a $30 forward, a $10 threshold: $20 would leave $5, so $25.
    expect(autoTopUpAmount(on, 3000)).toBe(2500);
    expect(autoTopUpAmount(on, 500)).toBeNull();
  });

  it('far below, enough to reach the threshold again', () => {
    expect(autoTopUpAmount({ ...on, balance: -4500 })).toBe(5500);
  });

  it('by default tops up only when a charge finds too little on the balance', () => {
    const fresh = { ...on, balance: 5, threshold: DEFAULT_AUTO_TOP_UP_THRESHOLD };
    expect(autoTopUpAmount(fresh)).toBeNull();
    expect(autoTopUpAmount(fresh, 5)).toBeNull();
    expect(autoTopUpAmount(fresh, 50)).toBe(2000);
  });

  it('needs a card, an amount (0 is off) and a brand that offers it', () => {
    expect(autoTopUpAmount({ ...on, balance: 0, hasCard: false })).toBeNull();
    expect(autoTopUpAmount({ ...on, balance: 0, autoTopUp: 0 })).toBeNull();
    expect(autoTopUpAmount({ ...on, balance: 0, offered: false })).toBeNull();
  });

  it('accepts thresholds in whole cents from $0 to the maximum, which the choices keep to', () => {
    expect(isAutoTopUpThreshold(0)).toBe(true);
    expect(isAutoTopUpThreshold(MAXIMUM_AUTO_TOP_UP_THRESHOLD)).toBe(true);
    expect(isAutoTopUpThreshold(-1)).toBe(false);
    expect(isAutoTopUpThreshold(MAXIMUM_AUTO_TOP_UP_THRESHOLD + 1)).toBe(false);
    expect(isAutoTopUpThreshold(10.5)).toBe(false);
    expect(AUTO_TOP_UP_THRESHOLD_CHOICES.every(isAutoTopUpThreshold)).toBe(true);
  });
});
