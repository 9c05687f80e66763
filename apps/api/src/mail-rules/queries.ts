import type { components } from '@portal/contract/schema';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { MailRulesTable, Tables } from '#platform/db/tables.ts';

export type MailRule = components['schemas']['MailRule'];
export type MailRuleInput = components['schemas']['MailRuleInput'];
export type RuleActionSpec = components['schemas']['MailRuleActionSpec'];
type RuleRow = Selectable<MailRulesTable>;

/** decision 102: a member's rules are a short list they can read; evaluation stays cheap. */
export const RULE_LIMIT = 50;

export const ruleView = (row: RuleRow): MailRule => ({
  ruleId: row.rule_id,
  position: row.position,
  name: row.name,
  match: { on: row.match_on, contains: row.match_text },
  action: row.action,
  enabled: row.enabled,
});

/** The account's rules by position. */
export function rulesOf(db: Kysely<Tables>, accountId: number): Promise<RuleRow[]> {
  return db
    .selectFrom('mail_rules')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();
}

/** Only the fields of the action its type uses: a stale folderId on a scan rule is not kept. */
export function actionOf(action: RuleActionSpec): RuleActionSpec {
  switch (action.type) {
    case 'folder':
      return { type: 'folder', folderId: action.folderId! };
    case 'label':
      return { type: 'label', label: action.label!.trim() };
    case 'forward':
      return { type: 'forward', addressId: action.addressId! };
    default:
      return { type: action.type };
  }
}

const ruleColumns = (input: MailRuleInput) => ({
  name: input.name.trim(),
  match_on: input.match.on,
  match_text: input.match.contains.trim(),
  action: JSON.stringify(actionOf(input.action)),
  enabled: input.enabled ?? true,
});

export async function insertRule(
  trx: Transaction<Tables>,
  accountId: number,
  input: MailRuleInput,
): Promise<RuleRow> {
  return trx
    .insertInto('mail_rules')
    .values({
      account_id: accountId,
      position: sql<number>`(select coalesce(max(position), 0) + 1 from mail_rules where account_id = ${accountId})`,
      ...ruleColumns(input),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of the account's rules, locked; undefined for another's or none. */
export async function lockRule(trx: Transaction<Tables>, accountId: number, ruleId: number) {
  return trx
    .selectFrom('mail_rules')
    .select('rule_id')
    .where('rule_id', '=', ruleId)
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateRule(
  trx: Transaction<Tables>,
  accountId: number,
  ruleId: number,
  input: MailRuleInput,
): Promise<RuleRow | undefined> {
  return trx
    .updateTable('mail_rules')
    .set(ruleColumns(input))
    .where('rule_id', '=', ruleId)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the rule and closes the gap it leaves in the order; answers its name, if it was there. */
export async function deleteRule(
  trx: Transaction<Tables>,
  accountId: number,
  ruleId: number,
): Promise<string | undefined> {
  const deleted = await trx
    .deleteFrom('mail_rules')
    .where('rule_id', '=', ruleId)
    .where('account_id', '=', accountId)
    .returning(['position', 'name'])
    .executeTakeFirst();
  if (!deleted) return undefined;
  await trx
    .updateTable('mail_rules')
    .set({ position: sql<number>`position - 1` })
    .where('account_id', '=', accountId)
    .where('position', '>', deleted.position)
    .execute();
  return deleted.name;
}

/** Gives the rules positions 1, 2, … in the order of `ruleIds` (the unique check is deferred). */
export async function reorderRules(
  trx: Transaction<Tables>,
  accountId: number,
  ruleIds: readonly number[],
): Promise<void> {
  await sql`update mail_rules set position = ordered.position
    from unnest(${sql.val(ruleIds)}::bigint[]) with ordinality as ordered(rule_id, position)
    where mail_rules.rule_id = ordered.rule_id and mail_rules.account_id = ${accountId}`.execute(
    trx,
  );
}

/** Whether the account owns the folder, or the saved (not deleted) delivery address. */
export async function ownsFolder(db: Kysely<Tables>, accountId: number, folderId: number) {
  const row = await db
    .selectFrom('folders')
    .select('folder_id')
    .where('folder_id', '=', folderId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function ownsAddress(db: Kysely<Tables>, accountId: number, addressId: number) {
  const row = await db
    .selectFrom('addresses')
    .select('address_id')
    .where('address_id', '=', addressId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
