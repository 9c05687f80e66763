import { describe, expect, it } from 'vitest';
import {
  internationalMobileNumber,
  isMobileNumber,
  mobileCallingCode,
  normaliseMobileNumber,
  validateMobileNumber,
} from './sms.ts';

describe('§5 SMS mobile number', () => {
  it('§5 sms: spaces typed to group digits are dropped', () => {
    expect(normaliseMobileNumber(' +61 412 345 678 ')).toBe('+61412345678');
  });

  it('§5 sms: finds the accepted calling code a number starts with', () => {
    expect(mobileCallingCode('+81901234567', ['+61', '+81'])).toBe('+81');
    expect(mobileCallingCode('+81901234567', ['+61'])).toBeUndefined();
    expect(mobileCallingCode('+447700900123', ['+61', '+81'])).toBeUndefined();
  });

  it('§5 sms: Australian mobiles are 4 and eight digits after +61', () => {
    expect(isMobileNumber('+61412345678', '+61')).toBe(true);
    for (const number of ['+61212345678', '+610412345678', '+6141234567', '+61412-345-678']) {
      expect(isMobileNumber(number, '+61')).toBe(false);
    }
  });

  it('§5 sms: Japanese mobiles are 70, 80 or 90 and eight digits after +81', () => {
    for (const number of ['+817012345678', '+818012345678', '+819012345678']) {
      expect(isMobileNumber(number, '+81')).toBe(true);
    }
    for (const number of ['+81312345678', '+8109012345678', '+81901234567', '+61412345678']) {
      expect(isMobileNumber(number, '+81')).toBe(false);
    }
  });

  it('§5 sms: a number typed the country’s way becomes international', () => {
    expect(internationalMobileNumber('+81', '090-1234-5678')).toBe('+819012345678');
    expect(internationalMobileNumber('+61', '0412 345 678')).toBe('+61412345678');
    expect(internationalMobileNumber('+61', '412 345 678')).toBe('+61412345678');
  });

  it('§5 sms: the typed number must be a mobile of the chosen code, with that code’s message', () => {
    expect(validateMobileNumber('+61', '0412 345 678')).toBeNull();
    expect(validateMobileNumber('+81', '090 1234 5678')).toBeNull();
    expect(validateMobileNumber('+61', '02 9876 5432')).toBe('validation.mobile.au');
    expect(validateMobileNumber('+81', '03-1234-5678')).toBe('validation.mobile.jp');
    expect(validateMobileNumber('+61', '  ')).toBe('validation.required');
  });
});
