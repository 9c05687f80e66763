import { isBlank, requireFields, type FieldErrors } from '#validation/form.ts';

/**
 * Forwarding addresses (§2 selectAddress): a Domestic and an International tab. Domestic addresses
 * are always in Australia; the International tab needs photo ID verification (§5, §6).
 */

export type AddressTab = 'domestic' | 'international';

export const AUSTRALIA = 'Australia';

/** The address modal's fields (§2). */
export interface AddressDraft {
  fullName: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  contactNumber: string;
}

export type AddressField = keyof AddressDraft;

/** Australia by name or by its two-letter code, in any case. */
export function isAustralia(country: string): boolean {
  return ['australia', 'au'].includes(country.trim().toLowerCase());
}

/** International forwarding needs an approved photo ID; one awaiting its check is not enough (§6). */
export function canUseInternational(account: { idVerified: boolean }): boolean {
  return account.idVerified;
}

/** The address as saved from a tab: a domestic one gets country Australia whatever was typed. */
export function addressForTab<T extends AddressDraft>(
  draft: T,
  tab: AddressTab,
): T & { domestic: boolean } {
  return tab === 'domestic'
    ? { ...draft, country: AUSTRALIA, domestic: true }
    : { ...draft, domestic: false };
}

/** An Australian postcode: four digits. */
export function isAustralianPostcode(postcode: string): boolean {
  return /^\d{4}$/.test(postcode.trim());
}

/**
 * An Australian phone number as members write it: +61 or 0, then nine digits (the leading 0 of the
 * area code dropped after +61); spaces, dashes and brackets between digits allowed.
 */
export function isAustralianPhone(phone: string): boolean {
  const digits = phone.trim().replace(/[\s()-]/g, '');
  return /^(\+61|0)[2-578]\d{8}$/.test(digits);
}

/**
 * Checks an address before saving. Where §2 is silent: name, street, city and postcode are needed
 * for any delivery; a domestic address needs its state, a four-digit postcode and, when given, an
 * Australian phone number; an international one needs a country that is not Australia (those
 * belong on the Domestic tab). Street line 2 and the phone are optional.
 */
export function validateForwardAddress(
  draft: AddressDraft,
  tab: AddressTab,
): FieldErrors<AddressField> {
  const required: AddressField[] = ['fullName', 'street', 'city', 'postcode'];
  const errors = requireFields(draft, [...required, tab === 'domestic' ? 'state' : 'country']);
  if (tab === 'domestic') {
    if (!errors.postcode && !isAustralianPostcode(draft.postcode)) {
      errors.postcode = 'validation.address.postcode';
    }
    if (!isBlank(draft.contactNumber) && !isAustralianPhone(draft.contactNumber)) {
      errors.contactNumber = 'validation.address.phone';
    }
  }
  if (tab === 'international' && !isBlank(draft.country) && isAustralia(draft.country)) {
    errors.country = 'validation.address.internationalCountry';
  }
  return errors;
}
