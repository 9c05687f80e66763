import { describe, expect, it } from 'vitest';
import { fundCharge } from './balance-funding.ts';

describe('§9 paying a charge from the prepaid balance', () => {
  it('takes a charge the balance covers from the balance, down to zero', () => {
    expect(fundCharge({ balance: 5000, autoTopUp: 2000 }, 1250)).toEqual({
      kind: 'balance',
      balanceAfter: 3750,
    });
    expect(fundCharge({ balance: 1250, autoTopUp: null }, 1250)).toEqual({
      kind: 'balance',
      balanceAfter: 0,
    });
  });

  it('tops up by the auto top-up amount when the balance falls short', () => {
    expect(fundCharge({ balance: 500, autoTopUp: 2000 }, 1250)).toEqual({
      kind: 'topUp',
      topUp: 2000,
      balanceAfter: 1250,
    });
  });

  it('tops up by the shortfall when that is more than the auto top-up amount', () => {
    expect(fundCharge({ balance: 500, autoTopUp: 2000 }, 4000)).toEqual({
      kind: 'topUp',
      topUp: 3500,
      balanceAfter: 0,
    });
  });

  it('cannot pay a charge beyond the balance without auto top-up', () => {
    expect(fundCharge({ balance: 500, autoTopUp: null }, 1250)).toEqual({
      kind: 'short',
      shortBy: 750,
    });
    expect(fundCharge({ balance: -300, autoTopUp: 0 }, 1000)).toEqual({
      kind: 'short',
      shortBy: 1300,
    });
  });
});
