import { describe, expect, it } from 'vitest';
import { cardNumberLength, detectCardBrand, formatCardNumber, passesLuhn } from './card-number.ts';

describe('§5 card number', () => {
  it('§5 card: amex groups 4-6-5', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782 8224 6310 0059 99')).toBe('3782 822463 10005');
  });

  it('§5 card: diners groups 4-6-4', () => {
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
  });

  it('§5 card: every other brand groups 4-4-4-4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('5555-5555-5555-4444')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('§5 card: detects the brand from the leading digits', () => {
    expect(detectCardBrand('3714')).toBe('amex');
    expect(detectCardBrand('3056')).toBe('diners');
    expect(detectCardBrand('3530')).toBe('jcb');
    expect(detectCardBrand('4111')).toBe('visa');
    expect(detectCardBrand('2223')).toBe('mastercard');
    expect(detectCardBrand('6212')).toBe('unionpay');
    expect(detectCardBrand('9999')).toBe('unknown');
    expect(cardNumberLength('amex')).toBe(15);
    expect(cardNumberLength('visa')).toBe(16);
  });

  it('§5 card: the Luhn check accepts real test numbers and catches a mistyped digit', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('0000')).toBe(false);
  });
});
