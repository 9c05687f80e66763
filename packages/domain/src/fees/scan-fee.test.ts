import { describe, expect, it } from 'vitest';
import { contentsCharge, envelopeCharge, scanKindOf, scanQuote } from '#fees/scan-fee.ts';
import { MAIL_STATUS } from '#mail/mail-status.ts';

const MAIL_STANDARD = { envelopeScan: 0, perLetter: 150, perPage: 20 };
const MAIL_LITE = { envelopeScan: 50, perLetter: 200, perPage: 25 };

describe('scan charges', () => {
  it('a rescan of a letter never opened is priced as its first opening (issue 32)', () => {
    expect(scanKindOf({ status: MAIL_STATUS.unopened, mailActions: null })).toBe('scan');
    expect(scanKindOf({ status: MAIL_STATUS.scanned, mailActions: null })).toBe('rescan');
  });

  it('charges the envelope fee on arrival', () => {
    expect(envelopeCharge(MAIL_LITE)).toBe(50);
    expect(envelopeCharge(MAIL_STANDARD)).toBe(0);
  });

  it('charges opening a letter per letter plus per page, as the demo ledger shows', () => {
    expect(contentsCharge(MAIL_STANDARD, 3, 'scan')).toBe(210);
    expect(contentsCharge(MAIL_LITE, 1, 'scan')).toBe(225);
  });

  it('charges a rescan per page only', () => {
    expect(contentsCharge(MAIL_STANDARD, 3, 'rescan')).toBe(60);
  });

  it('charges nothing without a plan', () => {
    expect(envelopeCharge(null)).toBe(0);
    expect(contentsCharge(null, 5, 'scan')).toBe(0);
  });

  it('quotes a scan before it is asked for: the fixed part, the page price, the least balance after', () => {
    expect(scanQuote(MAIL_STANDARD, 2, 'scan', 1000)).toEqual({
      perItem: 150,
      perPage: 20,
      balanceAfter: 700,
      unaffordable: false,
    });
    expect(scanQuote(MAIL_STANDARD, 1, 'rescan', 1000)).toMatchObject({
      perItem: 0,
      balanceAfter: 1000,
    });
  });

  it('says a scan is unaffordable when the balance cannot pay one page of each item', () => {
    expect(scanQuote(MAIL_STANDARD, 2, 'scan', 339).unaffordable).toBe(true);
    expect(scanQuote(MAIL_STANDARD, 2, 'scan', 340).unaffordable).toBe(false);
    expect(scanQuote(MAIL_STANDARD, 1, 'rescan', 19).unaffordable).toBe(true);
  });
});
