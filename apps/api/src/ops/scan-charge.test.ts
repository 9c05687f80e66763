import { describe, expect, it } from 'vitest';
import { contentsCharge, envelopeCharge } from '#ops/scan-charge.ts';

const MAIL_STANDARD = { envelopeScan: 0, perLetter: 150, perPage: 20 };
const MAIL_LITE = { envelopeScan: 50, perLetter: 200, perPage: 25 };

describe('scan charges', () => {
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
});
