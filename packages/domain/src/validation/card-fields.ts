import { calendarDateIn } from '#calendar/calendar-date.ts';
import {
  cardNumberLength,
  detectCardBrand,
  passesLuhn,
  type CardBrand,
} from '#card/card-number.ts';
import type { DomainMessageKey } from '#messages/message-keys.ts';
import { fieldErrors, isBlank, requireFields, type FieldErrors } from '#validation/form.ts';

/**
 * The card form (§2 Payment Method, PaymentRequired; §5). The number itself never reaches our
 * server (DESIGN §7): these checks run in the browser before the provider tokenises the card.
 */

export function validateCardNumber(typed: string): DomainMessageKey | null {
  if (isBlank(typed)) return 'validation.required';
  const digits = typed.replace(/[\s-]/g, '');
  const brand = detectCardBrand(digits);
  const complete = /^\d+$/.test(digits) && digits.length === cardNumberLength(brand);
  return complete && passesLuhn(digits) ? null : 'validation.card.number';
}

/** The expiry as typed so far, kept to MM/YY with the slash put in after the month. */
export function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/YY as month and four-digit year; null when it is not a real month. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/**
 * MM/YY, not in the past (§5). A card is good through the last day of its expiry month, read in
 * the given time zone (UTC unless given).
 */
export function validateExpiry(
  typed: string,
  now: Date,
  timeZone?: string,
): DomainMessageKey | null {
  if (isBlank(typed)) return 'validation.required';
  const expiry = parseExpiry(typed);
  if (!expiry) return 'validation.card.expiryFormat';
  const today = calendarDateIn(now, timeZone);
  const expired = expiry.year * 12 + expiry.month < today.year * 12 + today.month;
  return expired ? 'validation.card.expired' : null;
}

/** Three digits, four for American Express (§5). */
export function validateCvc(typed: string, brand: CardBrand): DomainMessageKey | null {
  if (isBlank(typed)) return 'validation.required';
  if (brand === 'amex')
    return /^\d{4}$/.test(typed.trim()) ? null : 'validation.card.cvcFourDigits';
  return /^\d{3}$/.test(typed.trim()) ? null : 'validation.card.cvcThreeDigits';
}

export interface CardForm {
  cardName: string;
  number: string;
  expiry: string;
  cvc: string;
}

export function validateCardForm(
  form: CardForm,
  now: Date,
  timeZone?: string,
): FieldErrors<keyof CardForm> {
  return {
    ...requireFields(form, ['cardName']),
    ...fieldErrors({
      number: validateCardNumber(form.number),
      expiry: validateExpiry(form.expiry, now, timeZone),
      cvc: validateCvc(form.cvc, detectCardBrand(form.number)),
    }),
  };
}
