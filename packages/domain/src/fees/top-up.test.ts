import { describe, expect, it } from 'vitest';
import {
  defaultTopUp,
  MINIMUM_TOP_UP,
  PAYPAL_AMOUNTS,
  PAYPAL_CURRENCY,
  PAYPAL_DEFAULT_AMOUNT,
  SETTINGS_TOP_UP_CHOICES,
  signupChargeToday,
  signupDefaultTopUp,
  signupTopUpChoices,
  validateTopUp,
} from './top-up.ts';

describe('§9 top-ups', () => {
  it('§9 top-up: signup offers the plan minimum first when it is under $50', () => {
    expect(signupTopUpChoices(3000)).toEqual([3000, 5000, 7500, 10000, 15000, 20000]);
  });

  it('§9 top-up: signup offers $50 to $200 when the plan minimum is $50 or more, or none', () => {
    expect(signupTopUpChoices(5000)).toEqual([5000, 7500, 10000, 15000, 20000]);
    expect(signupTopUpChoices(8000)).toEqual([5000, 7500, 10000, 15000, 20000]);
    expect(signupTopUpChoices(0)).toEqual([5000, 7500, 10000, 15000, 20000]);
  });

  it('§9 top-up: settings offers $20, $30, $50, $75, $100, $150 and $200', () => {
    expect(SETTINGS_TOP_UP_CHOICES).toEqual([2000, 3000, 5000, 7500, 10000, 15000, 20000]);
  });

  it('§9 top-up: the default is the account’s amount, else the plan minimum, else the page setting', () => {
    expect(defaultTopUp({ account: 7500, planMinimum: 3000, pageSetting: 5000 })).toBe(7500);
    expect(defaultTopUp({ account: null, planMinimum: 3000, pageSetting: 5000 })).toBe(3000);
    expect(defaultTopUp({ account: 0, planMinimum: undefined, pageSetting: 5000 })).toBe(5000);
  });

  it('§9 signup: preselects the plan minimum, else the page setting, as a choice on offer', () => {
    expect(signupDefaultTopUp(2000, 5000)).toBe(2000);
    expect(signupDefaultTopUp(10000, 5000)).toBe(10000);
    expect(signupDefaultTopUp(0, 6000)).toBe(7500);
    expect(signupDefaultTopUp(0, 50000)).toBe(20000);
  });

  it('§9 signup: today’s charge is the larger of the setup fee and the top-up', () => {
    expect(signupChargeToday(9900, 5000)).toBe(9900);
    expect(signupChargeToday(2500, 5000)).toBe(5000);
  });

  it('§9 PayPal: $20 to $200 with $50 preselected, in AUD', () => {
    expect(PAYPAL_AMOUNTS).toEqual([2000, 5000, 7500, 10000, 15000, 20000]);
    expect(PAYPAL_AMOUNTS).toContain(PAYPAL_DEFAULT_AMOUNT);
    expect(PAYPAL_DEFAULT_AMOUNT).toBe(5000);
    expect(PAYPAL_CURRENCY).toBe('AUD');
  });

  it('§9 top-up: a typed amount must be dollars and cents, and at least the $20 minimum', () => {
    expect(MINIMUM_TOP_UP).toBe(2000);
    expect(validateTopUp('20')).toBeNull();
    expect(validateTopUp(' 125.50 ')).toBeNull();
    expect(validateTopUp('19.99')).toBe('validation.topUp.minimum');
    expect(validateTopUp('-50')).toBe('validation.topUp.minimum');
    expect(validateTopUp('20.001')).toBe('validation.amount.invalid');
    expect(validateTopUp('twenty')).toBe('validation.amount.invalid');
    expect(validateTopUp('  ')).toBe('validation.required');
  });
});
