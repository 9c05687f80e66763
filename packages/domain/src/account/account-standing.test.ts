import { describe, expect, it } from 'vitest';
import { accountStanding, negativeSince, standingNoticeKey } from './account-standing.ts';

const now = new Date('2025-06-30T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('§9 account standing', () => {
  it('§9 standing: a positive balance is active, with fees charged and scanning on', () => {
    expect(accountStanding({ balance: 1500, negativeSince: null, status: 'Active' }, now)).toEqual({
      state: 'active',
      locked: false,
      canScan: true,
      chargesFees: true,
      daysNegative: 0,
    });
  });

  it('§9 standing: locked as soon as the balance is below zero', () => {
    const standing = accountStanding(
      { balance: -1, negativeSince: daysBefore(0.5), status: 'Active' },
      now,
    );
    expect(standing).toMatchObject({
      state: 'locked',
      locked: true,
      canScan: true,
      daysNegative: 0,
    });
    expect(standingNoticeKey(standing)).toBe('account.standing.locked');
  });

  it('§9 standing: scanning stops once the account has been unpaid for more than 14 days', () => {
    const day14 = accountStanding(
      { balance: -500, negativeSince: daysBefore(14), status: 'Active' },
      now,
    );
    expect(day14).toMatchObject({ state: 'locked', canScan: true, daysNegative: 14 });
    const day15 = accountStanding(
      { balance: -500, negativeSince: daysBefore(15), status: 'Active' },
      now,
    );
    expect(day15).toMatchObject({ state: 'scanningStopped', canScan: false });
    expect(standingNoticeKey(day15)).toBe('account.standing.scanningStopped');
  });

  it('§9 standing: termination is due after more than 90 days negative', () => {
    const day90 = accountStanding(
      { balance: -500, negativeSince: daysBefore(90), status: 'Active' },
      now,
    );
    expect(day90.state).toBe('scanningStopped');
    const day91 = accountStanding(
      { balance: -500, negativeSince: daysBefore(91), status: 'Active' },
      now,
    );
    expect(day91.state).toBe('terminationDue');
    expect(standingNoticeKey(day91)).toBe('account.standing.terminationDue');
  });

  it('§9 standing: paused accounts are charged no fees', () => {
    const paused = accountStanding({ balance: 0, negativeSince: null, status: 'On Hold' }, now);
    expect(paused).toMatchObject({ state: 'paused', chargesFees: false, locked: false });
    expect(standingNoticeKey(paused)).toBeNull();
  });

  it('§9 standing: a paused account in debt shows its debt', () => {
    const standing = accountStanding(
      { balance: -100, negativeSince: daysBefore(2), status: 'On Hold' },
      now,
    );
    expect(standing).toMatchObject({ state: 'locked', chargesFees: false });
  });

  it('§9 standing: a balance back at zero or above forgets the old debt', () => {
    const standing = accountStanding(
      { balance: 0, negativeSince: daysBefore(200), status: 'Active' },
      now,
    );
    expect(standing).toMatchObject({ state: 'active', daysNegative: 0 });
    const unknown = accountStanding({ balance: -100, negativeSince: null, status: 'Active' }, now);
    expect(unknown).toMatchObject({ state: 'locked', daysNegative: 0 });
  });
});

describe('§3 ledger: when the balance went negative', () => {
  const row = (day: string, balance: number) => ({
    date: new Date(`2025-06-${day}T00:00:00Z`),
    balance,
  });

  it('§9 ledger: the date of the row that took the balance below zero, in any row order', () => {
    const ledger = [row('05', -200), row('01', 500), row('03', -100), row('02', 100)];
    expect(negativeSince(ledger)).toEqual(new Date('2025-06-03T00:00:00Z'));
  });

  it('§9 ledger: a top-up back to zero or above ends the debt; a new one starts again', () => {
    expect(negativeSince([row('01', -100), row('02', 0)])).toBeNull();
    expect(negativeSince([row('01', -100), row('02', 50), row('04', -20)])).toEqual(
      new Date('2025-06-04T00:00:00Z'),
    );
    expect(negativeSince([])).toBeNull();
  });
});
