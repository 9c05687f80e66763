import type { DomainMessageKey } from '#messages/message-keys.ts';
import { isBlank } from '#validation/form.ts';

/**
 * The mobile numbers SMS verification can text (§5), by country calling code: the region the code
 * belongs to and the national number of a mobile after it, without the trunk 0. A brand accepts
 * some of these codes (`smsCallingCodes`); the digit rules are our addition, so a typo fails here,
 * not by SMS.
 */
export const SMS_CALLING_CODES = {
  // 4xx xxx xxx
  '+61': { region: 'AU', mobile: /^4\d{8}$/, message: 'validation.mobile.au' },
  // 70, 80 or 90, then eight digits
  '+81': { region: 'JP', mobile: /^[789]0\d{8}$/, message: 'validation.mobile.jp' },
} as const satisfies Record<string, { region: string; mobile: RegExp; message: DomainMessageKey }>;

export type SmsCallingCode = keyof typeof SMS_CALLING_CODES;

/** How long the screen waits before offering to text a new code (the server allows 5 an hour). */
export const SMS_RESEND_SECONDS = 60;

/** The number as typed, without the spaces members type to group digits. */
export function normaliseMobileNumber(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** The accepted calling code an international number (+61412345678) starts with, if any. */
export function mobileCallingCode(
  number: string,
  accepted: readonly SmsCallingCode[],
): SmsCallingCode | undefined {
  return accepted.find((code) => number.startsWith(code));
}

/** Whether an international number, spaces removed, is a mobile of its calling code. */
export function isMobileNumber(number: string, code: SmsCallingCode): boolean {
  return number.startsWith(code) && SMS_CALLING_CODES[code].mobile.test(number.slice(code.length));
}

/**
 * A mobile number as typed in the country's own way after a chosen calling code (090-1234-5678,
 * 0412 345 678), in international form: separators and the trunk 0 dropped.
 */
export function internationalMobileNumber(code: SmsCallingCode, typed: string): string {
  return code + typed.replace(/[\s\-().]/g, '').replace(/^0/, '');
}

/** The problem with a mobile number typed after a chosen calling code, or null when it is one. */
export function validateMobileNumber(code: SmsCallingCode, typed: string): DomainMessageKey | null {
  if (isBlank(typed)) return 'validation.required';
  return isMobileNumber(internationalMobileNumber(code, typed), code)
    ? null
    : SMS_CALLING_CODES[code].message;
}
