import type { DomainMessageKey } from '#messages/message-keys.ts';
import { isBlank } from '#validation/form.ts';

/** The login form (§2 /Login, §4, §5). */

export interface LoginForm {
  email: string;
  password: string;
  /** The login guard code, asked for once the server has answered 'loginGuardRequired'. */
  loginGuard: string;
}

/** Checks the form before it is sent; the answer is shown as the form's alert. */
export function validateLogin(form: LoginForm, loginGuardAsked: boolean): DomainMessageKey | null {
  if (isBlank(form.email) || isBlank(form.password)) return 'validation.login.blank';
  return loginGuardAsked && isBlank(form.loginGuard) ? 'validation.login.guardCodeBlank' : null;
}

/** What POST /api/Login answers: the account, a request for the login guard code, or null. */
export type LoginAnswer<Account> = Account | 'loginGuardRequired' | null;

export type LoginOutcome<Account> =
  | { kind: 'signedIn'; account: Account }
  | { kind: 'refused'; alertKey: DomainMessageKey }
  /** Unrecognised device: show the code field with this notice. */
  | { kind: 'loginGuard'; alertKey: DomainMessageKey };

/**
 * Reads the login answer (§4): null means wrong credentials; the first 'loginGuardRequired' asks
 * for the emailed code, a second one means the code was wrong.
 */
export function loginOutcome<Account extends object>(
  answer: LoginAnswer<Account>,
  loginGuardAsked: boolean,
): LoginOutcome<Account> {
  if (answer === null) return { kind: 'refused', alertKey: 'login.incorrect' };
  if (answer !== 'loginGuardRequired') return { kind: 'signedIn', account: answer };
  return loginGuardAsked
    ? { kind: 'refused', alertKey: 'login.guardIncorrect' }
    : { kind: 'loginGuard', alertKey: 'login.guardPrompt' };
}
