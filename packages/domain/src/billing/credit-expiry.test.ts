import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#calendar/calendar-date.ts';
import {
  creditExpiresOn,
  creditLots,
  CREDIT_VALIDITY_MONTHS,
  expiredLots,
  EXPIRY_NOTICE_DAYS,
  lotsExpiringSoon,
  restoredCredits,
  type CreditLedgerRow,
} from './credit-expiry.ts';

const day = (year: number, month: number, date: number): CalendarDate => ({
  year,
  month,
  day: date,
});
let nextId = 0;
const purchase = (amount: number, expiresOn: CalendarDate): CreditLedgerRow => ({
  id: ++nextId,
  amount,
  expiresOn,
  expiresEntryId: null,
});
const charge = (amount: number): CreditLedgerRow => ({
  id: ++nextId,
  amount: -amount,
  expiresOn: null,
  expiresEntryId: null,
});
const refund = (amount: number): CreditLedgerRow => ({
  id: ++nextId,
  amount,
  expiresOn: null,
  expiresEntryId: null,
});
const expiry = (lot: CreditLedgerRow, amount: number): CreditLedgerRow => ({
  id: ++nextId,
  amount: -amount,
  expiresOn: null,
  expiresEntryId: lot.id,
});

describe('§9 prepaid credit expires 12 months after purchase', () => {
  it('§9 expiry: the same day twelve months on, or that month’s last day', () => {
    expect(CREDIT_VALIDITY_MONTHS).toBe(12);
    expect(creditExpiresOn(new Date('2026-03-05T23:30:00Z'))).toEqual(day(2027, 3, 5));
    expect(creditExpiresOn(new Date('2028-02-29T10:00:00Z'))).toEqual(day(2029, 2, 28));
  });

  it('§9 expiry: charges spend the oldest credit first', () => {
    const first = purchase(5000, day(2027, 1, 10));
    const second = purchase(3000, day(2027, 2, 10));
    const lots = creditLots([first, second, charge(6000)]);
    expect(lots).toEqual([
      { id: first.id, expiresOn: day(2027, 1, 10), remaining: 0 },
      { id: second.id, expiresOn: day(2027, 2, 10), remaining: 2000 },
    ]);
  });

  it('§9 expiry: what is left of a purchase expires on its day, not before', () => {
    const first = purchase(5000, day(2027, 1, 10));
    const lots = creditLots([first, charge(1200)]);
    expect(expiredLots(lots, day(2027, 1, 9))).toEqual([]);
    expect(expiredLots(lots, day(2027, 1, 10))).toEqual([
      { id: first.id, expiresOn: day(2027, 1, 10), remaining: 3800 },
    ]);
    expect(expiredLots(lots, day(2027, 3, 1))).toHaveLength(1);
  });

  it('§9 expiry: an expiry entry empties the purchase it names, so it expires once', () => {
    const old = refund(1000);
    const first = purchase(5000, day(2027, 1, 10));
    const lots = creditLots([old, first, charge(1200), expiry(first, 4800)]);
    expect(lots.find((lot) => lot.id === first.id)?.remaining).toBe(0);
    expect(lots.find((lot) => lot.id === old.id)?.remaining).toBe(0);
    expect(expiredLots(lots, day(2027, 1, 10))).toEqual([]);
  });

  it('§9 expiry: an expiry larger than what is left takes the rest from the oldest credit', () => {
    const first = purchase(1000, day(2027, 1, 10));
    const second = purchase(1000, day(2027, 2, 10));
    const lots = creditLots([first, second, expiry(first, 1500)]);
    expect(lots.map((lot) => lot.remaining)).toEqual([0, 500]);
  });

  it('§9 expiry: refunds never expire, and a credit first pays off a negative balance', () => {
    const lots = creditLots([charge(700), refund(500), purchase(2000, day(2027, 1, 10))]);
    expect(lots.map((lot) => lot.remaining)).toEqual([0, 1800]);
    expect(expiredLots(creditLots([refund(500)]), day(2099, 1, 1))).toEqual([]);
  });

  it('§9 expiry: members are told about credit expiring within the next 30 days', () => {
    expect(EXPIRY_NOTICE_DAYS).toBe(30);
    const soon = purchase(2000, day(2027, 1, 31));
    const later = purchase(2000, day(2027, 3, 1));
    const spent = purchase(1000, day(2027, 1, 20));
    const lots = creditLots([spent, charge(1000), soon, later]);
    expect(lotsExpiringSoon(lots, day(2027, 1, 1)).map((lot) => lot.id)).toEqual([soon.id]);
    expect(lotsExpiringSoon(lots, day(2027, 1, 31))).toHaveLength(1);
    expect(lotsExpiringSoon(lots, day(2027, 1, 31))[0]?.id).toBe(later.id);
    expect(lotsExpiringSoon(creditLots([refund(900)]), day(2027, 1, 1))).toEqual([]);
  });
});

describe('restoredCredits', () => {
  const spring = day(2027, 3, 1);
  const summer = day(2027, 6, 1);

  it('gives back the lots a debit took, each with its own expiry, oldest first', () => {
    const first = purchase(300, spring);
    const second = purchase(500, summer);
    const forward = charge(600);
    expect(restoredCredits([first, second, forward], [forward.id])).toEqual([
      { amount: 300, expiresOn: spring },
      { amount: 300, expiresOn: summer },
    ]);
  });

  it('leaves the lots as if the debit had never been posted, later charges taking the oldest', () => {
    const first = purchase(300, spring);
    const second = purchase(500, summer);
    const forward = charge(600);
    const later = charge(100);
    // Without the forward, the later charge would have spent the spring credit.
    expect(restoredCredits([first, second, forward, later], [forward.id])).toEqual([
      { amount: 200, expiresOn: spring },
      { amount: 400, expiresOn: summer },
    ]);
  });

  it('pays off the debt a debit made first, with credit that never expires', () => {
    const bought = purchase(200, spring);
    const forward = charge(500);
    expect(restoredCredits([bought, forward], [forward.id])).toEqual([
      { amount: 300, expiresOn: null },
      { amount: 200, expiresOn: spring },
    ]);
  });

  it('gives back the lot that paid the debt off, not credit that never expires', () => {
    const forward = charge(500);
    const bought = purchase(2000, summer);
    expect(restoredCredits([forward, bought], [forward.id])).toEqual([
      { amount: 500, expiresOn: summer },
    ]);
  });

  it('gives back what has since expired, with its past date, for the expiry run to take again', () => {
    const bought = purchase(300, spring);
    const forward = charge(300);
    const expiry: CreditLedgerRow = {
      id: ++nextId,
      amount: 0,
      expiresOn: null,
      expiresEntryId: bought.id,
    };
    expect(restoredCredits([bought, forward, expiry], [forward.id])).toEqual([
      { amount: 300, expiresOn: spring },
    ]);
  });

  it('refunds several debits together and ignores ids that are not debits', () => {
    const bought = purchase(1000, summer);
    const postage = charge(400);
    const added = charge(100);
    expect(
      restoredCredits([bought, postage, added], [postage.id, added.id, bought.id, 999]),
    ).toEqual([{ amount: 500, expiresOn: summer }]);
  });
});
