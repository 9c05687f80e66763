import { describe, expect, it } from 'vitest';
import {
  acceptsUnitValueInput,
  CUSTOMS_REASON_LABEL_KEYS,
  CUSTOMS_REASONS,
  isUnitValue,
  newCustomForm,
  UNDELIVERABLE_CHOICES,
  UNDELIVERABLE_LABEL_KEYS,
  unitValueForRequest,
  validateCustomForm,
  type CustomForm,
} from './custom-form.ts';

const filled: CustomForm = {
  ...newCustomForm(),
  whatIsIt: 'Books',
  unitValue: '24.95',
  whyAreYouSending: 'Gift',
};

describe('§5 custom declaration', () => {
  it('§5 customs: a new form defaults to no dangerous goods and Return to Sender', () => {
    expect(newCustomForm()).toEqual({
      whatIsIt: '',
      unitValue: '',
      whyAreYouSending: null,
      otherReason: '',
      doesParcelContainDangerous: false,
      whatIfParcelCantBeDelivered: 'Return to Sender',
      forwardId: 0,
    });
  });

  it('§5 customs: the reasons keep the spec’s values, Commerical Sample spelling included', () => {
    expect(CUSTOMS_REASONS).toEqual([
      'Gift',
      'Documents',
      'Commerical Sample',
      'Merchandise',
      'Returned Goods',
      'Other',
    ]);
    expect(CUSTOMS_REASON_LABEL_KEYS['Commerical Sample']).toBe('customs.reason.commercialSample');
    expect(UNDELIVERABLE_CHOICES).toEqual(['Return to Sender', 'Treat as abandoned']);
    expect(UNDELIVERABLE_LABEL_KEYS['Treat as abandoned']).toBe('customs.undeliverable.abandon');
  });

  it('§5 customs: a complete declaration passes', () => {
    expect(validateCustomForm(filled)).toEqual({});
    expect(
      validateCustomForm({ ...filled, whyAreYouSending: 'Other', otherReason: 'Repair' }),
    ).toEqual({});
  });

  it('§5 customs: the description is required with its own message', () => {
    expect(validateCustomForm({ ...filled, whatIsIt: '  ' })).toEqual({
      whatIsIt: 'validation.customs.description',
    });
  });

  it('§5 customs: unit value is digits with at most one point and up to 4 decimals', () => {
    for (const value of ['5', '12.5', '0.1234', '12.', '.5']) expect(isUnitValue(value)).toBe(true);
    for (const value of ['12.34567', '1.2.3', '1,50', '$5', '-1', '.', 'abc']) {
      expect(isUnitValue(value)).toBe(false);
      expect(validateCustomForm({ ...filled, unitValue: value })).toEqual({
        unitValue: 'validation.customs.unitValue',
      });
    }
    expect(validateCustomForm({ ...filled, unitValue: '' })).toEqual({
      unitValue: 'validation.required',
    });
  });

  it('§5 customs: the field accepts typing towards a value, but no fifth decimal', () => {
    expect(['', '1', '12.', '12.3456'].every(acceptsUnitValueInput)).toBe(true);
    expect(['12.34567', '1.2.', 'a'].some(acceptsUnitValueInput)).toBe(false);
  });

  it('§5 customs: Other needs the member’s own reason', () => {
    expect(validateCustomForm({ ...filled, whyAreYouSending: 'Other', otherReason: ' ' })).toEqual({
      otherReason: 'validation.required',
    });
  });

  it('§5 customs: a reason must be chosen, and choices from outside the lists are refused', () => {
    expect(validateCustomForm({ ...filled, whyAreYouSending: null })).toEqual({
      whyAreYouSending: 'validation.choice',
    });
    const forged = {
      ...filled,
      whyAreYouSending: 'Commercial Sample',
      whatIfParcelCantBeDelivered: 'Burn it',
    };
    expect(validateCustomForm(forged as unknown as CustomForm)).toEqual({
      whyAreYouSending: 'validation.choice',
      whatIfParcelCantBeDelivered: 'validation.choice',
    });
  });

  it('§5 unit value: a finished value is written as the API reads it', () => {
    expect(unitValueForRequest('12.')).toBe('12');
    expect(unitValueForRequest('.5')).toBe('0.5');
    expect(unitValueForRequest(' 24.5000 ')).toBe('24.5000');
    expect(unitValueForRequest('7')).toBe('7');
  });
});
