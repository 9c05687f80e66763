import type { Insertable, Kysely } from 'kysely';
import type { Brand } from '#brands/brand-registry.ts';
import { newNumericCode } from '#auth/secrets.ts';
import type { AccountRow } from '#auth/credentials.ts';
import type { AccountsTable, Tables } from '#db/tables.ts';

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
 * Inserts an account with a new suite code: the brand's initials and 6 random digits (HM482913),
 * short enough to write on an envelope and not guessable from a neighbour's. The unique index
 * decides: a drawn code that another signup took, even at the same moment, is drawn again.
 */
export async function insertAccountWithUserCode(
  db: Kysely<Tables>,
  brand: Brand,
  values: Omit<Insertable<AccountsTable>, 'user_code'>,
): Promise<AccountRow> {
  const prefix = userCodePrefix(brand);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const account = await db
      .insertInto('accounts')
      .values({ ...values, user_code: `${prefix}${newNumericCode(DIGITS)}` })
      .onConflict((conflict) => conflict.column('user_code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (account) return account;
  }
  throw new Error(`No free suite code for ${brand.id} after ${MAX_DRAWS} draws`);
}
