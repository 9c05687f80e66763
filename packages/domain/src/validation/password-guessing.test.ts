import { describe, expect, it } from 'vitest';
import {
  guessablePasswordProblem,
  MIN_PASSWORD_SCORE,
  passwordScore,
  strengthOf,
} from '#validation/password-guessing.ts';

describe('guessablePasswordProblem', () => {
  it.each(['password', '12345678', 'aaaaaaaa', 'qwertyuiop', 'Password1!', 'P@ssw0rd2024'])(
    'refuses %s, a password guessers try early',
    async (password) => {
      expect(await guessablePasswordProblem(password)).toBe('validation.password.weak');
    },
  );

  it.each(['staple-lamp-orbit-42', 'Correct-Horse-42', 'mauve tractor jazz 19'])(
    'accepts %s',
    async (password) => {
      expect(await guessablePasswordProblem(password)).toBeNull();
    },
  );

  it("counts the member's own name and address as easy guesses", async () => {
    const password = 'harbourmail-alexchen';
    expect(await passwordScore(password)).toBeGreaterThan(
      await passwordScore(password, ['alex', 'chen', 'harbourmail', 'alex.chen@mail.test']),
    );
  });
});

describe('strengthOf', () => {
  it('calls every refused score weak or fair, and every accepted one good or strong', () => {
    expect(([0, 1, 2, 3, 4] as const).map(strengthOf)).toEqual([
      'weak',
      'weak',
      'fair',
      'good',
      'strong',
    ]);
    expect(strengthOf(MIN_PASSWORD_SCORE)).toBe('good');
  });
});
