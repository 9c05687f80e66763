import {
  addressForTab,
  validateForwardAddress,
  type AddressTab,
} from '@portal/domain/forward-address';
import type { components } from '@portal/contract/schema';
import type { RequestBodyOf } from '#contract/operation-handler.ts';
import { invalidField } from '#contract/problem.ts';
import type { AddressColumns, AddressRow } from '#folders/queries.ts';

type Address = components['schemas']['Address'];

/**
 * A delivery address as SaveAddress sends it, checked by the §5 rules of its tab and trimmed for
 * storing; 400 on the first field that breaks a rule.
 */
export function addressColumns({
  domestic,
  ...fields
}: Omit<RequestBodyOf<'saveAddress'>, 'addressId'>): {
  tab: AddressTab;
  columns: AddressColumns;
} {
  const tab = domestic ? 'domestic' : 'international';
  const draft = {
    ...fields,
    street2: fields.street2 ?? '',
    contactNumber: fields.contactNumber ?? '',
  };
  const [field] = Object.entries(validateForwardAddress(draft, tab));
  if (field) {
    const [name, key] = field;
    throw invalidField(
      name,
      key === 'validation.address.internationalCountry'
        ? 'An international address must be outside Australia'
        : 'Can not be blank',
      key,
    );
  }
  const address = addressForTab(draft, tab);
  return {
    tab,
    columns: {
      full_name: address.fullName.trim(),
      street: address.street.trim(),
      street2: address.street2.trim(),
      city: address.city.trim(),
      state: address.state.trim(),
      postcode: address.postcode.trim(),
      country: address.country.trim(),
      contact_number: address.contactNumber.trim(),
      domestic: address.domestic,
    },
  };
}

export function addressView(row: AddressRow): Address {
  return {
    addressId: row.address_id,
    fullName: row.full_name,
    street: row.street,
    street2: row.street2 || null,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    contactNumber: row.contact_number || null,
    domestic: row.domestic,
  };
}
