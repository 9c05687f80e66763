import type { Kysely, Selectable, Transaction } from 'kysely';
import { findBrand, type Brand } from '#brands/brand-registry.ts';
import { notFound } from '#contract/problem.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';

/** An account as stored; every layer that charges, locks or answers for an account reads it. */
export type AccountRow = Selectable<AccountsTable>;

/** The account row; 404 when there is none. */
export async function findAccount(db: Kysely<Tables>, accountId: number): Promise<AccountRow> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('The account');
  return row;
}

/**
 * Reads the account row and locks it (`select ... for update`) until the transaction ends, so
 * changes that read before they write (a balance check, a count against a limit) run one at a time
 * per account.
 */
export async function lockAccount(
  trx: Transaction<Tables>,
  accountId: number,
): Promise<AccountRow> {
  const row = await trx
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('The account');
  return row;
}

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
