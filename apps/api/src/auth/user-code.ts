import type { Brand } from '#brands/brand-registry.ts';
import { newNumericCode } from '#platform/secrets.ts';

const DIGITS = 6;
/** Collisions are rare (one in a million per existing code), so a few draws always suffice. */
const MAX_DRAWS = 10;

/** The brand's initials (`Harbour Mail` → `HM`): the start of its members' suite codes. */
export function userCodePrefix(brand: Pick<Brand, 'webpageName'>): string {
  return brand.webpageName
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .replace(/[^A-Z]/g, '');
}

/**
 * Draws new suite codes for `insert` until one is free: the brand's initials and 6 random digits
 * (HM482913), short enough to write on an envelope and not guessable from a neighbour's. The unique
 * index decides: `insert` answers undefined for a code another signup took, even at the same
 * moment, and the code is drawn again.
 */
export async function withNewUserCode<Row>(
  brand: Brand,
  insert: (userCode: string) => Promise<Row | undefined>,
): Promise<Row> {
  const prefix = userCodePrefix(brand);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const row = await insert(`${prefix}${newNumericCode(DIGITS)}`);
    if (row) return row;
  }
  throw new Error(`No free suite code for ${brand.id} after ${MAX_DRAWS} draws`);
}
