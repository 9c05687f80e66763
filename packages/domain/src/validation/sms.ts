import type { DomainMessageKey } from '#messages/message-keys.ts';
import { isBlank } from '#validation/form.ts';

/** The mobile number SMS verification is sent to (§5): Australian numbers only. */

export const MOBILE_PREFIX = '+61';

/** How long the screen waits before offering to text a new code (the server allows 5 an hour). */
export const SMS_RESEND_SECONDS = 60;

/** The number as typed, without the spaces members type to group digits. */
export function normaliseMobileNumber(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/**
 * Must start with +61 (§5), followed by the nine digits of an Australian number without its
 * leading 0 (+61 412 345 678); the digit count is our addition, so a typo fails here, not by SMS.
 */
export function validateMobileNumber(typed: string): DomainMessageKey | null {
  if (isBlank(typed)) return 'validation.required';
  const number = normaliseMobileNumber(typed);
  if (!number.startsWith(MOBILE_PREFIX)) return 'validation.sms.prefix';
  return /^\d{9}$/.test(number.slice(MOBILE_PREFIX.length)) ? null : 'validation.sms.digits';
}
