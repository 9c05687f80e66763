import { describe, expect, it } from 'vitest';
import { loginOutcome, validateLogin } from './login.ts';

const form = { email: 'mia@example.com', password: 'secret-words', loginGuard: '' };
const account = { firstName: 'Mia' };

describe('§5 login', () => {
  it('§5 login: email and password are both required', () => {
    expect(validateLogin({ ...form, email: ' ' }, false)).toBe('validation.login.blank');
    expect(validateLogin({ ...form, password: '' }, false)).toBe('validation.login.blank');
    expect(validateLogin(form, false)).toBeNull();
  });

  it('§5 login: the login guard code is required once it has been asked for', () => {
    expect(validateLogin(form, true)).toBe('validation.login.guardCodeBlank');
    expect(validateLogin({ ...form, loginGuard: '483920' }, true)).toBeNull();
  });

  it('§4 login: a null answer means wrong credentials', () => {
    expect(loginOutcome(null, false)).toEqual({ kind: 'refused', alertKey: 'login.incorrect' });
  });

  it('§4 login: the first loginGuardRequired asks for the emailed code; a second says it was wrong', () => {
    expect(loginOutcome('loginGuardRequired', false)).toEqual({
      kind: 'loginGuard',
      alertKey: 'login.guardPrompt',
    });
    expect(loginOutcome('loginGuardRequired', true)).toEqual({
      kind: 'refused',
      alertKey: 'login.guardIncorrect',
    });
  });

  it('§4 login: an account answer signs the member in', () => {
    expect(loginOutcome(account, true)).toEqual({ kind: 'signedIn', account });
  });
});
