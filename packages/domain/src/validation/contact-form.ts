import type { DomainMessageKey } from '#messages/message-keys.ts';
import { fieldErrors, isBlank, requireFields, type FieldErrors } from '#validation/form.ts';
import { passwordProblem } from '#validation/password.ts';

/** The Account settings form and its signup variant (§2, §5). */

export interface ContactForm {
  firstName: string;
  lastName: string;
  /** The billing name. */
  accountName: string;
}

export type ContactField = keyof ContactForm;

export function validateContactForm(form: ContactForm): FieldErrors<ContactField> {
  return requireFields(form, ['firstName', 'lastName', 'accountName']);
}

export interface SignupForm extends ContactForm {
  email: string;
  password: string;
  repeatPassword: string;
}

export type SignupField = keyof SignupForm;

/** A plain shape check; whether the address can receive mail is the verification email's job. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text.trim());
}

/**
 * The signup details step (§5): the contact fields, an email that is valid and available, a
 * password, and a repeat that matches it. Availability is the server's to know: pass the answer of
 * its check on blur once there is one (a taken email gets the same message as an invalid one).
 */
export function validateSignupForm(
  form: SignupForm,
  emailAvailable?: boolean,
): FieldErrors<SignupField> {
  return {
    ...validateContactForm(form),
    ...fieldErrors({
      email: emailProblem(form.email, emailAvailable),
      password: passwordProblem(form.password),
      repeatPassword:
        form.repeatPassword === form.password ? null : 'validation.password.repeatMismatch',
    }),
  };
}

function emailProblem(email: string, available: boolean | undefined): DomainMessageKey | null {
  if (isBlank(email)) return 'validation.required';
  return isEmailAddress(email) && available !== false
    ? null
    : 'validation.email.invalidOrUnavailable';
}
