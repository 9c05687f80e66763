import { guessablePasswordProblem } from '@portal/domain/validation/password-guessing';
import { ApiProblem } from '#contract/problem.ts';

/**
 * Refuses a new password that is too easy to guess with 422 `password_too_weak` on `field`
 * (decision 081). `personal` are the member's own words (name, email), which guessers try first.
 * The screens run the same estimate as the member types, so this is the rule, not a surprise.
 */
export async function refuseGuessablePassword(
  password: string,
  field: string,
  personal: readonly string[],
): Promise<void> {
  if (await guessablePasswordProblem(password, personal)) {
    throw new ApiProblem(
      422,
      'password_too_weak',
      'This password is too easy to guess. Try a few unrelated words, or a longer password.',
      field,
    );
  }
}
