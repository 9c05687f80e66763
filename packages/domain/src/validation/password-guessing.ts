import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * How hard a new password is to guess (issue 33, NIST 800-63B §3.1.1.2, ASVS 5.0 V6.2): zxcvbn's
 * estimate, which matches against its list of passwords seen in breaches and its common words,
 * names, keyboard patterns, repeats and dates. The dictionaries are large, so they load on first
 * use: the server loads them once, a screen only when the member starts typing a new password.
 */

/**
 * The lowest zxcvbn score a new password may have. 3 means "safely unguessable" (about 10^8
 * guesses), the level zxcvbn's authors suggest for an online service with slow hashes.
 */
export const MIN_PASSWORD_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/**
 * The password's score from 0 (guessed at once) to 4. `personal` are the member's own words
 * (name, email), which a guesser would try first.
 */
export async function passwordScore(
  password: string,
  personal: readonly string[] = [],
): Promise<PasswordScore> {
  const zxcvbn = await loadEstimator();
  return zxcvbn.check(password, personal.filter(Boolean) as string[]).score;
}

/** 'validation.password.weak' when the password is too easy to guess, else null. */
export async function guessablePasswordProblem(
  password: string,
  personal: readonly string[] = [],
): Promise<'validation.password.weak' | null> {
  return (await passwordScore(password, personal)) < MIN_PASSWORD_SCORE
    ? 'validation.password.weak'
    : null;
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/**
 * The word the signup meter shows for a score. Only good and strong are accepted: 'fair' is
 * zxcvbn's "somewhat guessable", still refused, and the meter says so beside it.
 */
export function strengthOf(score: PasswordScore): PasswordStrength {
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  return score === 3 ? 'good' : 'strong';
}
