import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem, validateNewPassword } from './password.ts';

describe('§5 change and reset password', () => {
  it('§5 password: new and repeat must match, else Passwords do not match', () => {
    expect(validateNewPassword({ password: 'correct horse', repeat: 'correct horse' })).toEqual({});
    expect(validateNewPassword({ password: 'correct horse', repeat: 'correct hose' })).toEqual({
      repeat: 'validation.password.mismatch',
    });
  });

  it('§5 password: a new password is required', () => {
    expect(validateNewPassword({ password: ' ', repeat: ' ' })).toEqual({
      password: 'validation.required',
    });
  });

  it('§5 password: at least 8 characters, counted as characters, not code units', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblem('1234567')).toBe('validation.password.tooShort');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑')).toBe('validation.password.tooShort');
    expect(passwordProblem('パスワードです。')).toBeNull();
  });
});
