import type { components } from '@portal/contract/schema';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { LabelColour, LabelsTable, Tables } from '#platform/db/tables.ts';

/*
 * A member's labels (issue 38, decision 104): names unique per account whatever their case, each
 * with a colour; an item's labels are its `label_ids`, so the mail list reads them with the row.
 */

export type Label = components['schemas']['Label'];
type LabelRow = Selectable<LabelsTable>;

/** The most labels an account keeps (decision 104). */
export const LABEL_LIMIT = 100;

export const labelView = (row: LabelRow): Label => ({
  labelId: row.label_id,
  name: row.name,
  colour: row.colour,
});

export function labelsOf(db: Kysely<Tables>, accountId: number): Promise<LabelRow[]> {
  return db
    .selectFrom('labels')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy(sql`lower(name)`)
    .execute();
}

/** The account's labels called any of `names`, whatever their case. */
export function labelsNamed(db: Kysely<Tables>, accountId: number, names: readonly string[]) {
  return db
    .selectFrom('labels')
    .select('label_id')
    .where('account_id', '=', accountId)
    .where(sql<boolean>`lower(name) = any(${sql.val(names.map((name) => name.toLowerCase()))})`)
    .execute()
    .then((rows) => rows.map((row) => row.label_id));
}

/** Saves a new label, or answers undefined when the account has one of that name already. */
export async function insertLabel(
  trx: Transaction<Tables>,
  accountId: number,
  label: { name: string; colour: LabelColour },
): Promise<LabelRow | undefined> {
  return trx
    .insertInto('labels')
    .values({ account_id: accountId, ...label })
    .onConflict((conflict) => conflict.expression(sql`account_id, lower(name)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The id of the account's label called `name`, made (grey) when it has none: how rules label. */
export async function labelIdFor(
  trx: Transaction<Tables>,
  accountId: number,
  name: string,
): Promise<number> {
  const made = await insertLabel(trx, accountId, { name, colour: 'grey' });
  if (made) return made.label_id;
  const [existing] = await labelsNamed(trx, accountId, [name]);
  return existing!;
}

export async function updateLabel(
  trx: Transaction<Tables>,
  accountId: number,
  labelId: number,
  label: { name: string; colour: LabelColour },
): Promise<LabelRow | undefined> {
  return trx
    .updateTable('labels')
    .set(label)
    .where('label_id', '=', labelId)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the label and takes it off every item; answers its name, if it was there. */
export async function deleteLabel(
  trx: Transaction<Tables>,
  accountId: number,
  labelId: number,
): Promise<string | undefined> {
  const deleted = await trx
    .deleteFrom('labels')
    .where('label_id', '=', labelId)
    .where('account_id', '=', accountId)
    .returning('name')
    .executeTakeFirst();
  if (!deleted) return undefined;
  await trx
    .updateTable('mail_items')
    .set({ label_ids: sql`array_remove(label_ids, ${labelId})` })
    .where('account_id', '=', accountId)
    .where(sql<boolean>`label_ids @> array[${labelId}::int]`)
    .execute();
  return deleted.name;
}

/** Adds the labels to the items and takes the others off (each at most once on an item). */
export async function relabel(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
  { add = [], remove = [] }: { add?: readonly number[]; remove?: readonly number[] },
): Promise<void> {
  if (mailIds.length === 0 || add.length + remove.length === 0) return;
  await trx
    .updateTable('mail_items')
    .set({
      label_ids: sql`array(
        select distinct label from unnest(label_ids || ${sql.val([...add])}::int[]) as label
        where label <> all(${sql.val([...remove])}::int[]) order by label)`,
    })
    .where('mail_id', 'in', mailIds)
    .execute();
}
