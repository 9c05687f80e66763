/**
 * Card numbers as members type them (§5): brand detection from the leading digits, the grouping each
 * brand prints on its cards, and the Luhn check digit.
 */

export type CardBrand = 'amex' | 'diners' | 'visa' | 'mastercard' | 'jcb' | 'unionpay' | 'unknown';

/** Leading-digit ranges per brand, most specific first. */
const BRAND_PREFIXES: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-5]|095|6|[89])/],
  ['jcb', /^35(?:2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/],
  ['unionpay', /^62/],
];

/** Group sizes printed on the card (§5): amex 4-6-5, diners 4-6-4, every other brand 4-4-4-4. */
const GROUPS: Record<'amex' | 'diners' | 'other', readonly number[]> = {
  amex: [4, 6, 5],
  diners: [4, 6, 4],
  other: [4, 4, 4, 4],
};

export function detectCardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

function groupsFor(brand: CardBrand): readonly number[] {
  return brand === 'amex' || brand === 'diners' ? GROUPS[brand] : GROUPS.other;
}

/** How many digits a full number of this brand has. */
export function cardNumberLength(brand: CardBrand): number {
  return groupsFor(brand).reduce((sum, size) => sum + size, 0);
}

/**
 * Keeps the digits of what was typed, cut to the brand's length, grouped with single spaces:
 * "378282246310005" → "3782 822463 10005".
 */
export function formatCardNumber(typed: string): string {
  const brand = detectCardBrand(typed);
  let rest = digitsOf(typed).slice(0, cardNumberLength(brand));
  const groups: string[] = [];
  for (const size of groupsFor(brand)) {
    if (!rest) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return groups.join(' ');
}

/** The Luhn (mod 10) check every card number satisfies; catches a mistyped digit. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
