import { isEmailAddress } from '#validation/contact-form.ts';
import { fieldErrors, isBlank, type FieldErrors } from '#validation/form.ts';

/**
 * The support contact form (§2 /Members/Support): Best contact email, Subject and Message. The
 * limits are the contract's (SupportEmail), so the counters the screen shows are the server's.
 */
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 10_000;

export interface SupportForm {
  email: string;
  subject: string;
  message: string;
}

export type SupportField = keyof SupportForm;

/** Characters as a person counts them (an emoji or a kanji is one), as the counters show. */
export const characterCount = (text: string): number => Array.from(text).length;

export function validateSupportForm(form: SupportForm): FieldErrors<SupportField> {
  return fieldErrors({
    email: isBlank(form.email)
      ? 'validation.required'
      : isEmailAddress(form.email)
        ? null
        : 'validation.email.invalid',
    subject: isBlank(headerLine(form.subject))
      ? 'validation.required'
      : characterCount(form.subject) > SUPPORT_SUBJECT_MAX_LENGTH
        ? 'validation.tooLong'
        : null,
    message: isBlank(form.message)
      ? 'validation.required'
      : characterCount(form.message) > SUPPORT_MESSAGE_MAX_LENGTH
        ? 'validation.tooLong'
        : null,
  });
}

/**
 * Text that goes into an email header (the subject, the reply-to address) on one line: line
 * breaks and other control characters become a space, so no one can add a header of their own.
 */
export function headerLine(text: string): string {
  return Array.from(text, (char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function isControl(char: string): boolean {
  // Every control character is in the BMP, so the first UTF-16 unit tells.
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029;
}
