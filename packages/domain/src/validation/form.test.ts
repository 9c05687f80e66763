import { describe, expect, it } from 'vitest';
import { fieldErrors, formBannerKey, hasErrors, isBlank, requireFields } from './form.ts';

describe('§5 form results', () => {
  it('§5 form: blank means empty, spaces only, or missing', () => {
    expect([' ', '', null, undefined, '\t\n'].every(isBlank)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('§5 form: required fields left blank read Can not be blank', () => {
    const values = { firstName: ' ', lastName: 'Chen', note: '' };
    expect(requireFields(values, ['firstName', 'lastName'])).toEqual({
      firstName: 'validation.required',
    });
  });

  it('§5 form: only fields with a problem are kept', () => {
    expect(fieldErrors({ a: null, b: 'validation.required' })).toEqual({
      b: 'validation.required',
    });
  });

  it('§5 form: an invalid form shows the banner Some fields were invalid', () => {
    expect(formBannerKey({ email: 'validation.required' })).toBe('validation.form.invalid');
    expect(formBannerKey({})).toBeNull();
    expect(hasErrors({})).toBe(false);
  });
});
