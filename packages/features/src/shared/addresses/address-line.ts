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

/** The address as the label on the envelope reads, one line each (the forward's review). */
export function addressLines(
  address: Pick<
    SavedAddress,
    'fullName' | 'street' | 'street2' | 'city' | 'state' | 'postcode' | 'country' | 'domestic'
  >,
): string[] {
  const place = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  const lines = [address.fullName, address.street, address.street2 ?? '', place];
  return (address.domestic ? lines : [...lines, address.country]).filter(Boolean);
}
