import { describe, expect, it } from 'vitest';
import {
  formatExpiryInput,
  parseExpiry,
  validateCardForm,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './card-fields.ts';

const now = new Date('2025-06-15T00:00:00Z');

describe('§5 card form', () => {
  it('§5 card: a complete number of the brand’s length that passes Luhn is valid, typed grouped or not', () => {
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('3782-822463-10005')).toBeNull();
    expect(validateCardNumber('30569309025904')).toBeNull();
  });

  it('§5 card: a short, long, mistyped or non-numeric number is invalid', () => {
    for (const number of [
      '4242 4242 4242',
      '4242 4242 4242 4241',
      '4242 4242 4242 4242 4',
      '4242 4242 4242 424x',
    ]) {
      expect(validateCardNumber(number)).toBe('validation.card.number');
    }
    expect(validateCardNumber(' ')).toBe('validation.required');
  });

  it('§5 card: the expiry is kept to MM/YY as it is typed', () => {
    expect(formatExpiryInput('0')).toBe('0');
    expect(formatExpiryInput('07')).toBe('07');
    expect(formatExpiryInput('072')).toBe('07/2');
    expect(formatExpiryInput('07/279')).toBe('07/27');
  });

  it('§5 card: expiry must be a real month as MM/YY', () => {
    expect(parseExpiry('07/27')).toEqual({ month: 7, year: 2027 });
    for (const typed of ['7/27', '13/27', '00/27', '07/2027', '0727']) {
      expect(validateExpiry(typed, now)).toBe('validation.card.expiryFormat');
    }
    expect(validateExpiry('', now)).toBe('validation.required');
  });

  it('§5 card: expiry not in the past; the card is good through its expiry month', () => {
    expect(validateExpiry('06/25', now)).toBeNull();
    expect(validateExpiry('01/26', now)).toBeNull();
    expect(validateExpiry('05/25', now)).toBe('validation.card.expired');
    expect(validateExpiry('12/24', now)).toBe('validation.card.expired');
  });

  it('§5 card: the month is read in the given time zone', () => {
    // 31 May 20:00 UTC is already 1 June in Sydney, so a May card has expired there.
    const endOfMay = new Date('2025-05-31T20:00:00Z');
    expect(validateExpiry('05/25', endOfMay)).toBeNull();
    expect(validateExpiry('05/25', endOfMay, 'Australia/Sydney')).toBe('validation.card.expired');
  });

  it('§5 card: CVC is 3 digits, 4 for amex', () => {
    expect(validateCvc('123', 'visa')).toBeNull();
    expect(validateCvc('1234', 'visa')).toBe('validation.card.cvcThreeDigits');
    expect(validateCvc('1234', 'amex')).toBeNull();
    expect(validateCvc('123', 'amex')).toBe('validation.card.cvcFourDigits');
    expect(validateCvc('12a', 'diners')).toBe('validation.card.cvcThreeDigits');
    expect(validateCvc('', 'visa')).toBe('validation.required');
  });

  it('§5 card: the whole form reports each field, the CVC checked against the number’s brand', () => {
    const form = {
      cardName: 'Mia Chen',
      number: '3782 822463 10005',
      expiry: '08/27',
      cvc: '1234',
    };
    expect(validateCardForm(form, now)).toEqual({});
    expect(
      validateCardForm({ cardName: '', number: '4242', expiry: '08/24', cvc: '1234' }, now),
    ).toEqual({
      cardName: 'validation.required',
      number: 'validation.card.number',
      expiry: 'validation.card.expired',
      cvc: 'validation.card.cvcThreeDigits',
    });
  });
});
