import { describe, expect, it } from 'vitest';
import { MOBILE_PREFIX, normaliseMobileNumber, validateMobileNumber } from './sms.ts';

describe('§5 SMS mobile number', () => {
  it('§5 sms: an Australian +61 number passes, spaces allowed', () => {
    expect(MOBILE_PREFIX).toBe('+61');
    expect(validateMobileNumber('+61 412 345 678')).toBeNull();
    expect(normaliseMobileNumber(' +61 412 345 678 ')).toBe('+61412345678');
  });

  it('§5 sms: other prefixes are rejected', () => {
    for (const number of ['+64 21 123 4567', '0412 345 678', '61412345678', '+1 202 555 0100']) {
      expect(validateMobileNumber(number)).toBe('validation.sms.prefix');
    }
  });

  it('§5 sms: +61 must be followed by the nine digits of the number', () => {
    for (const number of ['+61', '+61 0412 345 678', '+61 412 345 67', '+61 412-345-678']) {
      expect(validateMobileNumber(number)).toBe('validation.sms.digits');
    }
  });

  it('§5 sms: a blank number is required', () => {
    expect(validateMobileNumber('  ')).toBe('validation.required');
  });
});
