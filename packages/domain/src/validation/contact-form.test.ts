import { describe, expect, it } from 'vitest';
import { isEmailAddress, validateContactForm, validateSignupForm } from './contact-form.ts';

const contact = { firstName: 'Mia', lastName: 'Chen', accountName: 'Chen Imports' };
const signup = {
  ...contact,
  email: 'mia@example.com',
  password: 'harbour-mail',
  repeatPassword: 'harbour-mail',
};

describe('§5 contact and signup forms', () => {
  it('§5 contact: first name, last name and billing name are required', () => {
    expect(validateContactForm(contact)).toEqual({});
    expect(validateContactForm({ firstName: '', lastName: ' ', accountName: '' })).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      accountName: 'validation.required',
    });
  });

  it('§5 signup: complete details pass', () => {
    expect(validateSignupForm(signup)).toEqual({});
    expect(validateSignupForm(signup, true)).toEqual({});
  });

  it('§5 signup: the email is required and must be valid', () => {
    expect(validateSignupForm({ ...signup, email: '' }).email).toBe('validation.required');
    for (const email of ['mia', 'mia@', 'mia@example', 'mia @example.com', 'mia@example..com']) {
      expect(isEmailAddress(email)).toBe(false);
      expect(validateSignupForm({ ...signup, email }).email).toBe(
        'validation.email.invalidOrUnavailable',
      );
    }
    expect(isEmailAddress(' mia.chen+mail@example.com.au ')).toBe(true);
  });

  it('§5 signup: an email the server reports taken gets Email is invalid or not available', () => {
    expect(validateSignupForm(signup, false)).toEqual({
      email: 'validation.email.invalidOrUnavailable',
    });
  });

  it('§5 signup: the password is required and the repeat must match it', () => {
    expect(validateSignupForm({ ...signup, password: '', repeatPassword: '' })).toEqual({
      password: 'validation.required',
    });
    expect(validateSignupForm({ ...signup, repeatPassword: 'harbour-mall' })).toEqual({
      repeatPassword: 'validation.password.repeatMismatch',
    });
  });
});
