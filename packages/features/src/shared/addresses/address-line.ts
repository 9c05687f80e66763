import type { SavedAddress } from '#shared/api/addresses.ts';

/** One line that tells addresses apart in the dropdown. */
export function addressLine(
  address: Pick<
    SavedAddress,
    'fullName' | 'street' | 'city' | 'state' | 'postcode' | 'country' | 'domestic'
  >,
) {
  const place = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  const parts = [address.fullName, address.street, place];
  return (address.domestic ? parts : [...parts, address.country]).join(', ');
}
