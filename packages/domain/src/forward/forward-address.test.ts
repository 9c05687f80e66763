import { describe, expect, it } from 'vitest';
import {
  addressForTab,
  canUseInternational,
  isAustralia,
  validateForwardAddress,
  type AddressDraft,
} from './forward-address.ts';

const draft: AddressDraft = {
  fullName: 'Mia Chen',
  street: '1 George St',
  street2: '',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'New Zealand',
  contactNumber: '',
};

describe('§2 forward address rules', () => {
  it('§2 address: a domestic address is forced to Australia', () => {
    expect(addressForTab(draft, 'domestic')).toMatchObject({
      country: 'Australia',
      domestic: true,
    });
  });

  it('§2 address: an international address keeps its country', () => {
    expect(addressForTab(draft, 'international')).toMatchObject({
      country: 'New Zealand',
      domestic: false,
    });
  });

  it('§5 address: the International tab is usable only with photo ID verified', () => {
    expect(canUseInternational({ idVerified: true })).toBe(true);
    expect(canUseInternational({ idVerified: false })).toBe(false);
  });

  it('§2 address: a complete address passes on either tab', () => {
    expect(validateForwardAddress(draft, 'domestic')).toEqual({});
    expect(validateForwardAddress({ ...draft, state: '' }, 'international')).toEqual({});
  });

  it('§5 address: blank required fields are Can not be blank; the optional ones are not', () => {
    const blank = { ...draft, fullName: ' ', street: '', city: '', postcode: '', state: '' };
    expect(validateForwardAddress(blank, 'domestic')).toEqual({
      fullName: 'validation.required',
      street: 'validation.required',
      city: 'validation.required',
      postcode: 'validation.required',
      state: 'validation.required',
    });
    expect(validateForwardAddress({ ...draft, country: '' }, 'international')).toEqual({
      country: 'validation.required',
    });
  });

  it('§2 address: Australia is not an international destination', () => {
    for (const country of ['Australia', ' australia ', 'AU']) {
      expect(isAustralia(country)).toBe(true);
      expect(validateForwardAddress({ ...draft, country }, 'international')).toEqual({
        country: 'validation.address.internationalCountry',
      });
    }
    expect(isAustralia('Austria')).toBe(false);
  });

  it('§2 address: a domestic postcode is four digits', () => {
    for (const postcode of ['200', '20000', 'NSW1', '2 000']) {
      expect(validateForwardAddress({ ...draft, postcode }, 'domestic')).toEqual({
        postcode: 'validation.address.postcode',
      });
    }
    expect(validateForwardAddress({ ...draft, postcode: ' 0800 ' }, 'domestic')).toEqual({});
    // Other countries write postcodes their own way.
    expect(validateForwardAddress({ ...draft, postcode: 'SW1A 1AA' }, 'international')).toEqual({});
  });

  it('§2 address: a domestic phone, when given, is an Australian number', () => {
    for (const contactNumber of [
      '+61 412 345 678',
      '0412-345-678',
      '(02) 9876 5432',
      '+61298765432',
    ]) {
      expect(validateForwardAddress({ ...draft, contactNumber }, 'domestic')).toEqual({});
    }
    for (const contactNumber of [
      '+64 21 123 4567',
      '412345678',
      '0412 345 67',
      '+61 112 345 678',
    ]) {
      expect(validateForwardAddress({ ...draft, contactNumber }, 'domestic')).toEqual({
        contactNumber: 'validation.address.phone',
      });
    }
    const abroad = { ...draft, contactNumber: '+64 21 123 4567' };
    expect(validateForwardAddress(abroad, 'international')).toEqual({});
  });
});
