import type { DomainMessageKey } from '#messages/message-keys.ts';
import { fieldErrors, isBlank, type FieldErrors } from '#validation/form.ts';

/**
 * Passwords (§5). The spec only asks for one; the minimum length is the ASVS level 2 floor the
 * portal is held to (DESIGN §7), so the server can enforce the same rule the forms show.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** A new password's own problem, if any. */
export function passwordProblem(password: string): DomainMessageKey | null {
  if (isBlank(password)) return 'validation.required';
  return Array.from(password).length < PASSWORD_MIN_LENGTH ? 'validation.password.tooShort' : null;
}

export interface NewPasswordForm {
  password: string;
  repeat: string;
}

/**
 * Change password and reset password (§5): the new password and its repeat must match, else
 * 'Passwords do not match'.
 */
export function validateNewPassword(form: NewPasswordForm): FieldErrors<'password' | 'repeat'> {
  return fieldErrors({
    password: passwordProblem(form.password),
    repeat: form.repeat === form.password ? null : 'validation.password.mismatch',
  });
}
