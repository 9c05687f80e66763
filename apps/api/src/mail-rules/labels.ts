import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/*
 * Labels as rules use them (decision 102): a label is the member's, found by name whatever its
 * case, and made (grey) the first time a rule names it.
 */

/** The id of the account's label called `name`, made when it has none. */
export async function labelId(
  trx: Transaction<Tables>,
  accountId: number,
  name: string,
): Promise<number> {
  const { rows } = await sql<{ label_id: number }>`
    with made as (
      insert into labels (account_id, name) values (${accountId}, ${name})
      on conflict (account_id, lower(name)) do nothing
      returning label_id
    )
    select label_id from made
    union all
    select label_id from labels where account_id = ${accountId} and lower(name) = lower(${name})
    limit 1`.execute(trx);
  return Number(rows[0]!.label_id);
}

export async function addLabel(trx: Transaction<Tables>, mailId: number, label: number) {
  await trx
    .insertInto('mail_labels')
    .values({ mail_id: mailId, label_id: label })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function removeLabel(
  trx: Transaction<Tables>,
  accountId: number,
  mailId: number,
  name: string,
) {
  await trx
    .deleteFrom('mail_labels')
    .where('mail_id', '=', mailId)
    .where('label_id', 'in', (sub) =>
      sub
        .selectFrom('labels')
        .select('label_id')
        .where('account_id', '=', accountId)
        .where(sql<boolean>`lower(name) = lower(${name})`),
    )
    .execute();
}
