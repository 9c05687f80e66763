import { describe, expect, it } from 'vitest';
import { AUTO_TOP_UP_THRESHOLD, autoTopUpAmount } from './auto-top-up.ts';

const on = { balance: 1500, autoTopUp: 5000, hasCard: true, offered: true };

describe('§9 auto top-up below the threshold', () => {
  it('§9 auto top-up: below $20 the card is charged the account’s amount', () => {
    expect(AUTO_TOP_UP_THRESHOLD).toBe(2000);
    expect(autoTopUpAmount(on)).toBe(5000);
    expect(autoTopUpAmount({ ...on, balance: 2000 })).toBeNull();
  });

  it('§9 auto top-up: far below, enough to reach the threshold again', () => {
    expect(autoTopUpAmount({ ...on, balance: -4500 })).toBe(6500);
  });

  it('§9 auto top-up: needs a card, an amount and a brand that offers it', () => {
    expect(autoTopUpAmount({ ...on, hasCard: false })).toBeNull();
    expect(autoTopUpAmount({ ...on, autoTopUp: 0 })).toBeNull();
    expect(autoTopUpAmount({ ...on, offered: false })).toBeNull();
  });
});
