import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPaidWork, checkScanUse, type Payer } from './paid-work.ts';

const payer = (overrides: Partial<Payer>): Payer => ({
  balance: 0,
  workingCard: false,
  locked: false,
  ...overrides,
});

describe('issue 32 who may start paid work', () => {
  it('a member with no balance and no working card cannot start paid work', () => {
    expect(checkPaidWork(payer({}), 170)).toEqual({ ok: false, code: 'payment_required' });
    expect(checkPaidWork(payer({ balance: 169 }), 170)).toEqual({
      ok: false,
      code: 'payment_required',
    });
  });

  it('the balance or a working card pays', () => {
    expect(checkPaidWork(payer({ balance: 170 }), 170)).toEqual({ ok: true });
    expect(checkPaidWork(payer({ workingCard: true }), 170)).toEqual({ ok: true });
  });

  it('a locked member starts no paid work, card or not', () => {
    expect(checkPaidWork(payer({ balance: -1, workingCard: true, locked: true }), 0)).toEqual({
      ok: false,
      code: 'account_locked',
    });
  });

  it('a locked member reads the scans already paid for but cannot email them out', () => {
    expect(checkScanUse({ locked: true }, 'read')).toEqual({ ok: true });
    expect(checkScanUse({ locked: true }, 'email')).toEqual({ ok: false, code: 'account_locked' });
    expect(checkScanUse({ locked: false }, 'email')).toEqual({ ok: true });
  });

  it('property: paid work starts only when the balance covers the price or a card works', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 5_000 }),
        (balance, workingCard, price) => {
          const check = checkPaidWork({ balance, workingCard, locked: balance < 0 }, price);
          expect(check.ok).toBe(balance >= 0 && (workingCard || balance >= price));
        },
      ),
    );
  });
});
