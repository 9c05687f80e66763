import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forwardProductFee, parcelForwardFee } from './forward-fee.ts';

const flat = { letterForward: 450, parcelForward: 1000, parcelForwardPercent: 0 };
const percent = { ...flat, parcelForwardPercent: 15 };

describe('§9 parcel forward fee', () => {
  it('§9 fees: a percent plan charges that percent of the parcel’s courier cost, to the cent', () => {
    expect(parcelForwardFee(percent, 2999)).toBe(450);
    expect(parcelForwardFee({ parcelForward: 0, parcelForwardPercent: 12.5 }, 1001)).toBe(125);
  });

  it('§9 fees: a plan without a percent charges its flat parcel fee whatever the cost', () => {
    expect(parcelForwardFee(flat, 2999)).toBe(1000);
    expect(parcelForwardFee(flat, 99_999)).toBe(1000);
  });

  it('§9 fees: letters are charged the plan’s letter fee, parcels the parcel fee', () => {
    expect(forwardProductFee(percent, { isParcel: false, courierPrice: 2000 })).toBe(450);
    expect(forwardProductFee(percent, { isParcel: true, courierPrice: 2000 })).toBe(300);
  });

  it('§9 fees: the fee is whole cents and never falls as the courier cost rises (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (rate, a, b) => {
          const plan = { parcelForward: 0, parcelForwardPercent: rate };
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(Number.isSafeInteger(parcelForwardFee(plan, low))).toBe(true);
          expect(parcelForwardFee(plan, low)).toBeLessThanOrEqual(parcelForwardFee(plan, high));
        },
      ),
    );
  });
});
