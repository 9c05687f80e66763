import type { Kysely } from 'kysely';
import { findBrand, type Brand } from '#brands/brand-registry.ts';
import type { Tables } from '#db/tables.ts';

/**
 * The brand a member signed up with. Email sent on a member's behalf carries this brand's name,
 * address and links, never those of the `webpage` a call names: anyone can put another brand's
 * name in a query string, and mail branded by it would be spoofing that brand (issue 33).
 */
export async function accountBrand(db: Kysely<Tables>, accountId: number): Promise<Brand> {
  const { webpage } = await db
    .selectFrom('accounts')
    .select('webpage')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const brand = findBrand(webpage);
  if (!brand)
    throw new Error(`Account ${accountId} belongs to no brand this server knows (${webpage})`);
  return brand;
}
