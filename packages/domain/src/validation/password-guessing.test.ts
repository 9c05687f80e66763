import { describe, expect, it } from 'vitest';
import { guessablePasswordProblem, passwordScore } from '#validation/password-guessing.ts';

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
